/**
 * Photos straight from a phone (decision 112): a member of staff puts a 12-megapixel camera JPEG
 * (held sideways, with GPS) and then a HEIC photo on a page's banner, and visitors see each one
 * upright in the page's banner, offered in several sizes through srcset.
 */
import { heicPhoto, phoneJpeg } from '../apps/api/test/phone-photos.ts';
import { expectListed, openNewDocument, saveDocument } from './documents.ts';
import { rowNamed } from './lists.ts';
import { screenshot } from './support.ts';
import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';

/** The banner picture of the public page at `url`, once it has loaded. */
async function bannerPicture(page: Page, url: string) {
  await page.goto(url);
  const picture = page.locator('section[data-with-image] img');
  // Decoration beside the page's title: an empty alt, as every public picture has.
  await expect(picture).toHaveAttribute('alt', '');
  await expect(picture).toHaveAttribute(
    'srcset',
    /-480\.webp 480w, .*-960\.webp 960w, .*-1600\.webp 1600w/,
  );
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  return {
    srcset: await picture.getAttribute('srcset'),
    size: await picture.evaluate((img: HTMLImageElement) => ({
      width: img.naturalWidth,
      height: img.naturalHeight,
    })),
  };
}

test('staff put a camera JPEG and then a HEIC photo on a page banner; visitors see each upright, in several sizes', async ({
  page,
}) => {
  test.slow(); // a 10 MB upload and two photos to prepare on a 2-core machine
  const jpeg = await phoneJpeg();
  expect(jpeg.length).toBeGreaterThanOrEqual(8 * 1024 * 1024);

  const { name, url } = await openNewDocument(page, 'Page', 'Photos');
  await page.getByRole('textbox', { name: 'Page Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Page Title' }).fill('Our harbour in pictures');
  await page.getByRole('textbox', { name: 'URL' }).fill(url);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'IMG_0412.JPG', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(page.getByRole('img', { name: 'Banner Image preview' })).toBeVisible();
  await saveDocument(page, 'Page');
  await expectListed(page, name, [name, 'Our harbour in pictures', 'Published']);

  // The camera held the phone sideways: the picture is upright (portrait) on the site.
  const first = await bannerPicture(page, url);
  expect(first.size.height).toBeGreaterThan(first.size.width);
  await screenshot(page, 'phone-photos-jpeg-on-site');

  // Replaced by a HEIC photo, which this browser cannot preview before saving.
  await page.goto('/cms/management/pages');
  await page.getByRole('textbox', { name: 'Search' }).fill(name);
  await rowNamed(page, name).getByRole('link', { name: 'View' }).click();
  await expect(page.getByRole('img', { name: 'Banner Image preview' })).toBeVisible();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'IMG_0413.HEIC', mimeType: 'image/heic', buffer: heicPhoto() });
  await expect(page.getByText('Preview after saving')).toBeVisible();
  await expect(page.getByText('IMG_0413.HEIC')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Banner Image preview' })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'phone-photos-heic-chosen');
  await saveDocument(page, 'Page');

  // Saved, it shows in the editor like any picture, and on the site as a landscape photo.
  await page.getByRole('textbox', { name: 'Search' }).fill(name);
  await rowNamed(page, name).getByRole('link', { name: 'View' }).click();
  const preview = page.getByRole('img', { name: 'Banner Image preview' });
  await expect(preview).toHaveAttribute('src', /^\/api\/Attachments\/[a-f0-9]{24}\.jpg$/);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2560);
  const second = await bannerPicture(page, url);
  expect(second.srcset).not.toBe(first.srcset);
  expect(second.size.width).toBeGreaterThan(second.size.height);
  await screenshot(page, 'phone-photos-heic-on-site');
});
