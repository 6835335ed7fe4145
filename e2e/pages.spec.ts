/** Page screens (the list and the editor) as staff use them. */
import { EVERY_DATABASE, expect, test } from './test.ts';
import sharp from 'sharp';
import { expectListed, openNewDocument } from './documents.ts';
import { confirmDialog, removeRow, rowNamed } from './lists.ts';
import { createPageByApi, pressAndSee, screenshot, signInAt, unique } from './support.ts';

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

test(
  'staff create a page with a banner image, edit it, remove the image and delete the page',
  { tag: EVERY_DATABASE },
  async ({ page }) => {
    const { name, url } = await openNewDocument(page, 'Page', 'History');
    // Defaults: banner visible, black; a new page is a draft until it is published.
    await expect(page.getByRole('checkbox', { name: 'Is Banner Visible?' })).toBeChecked();
    await expect(page.getByText('Status:')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Banner Color' })).toHaveValue('#000000');
    await page.getByRole('textbox', { name: 'Page Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Page Title' }).fill('Our long history');
    await page.getByRole('textbox', { name: 'URL' }).fill(url.slice(1));
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('URL must begin with /')).toBeVisible();
    await page.getByRole('textbox', { name: 'URL' }).fill(url);
    await page.getByRole('textbox', { name: 'Keywords' }).fill('history, harbor');
    await page.getByRole('textbox', { name: 'Description' }).fill('How the chamber began');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await png() });
    await expect(page.getByRole('img', { name: 'Banner Image preview' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0)); // the header is fixed: shoot from the top
    await screenshot(page, 'pages-form');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Page published.')).toBeVisible();
    // After a save the user is back on the list.
    await expect(page).toHaveURL(/\/cms\/management\/pages$/);

    await expectListed(page, name, [name, 'Our long history', 'Published']);
    await rowNamed(page, name).getByRole('link', { name: 'View' }).click();
    await expect(page).toHaveURL(/\/cms\/management\/page\/edit\/\d+$/);
    const preview = page.getByRole('img', { name: 'Banner Image preview' });
    await expect(preview).toHaveAttribute('src', /^\/api\/Attachments\//);
    // The stored image really loads.
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    await expect(page.getByRole('heading', { name: 'Page content' })).toBeVisible();
    await screenshot(page, 'pages-edit-form');

    await page.getByRole('textbox', { name: 'Page Title' }).fill('Two centuries of trade');
    // Unpublish: the change is kept, the page goes off the site.
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.getByText('Page unpublished.')).toBeVisible();
    await expect(page).toHaveURL(/\/cms\/management\/pages$/);
    await expectListed(page, name, [name, 'Two centuries of trade', 'Draft']);

    // Remove the stored banner image, after confirmation.
    await rowNamed(page, name).getByRole('link', { name: 'View' }).click();
    await page.getByRole('button', { name: 'Remove banner image' }).click();
    await confirmDialog(page, {
      title: 'Remove Banner Image',
      question: 'Are you sure you want to remove this banner Image?',
    });
    await expect(page.getByText('Banner image removed successfully.')).toBeVisible();
    await expect(preview).toBeHidden();
    // Gone from the server too, not only from the screen.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Page Name' })).toHaveValue(name);
    await expect(preview).toHaveCount(0);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/cms\/management\/pages$/);

    // Delete it.
    await page.getByRole('textbox', { name: 'Search' }).fill(name);
    await removeRow(page, rowNamed(page, name), {
      button: 'Remove',
      title: 'Remove Page',
      question: 'Are you sure you want to remove this page?',
      done: 'Page deleted successfully.',
    });
  },
);

test('a url used by another page is refused under the URL field', async ({ page }) => {
  await signInAt(page, '/cms/management/page');
  await page.getByRole('textbox', { name: 'Page Name' }).fill(unique('Copy'));
  // The demo content has a page at /membership.
  await page.getByRole('textbox', { name: 'URL' }).fill('/membership');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const message = /The URL "\/membership" is already used by the page/;
  await expect(page.getByRole('alert').filter({ hasText: message })).toContainText('Warning');
  await expect(page.getByRole('textbox', { name: 'URL' })).toHaveAccessibleDescription(message);
  await expect(page).toHaveURL(/\/cms\/management\/page$/);
});

test('a link to a page survives renaming the page, and administrators add redirects of their own', async ({
  page,
  request,
}) => {
  const { id, url } = await createPageByApi(request, unique('Harbour tour '));
  const newUrl = `${url}-by-boat`;
  await signInAt(page, `/cms/management/page/edit/${id}`);
  await page.getByRole('textbox', { name: 'URL' }).fill(newUrl);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Page published.')).toBeVisible();

  // A visitor's old link (a bookmark, a post on another site) still leads to the page.
  const old = await request.get(url, { maxRedirects: 0 });
  expect([old.status(), old.headers().location]).toEqual([301, newUrl]);
  await page.goto(url);
  await expect(page).toHaveURL((address) => address.pathname === newUrl);

  // The Redirects list shows it, and takes one typed by hand.
  await page.goto('/cms/management/redirects');
  await expect(rowNamed(page, url)).toContainText('When the page moved');
  await page.getByRole('button', { name: 'New Redirect' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Redirect' });
  await dialog.getByRole('textbox', { name: 'Old Address' }).fill('/admin');
  await dialog.getByRole('combobox', { name: 'New Address' }).fill(newUrl);
  await pressAndSee(dialog, 'Add Redirect', 'This address belongs to the website itself');
  const flyer = `/${unique('tour').toLowerCase()}`;
  await dialog.getByRole('textbox', { name: 'Old Address' }).fill(flyer);
  await dialog.getByRole('button', { name: 'Add Redirect' }).click();
  await expect(page.getByText('Redirect created successfully.')).toBeVisible();
  await expect(rowNamed(page, flyer)).toContainText('By hand');
  await expect(dialog).toBeHidden();
  await screenshot(page, 'redirects');
  await page.goto(flyer);
  await expect(page).toHaveURL((address) => address.pathname === newUrl);
});
