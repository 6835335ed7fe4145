/**
 * The media library as staff use it (decision 142): upload a camera JPEG and a HEIC from a phone
 * at once, describe the one missing alt text and set its focal point, pick the other for a page
 * banner and the first for the page's text, and visitors see both with alt text and srcset; a
 * used image cannot be deleted, and says where it is used.
 */
import { heicPhoto, phoneJpeg } from '../apps/api/test/phone-photos.ts';
import { apiToken, screenshot, signInAt, unique } from './support.ts';
import { expect, test } from './test.ts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

const MEDIA_PATH = '/cms/management/media';

/** A page made through the API (the page editor has its own tests); answers its id. */
async function createPage(request: APIRequestContext, name: string, url: string) {
  const response = await request.post('/api/Page/CreatePage', {
    headers: { authorization: `Bearer ${await apiToken(request)}` },
    multipart: { name, title: 'Our harbour in pictures', url },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

/** Opens the library file named `name` (found by search) in its drawer. */
async function openFile(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Search the library' }).fill(name);
  await page.getByRole('list', { name: 'Media' }).getByRole('listitem', { name }).click();
  const drawer = page.getByRole('dialog', { name: 'File details' });
  await expect(drawer.getByText(name)).toBeVisible();
  return drawer;
}

/** Picks `name` in an open library picker, giving it `alt` when it asks for one. */
async function pick(picker: Locator, name: string, alt?: string) {
  await picker.getByRole('textbox', { name: 'Search the library' }).fill(name);
  await picker.getByRole('listitem', { name }).click();
  if (alt) {
    await picker.getByRole('button', { name: 'Use this image' }).click();
    await expect(picker.getByRole('alert')).toContainText('Please describe the image');
    await picker.getByRole('textbox', { name: /Alt text/ }).fill(alt);
  }
  await picker.getByRole('button', { name: 'Use this image' }).click();
  await expect(picker).toBeHidden();
}

test('staff upload phone photos to the library, describe them, use them on a page and in its text', async ({
  page,
  request,
  visitor,
}) => {
  test.slow(); // a 10 MB JPEG and a 12-megapixel HEIC to prepare on a 2-core machine
  const jpeg = await phoneJpeg();
  expect(jpeg.length).toBeGreaterThanOrEqual(8 * 1024 * 1024);
  const stem = unique('harbor-');
  const jpegName = `${stem}.jpg`;
  const heicName = `${stem}.heic`;
  const pageName = unique('Harbor page ');
  const url = `/${unique('harbor-page-')}`;
  const pageId = await createPage(request, pageName, url);

  // Both photos at once, each with its own progress until it is in the library.
  await signInAt(page, MEDIA_PATH);
  await page.locator('input[type="file"]').setInputFiles([
    { name: jpegName, mimeType: 'image/jpeg', buffer: jpeg },
    { name: heicName, mimeType: 'image/heic', buffer: heicPhoto() },
  ]);
  const uploads = page.getByRole('list', { name: 'Uploads' });
  for (const name of [jpegName, heicName]) {
    await expect(uploads.getByRole('listitem', { name })).toContainText('Added to the library', {
      timeout: 60_000,
    });
  }

  // Neither has alt text yet: the reminder's link lists them.
  await page.getByRole('link', { name: 'Show them' }).click();
  await expect(page).toHaveURL(/filter=missingAlt/);
  await page.getByRole('textbox', { name: 'Search the library' }).fill(stem);
  const grid = page.getByRole('list', { name: 'Media' });
  await expect(grid.getByRole('listitem')).toHaveCount(2);
  await expect(grid.getByRole('listitem', { name: jpegName })).toContainText('No alt text');
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'media-library-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'media-library-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Describe the JPEG and set its focal point by clicking on the photo.
  let drawer = await openFile(page, jpegName);
  await expect(drawer).toContainText('1920 × 2560'); // upright (the phone was held sideways), at most 2560 px
  await drawer.getByRole('textbox', { name: 'Alt text' }).fill('Fishing boats at sunrise');
  const focal = drawer.getByRole('slider', { name: 'Focal point' });
  // The slider takes the photo's size once the photo has loaded; the click is placed then, on
  // the slider where it is at that moment (the drawer may still be sliding in).
  await expect
    .poll(() => focal.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const box = (await focal.boundingBox())!;
  await focal.click({ position: { x: box.width * 0.3, y: box.height * 0.2 } });
  await expect(focal).toHaveAttribute('aria-valuetext', /^(29|30|31)% across, (19|20|21)% down$/);
  await screenshot(page, 'media-details');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  // No longer missing alt text: it leaves the filtered list.
  await drawer.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('textbox', { name: 'Search the library' }).fill(stem);
  await expect(grid.getByRole('listitem', { name: jpegName })).toHaveCount(0);
  await expect(grid.getByRole('listitem', { name: heicName })).toBeVisible();

  // The HEIC becomes the page's banner, picked from the library (asked for its alt text).
  await page.goto(`/cms/management/page/edit/${pageId}`);
  await page.getByRole('button', { name: 'Choose banner image from library' }).click();
  await pick(
    page.getByRole('dialog', { name: 'Choose an image from the library' }),
    heicName,
    'The harbour wall at low tide',
  );
  await expect(page.getByRole('img', { name: 'The harbour wall at low tide' })).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(/Draft saved/).last()).toBeVisible();

  // The JPEG goes in the page's text, through a Custom section's editor.
  await page.goto(`/cms/management/page/edit/${pageId}`);
  await page.getByRole('button', { name: 'Add Content' }).click();
  const add = page.getByRole('dialog', { name: 'Add Content' });
  await add.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Content Section' }).click();
  await add.getByRole('button', { name: 'Create New' }).click();
  await page.getByRole('textbox', { name: /^Content Section Name/ }).fill(`${pageName} text`);
  await page.getByRole('combobox', { name: /^Type/ }).click();
  await page.getByRole('option', { name: 'Custom', exact: true }).click();
  await page.getByRole('textbox', { name: 'Custom HTML' }).fill('Our harbour at dawn.');
  await page.getByRole('button', { name: 'Insert image' }).click();
  await pick(page.getByRole('dialog', { name: 'Choose an image from the library' }), jpegName);
  await expect(
    page.getByRole('textbox', { name: 'Custom HTML' }).getByRole('img', {
      name: 'Fishing boats at sunrise',
    }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(new RegExp(`/cms/management/page/edit/${pageId}$`));
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Publish the page' })
    .getByRole('button', { name: 'Publish all' })
    .click();
  await expect(page.getByText('Page published.')).toBeVisible();

  // Visitors see both, described, in several sizes.
  await visitor.goto(url);
  const banner = visitor.locator('section[data-with-image] img');
  await expect(banner).toHaveAttribute('alt', 'The harbour wall at low tide');
  await expect(banner).toHaveAttribute('srcset', /-480\.webp 480w, .*-960\.webp 960w/);
  const inText = visitor.getByRole('img', { name: 'Fishing boats at sunrise' });
  await expect(inText).toHaveAttribute('srcset', /-480\.webp 480w/);
  await expect(inText).toHaveAttribute('loading', 'lazy');
  await expect
    .poll(() => inText.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  // The banner photo is in use: deleting it says where, and it stays.
  await page.goto(MEDIA_PATH);
  drawer = await openFile(page, heicName);
  await expect(drawer.getByRole('link', { name: `The page “${pageName}”` })).toBeVisible();
  await drawer.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: `Delete “${heicName}”` });
  await expect(confirm).toContainText(`Used on the page “${pageName}”.`);
  await expect(confirm.getByRole('button', { name: 'Move to Trash' })).toHaveCount(0);
  await screenshot(page, 'media-delete-used');
});
