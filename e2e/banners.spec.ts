/** Banners and their slider items as staff build them. */
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import sharp from 'sharp';
import { apiToken, screenshot, signInAt, sortByKeyboard, unique } from './support.ts';
import { clickInRow } from './lists.ts';

const png = (background: string) =>
  sharp({ create: { width: 320, height: 160, channels: 3, background } })
    .png()
    .toBuffer();

async function slideNames(request: APIRequestContext, bannerId: number) {
  const token = await apiToken(request);
  const response = await request.get(`/api/Banner/GetBannerById?bannerId=${bannerId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { bannerItems: { name: string }[] }).bannerItems.map(
    (item) => item.name,
  );
}

async function addSlide(page: Page, name: string, colour: string, button?: string) {
  await page.getByRole('button', { name: 'Add Slider Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Slider Item' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  await dialog.getByRole('textbox', { name: 'Title' }).fill(`${name} on the harbor`);
  if (button) {
    await dialog.getByRole('textbox', { name: 'Primary Button Text' }).fill(button);
    await dialog.getByRole('combobox', { name: /^Primary Action Type/ }).click();
    await page.getByRole('option', { name: 'Page' }).click();
    await dialog.getByRole('combobox', { name: /^Primary Action Link/ }).fill('/events');
  }
  await dialog.locator('input[type="file"]').setInputFiles({
    name: `${name}.png`,
    mimeType: 'image/png',
    buffer: await png(colour),
  });
  await expect(dialog.getByRole('img', { name: 'Slide Image preview' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Slider Item' }).click();
  await expect(page.getByText('Banner item created successfully.').last()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
}

test('staff create a banner with three slides, reorder them and rename the banner', async ({
  page,
  request,
}) => {
  const name = unique('Harbor banner ');
  const [dawn, regatta, lights] = ['Dawn', 'Regatta', 'Lights'].map((slide) => unique(`${slide} `));
  await signInAt(page, '/cms/management/content-sections');
  await page.getByRole('link', { name: 'New Banner' }).click();
  await expect(page).toHaveURL(/\/cms\/management\/banner$/);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Banner Name is required')).toBeVisible();
  await page.getByRole('textbox', { name: /^Banner Name/ }).fill(name);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(
    page.getByText('Draft saved. The banner is not on the site until you publish it.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/cms\/management\/banner\/edit\/\d+$/);
  const bannerId = Number(page.url().split('/').pop());

  // A new slide needs its picture.
  await page.getByRole('button', { name: 'Add Slider Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Slider Item' });
  await dialog.getByRole('button', { name: 'Create Slider Item' }).click();
  await expect(dialog.getByText('Error! Please upload an image')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: /^Primary Action Link/ })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await addSlide(page, dawn, '#213c63', 'See events');
  await addSlide(page, regatta, '#f4a261');
  await addSlide(page, lights, '#2a9d8f');
  expect(await slideNames(request, bannerId)).toEqual([dawn, regatta, lights]);

  const home = page.getByRole('link', { name: /View on the home page/ });
  await expect(home).toHaveAttribute('href', '/home');
  await expect(home).toHaveAttribute('target', '_blank');
  await screenshot(page, 'banners-editor');

  // The last slide moves to the front, by keyboard.
  await page.getByRole('button', { name: 'Sort Slider Items' }).click();
  const sort = page.getByRole('dialog', { name: 'Sort Slider Items' });
  await sortByKeyboard(page, sort, lights, -2);
  await sort.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Banner items sorted successfully.')).toBeVisible();
  expect(await slideNames(request, bannerId)).toEqual([lights, dawn, regatta]);

  // Editing a slide keeps its stored picture.
  await clickInRow(page, regatta, 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit Slider Item' });
  await expect(edit.getByRole('img', { name: 'Slide Image preview' })).toBeVisible();
  await screenshot(page, 'banners-slide-dialog');
  await edit.getByRole('textbox', { name: 'Title' }).fill('Regatta day');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Banner item updated successfully.')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('cell', { name: 'Regatta day' })).toBeVisible();

  // The slides are drafts until the banner is published: Publish lists them first.
  await expect(page.getByRole('row').filter({ hasText: dawn })).toContainText('Draft');
  await page.getByRole('textbox', { name: /^Banner Name/ }).fill(`${name} renamed`);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const goesLive = page.getByRole('dialog', { name: 'Publish the banner' });
  await expect(goesLive.getByRole('listitem')).toHaveText(
    [lights, dawn, regatta].map((slide) => `Slider item “${slide}”: new on the site.`),
  );
  await goesLive.getByRole('button', { name: 'Publish all' }).click();
  await expect(page.getByText('Banner published.')).toBeVisible();
  await expect(page).toHaveURL(/\/cms\/management\/content-sections$/);
  // The address changes a moment before the list replaces the editor, whose slider items have a
  // Search box of their own: search once the list shows.
  await expect(page.getByRole('table', { name: 'Content Sections and Banners' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill(`${name} renamed`);
  const row = page.getByRole('row').filter({ hasText: `${name} renamed` });
  await expect(row).toContainText('Banner');
  await expect(row).toContainText('3 slider items');
});
