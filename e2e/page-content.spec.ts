/** The content list of a page as staff build a page from sections and banners. */
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './test.ts';
import sharp from 'sharp';
import { removeRow } from './lists.ts';
import { apiToken, screenshot, signInAt, sortByKeyboard, unique } from './support.ts';

const png = (background: string) =>
  sharp({ create: { width: 800, height: 500, channels: 3, background } })
    .png()
    .toBuffer();

/** Set-up through the API; answers the new id. */
async function post(
  request: APIRequestContext,
  path: string,
  body: { multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> },
) {
  const token = await apiToken(request);
  const response = await request.post(path, {
    headers: { authorization: `Bearer ${token}` },
    ...body,
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

/** A banner with three slides, made through the API (the banner editor has its own test). */
async function createBannerWithSlides(request: APIRequestContext, name: string) {
  const bannerId = await post(request, '/api/Banner/CreateBanner', {
    multipart: { name, isActive: 'true' },
  });
  for (const [slide, colour] of [
    ['Dawn', '#213c63'],
    ['Regatta', '#f4a261'],
    ['Lights', '#2a9d8f'],
  ]) {
    await post(request, '/api/BannerItem/CreateBannerItem', {
      multipart: {
        bannerId: String(bannerId),
        name: slide,
        title: `${slide} over the harbor`,
        image: { name: `${slide}.png`, mimeType: 'image/png', buffer: await png(colour) },
      },
    });
  }
  return bannerId;
}

type DynamicPage = {
  pageContentSectionBanners: {
    name: string;
    banner: { bannerItems: unknown[] } | null;
    contentSection: { type: string; primaryButtonText: string | null } | null;
  }[];
};

test('staff build a page from a new Card section and an existing banner, then reorder it', async ({
  page,
  request,
}) => {
  const pageName = unique('Visit Bayport ');
  const pageId = await post(request, '/api/Page/CreatePage', {
    multipart: { name: pageName, url: `/${unique('visit-bayport-')}` },
  });
  const bannerName = unique('Harbor slides ');
  await createBannerWithSlides(request, bannerName);
  const cardName = unique('Join card ');

  await signInAt(page, `/cms/management/page/edit/${pageId}`);
  const content = page.getByRole('table', { name: 'Page content' });
  await expect(content).toContainText('No records to display');

  // "Create New" needs a type, then opens the section editor for this page.
  await page.getByRole('button', { name: 'Add Content' }).click();
  const add = page.getByRole('dialog', { name: 'Add Content' });
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(add.getByText('Please select both type & component')).toBeVisible();
  await add.getByRole('button', { name: 'Create New' }).click();
  await expect(add.getByText('Please select type of Component you want to create')).toBeVisible();
  await add.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Content Section' }).click();
  await add.getByRole('button', { name: 'Create New' }).click();
  await expect(page).toHaveURL(new RegExp(`/cms/management/content-section/pageId/${pageId}$`));

  // A Card section with an image and two buttons.
  await page.getByRole('textbox', { name: /^Content Section Name/ }).fill(cardName);
  await page.getByRole('combobox', { name: /^Type/ }).click();
  await page.getByRole('option', { name: 'Card', exact: true }).click();
  await expect(page.getByRole('combobox', { name: /^Type/ })).toHaveAccessibleDescription(
    'A picture with your text on a raised card over it.',
  );
  await page.getByRole('textbox', { name: /^Title/ }).fill('Join the chamber');
  await page
    .getByRole('textbox', { name: /^Content Details/ })
    .fill('Members get leads, training and a voice in town.');
  for (const [which, text, type, link] of [
    ['Primary', 'Become a member', 'Page', '/contact'],
    ['Secondary', 'Call us', 'Phone Number', '(555) 123-4567'],
  ]) {
    const linkName = new RegExp(`^${which} Action Link`);
    await expect(page.getByRole('combobox', { name: linkName })).toBeDisabled();
    await page.getByRole('textbox', { name: `${which} Button Text` }).fill(text);
    await page.getByRole('combobox', { name: new RegExp(`^${which} Action Type`) }).click();
    await page.getByRole('option', { name: type, exact: true }).click();
    // A link picker for a page, a plain text box for a phone number.
    await page.getByRole(type === 'Page' ? 'combobox' : 'textbox', { name: linkName }).fill(link);
  }
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Error! Please upload an image')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'card.png',
    mimeType: 'image/png',
    buffer: await png('#2a6f97'),
  });
  await expect(page.getByText('Error! Please upload an image')).toBeHidden();
  // Saved as a draft: it goes on the site with the page.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(
    page.getByText('Draft saved. The section is not on the site until you publish it.'),
  ).toBeVisible();

  // Back in the page editor automatically, the section already on the page.
  await expect(page).toHaveURL(new RegExp(`/cms/management/page/edit/${pageId}$`));
  await expect(content.getByRole('row').filter({ hasText: cardName })).toContainText(
    'Content Section — Card',
  );

  // Add the existing banner.
  await page.getByRole('button', { name: 'Add Content' }).click();
  await add.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Banner' }).click();
  await add.getByRole('combobox', { name: 'Component' }).fill(bannerName);
  await page.getByRole('option', { name: bannerName }).click();
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Content added to the page successfully.')).toBeVisible();
  await expect(add).toBeHidden();
  await expect(content.getByRole('row').filter({ hasText: bannerName })).toContainText('Banner');

  // The banner moves to the top, by keyboard.
  await page.getByRole('button', { name: 'Sort Content' }).click();
  const sort = page.getByRole('dialog', { name: 'Sort Content' });
  await sortByKeyboard(page, sort, `${bannerName} (Banner)`, -1);
  await screenshot(page, 'page-content-sort-dialog');
  await sort.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Content sorted successfully.')).toBeVisible();
  await expect(content.getByRole('row').nth(1)).toContainText(bannerName);
  await expect(content.getByRole('row').nth(2)).toContainText(cardName);
  await screenshot(page, 'page-content-list');

  // Publishing the page says what goes on the site with it: the new card.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const goesLive = page.getByRole('dialog', { name: 'Publish the page' });
  await expect(goesLive.getByRole('listitem')).toHaveText([
    `Content section “${cardName}”: new on the site.`,
  ]);
  await screenshot(page, 'page-content-publish-parts');
  await goesLive.getByRole('button', { name: 'Publish all' }).click();
  await expect(page.getByText('Page published.')).toBeVisible();

  // The public page shows the same order: the banner with its three slides, then the card.
  const response = await page.request.get(`/api/Home/GetDynamicPage?dynamicPageId=${pageId}`);
  expect(response.status()).toBe(200);
  const entries = ((await response.json()) as DynamicPage).pageContentSectionBanners;
  expect(entries.map((entry) => entry.name)).toEqual([bannerName, cardName]);
  expect(entries[0].banner?.bannerItems).toHaveLength(3);
  expect(entries[1].contentSection).toMatchObject({
    type: 'CONTENT_SECTION_CARD',
    primaryButtonText: 'Become a member',
  });

  // Duplicate, from the pages list: a draft copy with the same content, opened at once.
  await page.goto('/cms/management/pages');
  await page.getByRole('textbox', { name: 'Search' }).fill(pageName);
  await page
    .getByRole('row')
    .filter({ hasText: pageName })
    .getByRole('button', { name: 'Duplicate' })
    .click();
  await expect(
    page.getByText('Copy of the page made: it is a draft until you publish it.'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Page Name/ })).toHaveValue(
    `Copy of ${pageName}`,
  );
  const copied = page.getByRole('table', { name: 'Page content' });
  await expect(copied.getByRole('row').nth(1)).toContainText(bannerName);
  await expect(copied.getByRole('row').nth(2)).toContainText(cardName);
  await page.goto(`/cms/management/page/edit/${pageId}`);

  // Removing takes it off the page, after the confirmation.
  await removeRow(page, content.getByRole('row').filter({ hasText: cardName }), {
    button: 'Remove',
    confirm: 'Remove',
    title: 'Remove Content',
    question: 'Are you sure you want to remove this content?',
    done: 'Content removed from the page successfully.',
  });
});
