/**
 * Blog authors, categories and tags (docs/decisions/128-blog-authors-categories-tags.md): an
 * editor files a post under a category with tags and another staff member as author, publishes
 * it, and a visitor reaches it through its category and tag links; a category in use is not
 * deleted until its posts have somewhere to go.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './test.ts';
import { apiToken, createUserByApi, openFromMenu, screenshot, signIn, unique } from './support.ts';
import { rowNamed } from './lists.ts';

test('an editor files a post under a category with tags; visitors find it by them', async ({
  page,
  request,
}) => {
  const writer = await createUserByApi(request, { username: unique('writer'), role: 'author' });
  const writerName = `${writer.username} Staff`;
  const category = unique('Harbour Life ');
  const name = unique('Boats');
  const url = `/${name.toLowerCase()}`;

  await signIn(page);
  await openFromMenu(page, 'Blog Categories');
  await page.getByRole('button', { name: 'New Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Category' });
  await dialog.getByRole('textbox', { name: 'Category name' }).fill(category);
  await dialog.getByRole('button', { name: 'Add Category' }).click();
  await expect(rowNamed(page, category)).toContainText('0 blogs');
  await screenshot(page, 'blog-categories');

  await page.goto('/cms/management/blog');
  await page.getByRole('textbox', { name: 'Blog Name' }).fill(name);
  await page.getByRole('textbox', { name: 'URL' }).fill(url);
  await page.getByRole('combobox', { name: 'Author' }).click();
  await page.getByRole('option', { name: writerName }).click();
  await page.getByRole('combobox', { name: 'Categories' }).click();
  await page.getByRole('option', { name: category }).click();
  await page.keyboard.press('Escape');
  const tags = page.getByRole('combobox', { name: 'Tags' });
  await tags.fill('Boat  tours');
  await tags.press('Enter');
  await page
    .getByRole('textbox', { name: 'Excerpt' })
    .fill('Three ways to see the bay from the water this summer.');
  await screenshot(page, 'blog-editor-topics');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Blog published.')).toBeVisible();

  // The visitor opens the post, then follows its category and its tag.
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('link', { name: writerName, exact: true })).toBeVisible();
  await expect(page.getByText('1 min read')).toBeVisible();
  await screenshot(page, 'blog-post-topics');
  await page.getByRole('link', { name: category, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Category: ${category}` })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card).toContainText('Three ways to see the bay from the water this summer.');
  await expect(card.getByRole('link', { name: writerName })).toBeVisible();
  await screenshot(page, 'blogs-by-category');
  await card.getByRole('link', { name }).click();
  await page.getByRole('link', { name: '#Boat tours' }).click();
  await expect(page.getByRole('heading', { name: 'Tagged “Boat tours”' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: name })).toBeVisible();
});

/** A category and a published post in it, made through the API; answers their names. */
async function postInCategory(request: APIRequestContext, prefix: string) {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const category = unique(`${prefix} `);
  const created = await request.post('/api/BlogCategory/CreateBlogCategory', {
    headers,
    data: { name: category },
  });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()) as { id: number };
  const post = unique('Filed');
  const saved = await request.post('/api/Blog/CreateBlog', {
    headers,
    data: { name: post, url: `/${post.toLowerCase()}`, categoryIds: [id], tags: ['Quay side'] },
  });
  expect(saved.status()).toBe(200);
  return { headers, category, id, post, url: `/${post.toLowerCase()}` };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a post’s category and tag links lead to lists the server draws', async ({
    page,
    request,
  }) => {
    const { category, post, url } = await postInCategory(request, 'Server drawn');
    await page.goto(url);
    await page.getByRole('link', { name: category, exact: true }).click();
    await expect(page.getByRole('heading', { name: `Category: ${category}` })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: post })).toBeVisible();
    await page.goto(url);
    await page.getByRole('link', { name: '#Quay side' }).click();
    await expect(page).toHaveURL(/\/blogs-and-reviews\?tag=quay-side$/);
    await expect(page.getByRole('article').filter({ hasText: post })).toBeVisible();
  });
});

test('a category with posts in it is not deleted until they move', async ({ page, request }) => {
  const { headers, category: inUse } = await postInCategory(request, 'In use');
  const other = unique('Other ');
  await request.post('/api/BlogCategory/CreateBlogCategory', { headers, data: { name: other } });

  await signIn(page);
  await openFromMenu(page, 'Blog Categories');
  await rowNamed(page, inUse)
    .getByRole('button', { name: `Delete ${inUse}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete Category' });
  await expect(dialog).toContainText(`1 blog is in “${inUse}”`);
  const confirm = dialog.getByRole('button', { name: 'Move blogs and delete' });
  await expect(confirm).toBeDisabled();
  await screenshot(page, 'blog-category-in-use');
  await dialog.getByRole('combobox', { name: 'Move its blogs to' }).click();
  await page.getByRole('option', { name: other }).click();
  await confirm.click();
  await expect(page.getByText('Blog category deleted successfully.')).toBeVisible();
  await expect(rowNamed(page, inUse)).toHaveCount(0);
  await expect(rowNamed(page, other)).toContainText('1 blog');
});
