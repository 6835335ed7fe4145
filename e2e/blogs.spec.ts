/** Blog screens as staff use them. */
import { expectListed, openNewDocument, saveDocument } from './documents.ts';
import { listDate, rowNamed } from './lists.ts';
import { expect, test } from './test.ts';
import {
  apiToken,
  createDocumentByApi,
  createPageByApi,
  screenshot,
  signIn,
  signInAt,
  unique,
} from './support.ts';

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

test('staff link words of a post to a page with the link picker; the published post links there', async ({
  page,
  request,
}) => {
  const target = await createPageByApi(request, unique('Member Benefits '));
  const blog = await createDocumentByApi(request, 'Blog', unique('Harbor News '), {
    draft: 'true',
  });
  // The post's text: a Custom section on it, made through the API (its editor has its own tests).
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const text = 'Read about our member benefits today.';
  const created = await request.post('/api/ContentSection/CreateContentSection', {
    headers,
    multipart: {
      name: unique('Post text '),
      type: 'CONTENT_SECTION_CUSTOM',
      rawHTML: `<p>${text}</p>`,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const sectionId = ((await created.json()) as { id: number }).id;
  const assigned = await request.post(
    `/api/Blog/AssignContentSectionToBlog?blogId=${blog.id}&contentSectionId=${sectionId}&type=CONTENTSECTION`,
    { headers },
  );
  expect(assigned.status(), await assigned.text()).toBe(200);

  await signInAt(page, `/cms/management/content-section/edit/${sectionId}`);
  const editor = page.getByRole('textbox', { name: 'Custom HTML' });
  await expect(editor).toHaveText(text);
  // Select "member benefits" with the keyboard.
  await editor.click();
  await page.keyboard.press('Control+Home');
  for (let i = 0; i < 'Read about our '.length; i++) await page.keyboard.press('ArrowRight');
  for (let i = 0; i < 'member benefits'.length; i++) await page.keyboard.press('Shift+ArrowRight');
  await expect
    .poll(() => page.evaluate(() => document.getSelection()?.toString()))
    .toBe('member benefits');

  await page.getByRole('button', { name: 'Link', exact: true }).click();
  const field = page.getByRole('combobox', { name: 'Link to' });
  await expect(field).toBeFocused();
  await field.fill(target.name);
  await page.getByRole('option', { name: new RegExp(target.name) }).click();
  await expect(field).toHaveValue(target.url);
  await screenshot(page, 'rich-text-link-picker');
  await page.getByRole('button', { name: 'Save link' }).click();
  await expect(field).toBeHidden();
  await expect(editor.getByRole('link', { name: 'member benefits' })).toHaveAttribute(
    'href',
    target.url,
  );
  // Saved as a draft, the words go live when the post is published, with the post.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(/^Draft saved\./)).toBeVisible();

  await page.goto(`/cms/management/blog/edit/${blog.id}`);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const publish = page.getByRole('dialog', { name: 'Publish the blog' });
  await publish.getByRole('button', { name: 'Publish all' }).click();
  await expect(page.getByText('Blog published.').last()).toBeVisible();

  // Visitors read the post, and its words lead to the page.
  await page.goto(blog.url);
  await page.getByRole('link', { name: 'member benefits' }).click();
  await expect(page).toHaveURL(new RegExp(`${target.url}$`));
});
