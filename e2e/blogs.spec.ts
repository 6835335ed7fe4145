/** Blog screens as staff use them. */
import { expectListed, openNewDocument, saveDocument } from './documents.ts';
import { listDate, rowNamed } from './lists.ts';
import { expect, test } from './test.ts';
import { screenshot, signIn } from './support.ts';

test('staff create a blog, land on its editor, edit it and find it in the list', async ({
  page,
}) => {
  const { name, url } = await openNewDocument(page, 'Blog', 'Quay');
  await expect(page.getByRole('textbox', { name: /Title/ })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Blog Name' }).fill(name);
  await page.getByRole('textbox', { name: 'URL' }).fill(url);
  await page.getByRole('textbox', { name: 'Keywords' }).fill('harbor, stories');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Blog published.')).toBeVisible();
  // Created first, then edited in its own screen.
  await expect(page).toHaveURL(/\/cms\/management\/blog\/edit\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Blog Name' })).toHaveValue(name);
  await expect(page.getByRole('heading', { name: 'Blog content' })).toBeVisible();
  await screenshot(page, 'blogs-form');

  await page.getByRole('textbox', { name: 'Description' }).fill('Stories told on the quay');
  await page.getByRole('textbox', { name: 'Banner Color' }).fill('#336699');
  await saveDocument(page, 'Blog');

  await expectListed(page, name, [
    name,
    url,
    /\S/, // its author: the signed-in staff member
    '', // no categories
    /\S/, // the signed-in staff member's name
    listDate(new Date()),
    'Published',
  ]);
  await rowNamed(page, name).getByRole('link', { name: 'View' }).click();
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'Stories told on the quay',
  );
  await expect(page.getByRole('textbox', { name: 'Banner Color' })).toHaveValue('#336699');

  // The blog is public at its url.
  const info = await page.request.get('/api/Home/GetCMSInfo');
  const { pages } = (await info.json()) as { pages: { url: string; isBlog: boolean }[] };
  expect(pages).toContainEqual(expect.objectContaining({ url, isBlog: true }));
});

test('staff find Blogs in the main menu, under Content', async ({ page }) => {
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('group', { name: 'Content' })
    .getByRole('link', { name: 'Blogs' })
    .click();
  await expect(page).toHaveURL(/\/cms\/management\/blogs$/);
  await expect(page.getByRole('table', { name: 'Blogs' })).toBeVisible();
});
