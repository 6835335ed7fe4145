/**
 * Authors readers can put a face to (docs/decisions/131-author-profiles.md): a writer gives their
 * account a photo and a bio under My Account; an editor publishes a post of theirs with a
 * described cover picture; a reader meets the writer under the post and on their list of posts.
 */
import sharp from 'sharp';
import { expect, test } from './test.ts';
import { createUserByApi, screenshot, signIn, signInAt, unique } from './support.ts';

const BIO = 'Wren has sailed the bay for thirty years and writes about the harbor’s businesses.';
const COVER = 'Fishing boats at the pier at sunrise';

/** A square portrait-sized picture (a plain colour stands in for a face). */
const portrait = () =>
  sharp({ create: { width: 240, height: 240, channels: 3, background: '#c76b3a' } })
    .jpeg()
    .toBuffer();
const cover = () =>
  sharp({ create: { width: 1200, height: 500, channels: 3, background: '#2a6f97' } })
    .jpeg()
    .toBuffer();

test('a writer adds a photo and bio; readers meet them under the post, whose cover is described', async ({
  page,
  request,
}) => {
  const writer = await createUserByApi(request, { username: unique('wren'), role: 'author' });
  const writerName = `${writer.username} Staff`;

  // The writer fills in their author profile under My Account.
  await signIn(page, writer.username, writer.password);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'My Account' })
    .click();
  await page
    .getByRole('row')
    .filter({ hasText: writer.username })
    .getByRole('button', { name: 'View' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await dialog.getByRole('textbox', { name: 'Bio' }).fill(BIO);
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await portrait() });
  await expect(dialog.getByRole('img', { name: 'Photo preview' })).toBeVisible();
  await screenshot(page, 'author-profile-dialog');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User updated successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // An editor publishes a post of theirs, describing its cover picture.
  const name = unique('Pier');
  const url = `/${name.toLowerCase()}`;
  await signInAt(page, '/cms/management/blog');
  await page.getByRole('textbox', { name: 'Blog Name' }).fill(name);
  await page.getByRole('textbox', { name: 'URL' }).fill(url);
  await page.getByRole('combobox', { name: 'Author' }).click();
  await page.getByRole('option', { name: writerName }).click();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'pier.jpg', mimeType: 'image/jpeg', buffer: await cover() });
  await page.getByRole('textbox', { name: 'What the Banner Image Shows' }).fill(COVER);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Blog published.')).toBeVisible();

  // A reader opens the post: the cover is described, the writer introduced under the text.
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('img', { name: COVER })).toBeVisible();
  const about = page.getByRole('region', { name: 'About the author' });
  await expect(about.getByText(writerName, { exact: true })).toBeVisible();
  await expect(about.getByText(BIO)).toBeVisible();
  // Their photo, loaded (it is lazy: it comes once the reader scrolls to it).
  await about.scrollIntoViewIfNeeded();
  await expect
    .poll(() => about.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await screenshot(page, 'author-profile-post');

  // Their list of posts begins with who they are.
  await about.getByRole('link', { name: `More posts by ${writerName}` }).click();
  await expect(page.getByRole('heading', { name: `Posts by ${writerName}` })).toBeVisible();
  await expect(page.getByText(BIO)).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: name })).toBeVisible();
  await screenshot(page, 'author-profile-list');
});
