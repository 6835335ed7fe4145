/**
 * Each role signs in, walks its navigation (every link opens its screen) and is refused what is
 * not its own: the typed address says so, and the server answers 403.
 */
import type { Role } from '@chamber/contracts';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { apiToken, createUserByApi, screenshot, signIn, unique } from './support.ts';

/** What administrators and editors both find under Content and Site (Activity aside). */
const CONTENT_AND_SITE = [
  'Pages',
  'Blogs',
  'Media',
  'Blog Categories',
  'Events',
  'Members',
  'Hot Deals',
  'Content Sections',
  'Menu Items',
  'Footer Items',
  'Assets Links and Resources',
  'Trash',
];

/** The screen each navigation link opens: its heading (My Account opens the users screen). */
const HEADINGS: Record<string, string> = { 'My Account': 'Users' };

/**
 * Clicks every link of the main menu in turn; each opens its own screen. Answers the labels (as
 * their names say them, without the unread messages' count that Messages may add).
 */
async function walkNavigation(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  // The menu is drawn whole, with Logout last: once that shows, every link is there to read.
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
  const links = menu.getByRole('link');
  const labels = (
    await links.evaluateAll((all) =>
      all.map((link) => link.getAttribute('aria-label') ?? link.textContent ?? ''),
    )
  ).map((name) => name.replace(/, \d+ unread$/, ''));
  for (const [index, label] of labels.entries()) {
    await links.nth(index).click();
    await expect(
      page.getByRole('heading', { level: 1, name: HEADINGS[label] ?? label }),
    ).toBeVisible();
    await expect(page.getByText('You do not have access to this page')).toHaveCount(0);
  }
  return labels;
}

/** A screen the role may not use, typed in: the message, and nothing of the screen. */
async function expectRefused(page: Page, address: string, table: string) {
  await page.goto(address);
  await expect(page.getByText('You do not have access to this page')).toBeVisible();
  await expect(page.getByRole('table', { name: table })).toHaveCount(0);
}

/** The call, made with the role's own token, is refused by the server. */
async function expectForbidden(request: APIRequestContext, who: string, path: string) {
  const token = await apiToken(request, who, 'staff-password-1');
  const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(403);
}

const signInAs = async (page: Page, request: APIRequestContext, role: Role) => {
  const user = await createUserByApi(request, { username: unique(role), role });
  await signIn(page, user.username, user.password);
  return user.username;
};

test('an administrator walks every screen, grouped Content, Site and People', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'administrator');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const group of ['Content', 'Site', 'People']) {
    await expect(menu.getByRole('group', { name: group })).toBeVisible();
  }
  expect(await walkNavigation(page)).toEqual([
    'Dashboard',
    ...CONTENT_AND_SITE,
    'Redirects',
    'Activity',
    'Users',
    'Messages',
    'Subscribers',
    'Newsletter',
  ]);
});

test('an editor walks the content, site and people screens, and is refused Activity and Redirects', async ({
  page,
  request,
}) => {
  const editor = await signInAs(page, request, 'editor');
  expect(await walkNavigation(page)).toEqual([
    'Dashboard',
    ...CONTENT_AND_SITE,
    'Messages',
    'Subscribers',
    'Newsletter',
    'My Account',
  ]);
  await expectRefused(page, '/admin/management/activity', 'Activity');
  await expectForbidden(request, editor, '/api/Activity/GetActivity');
  await expectRefused(page, '/cms/management/redirects', 'Redirects');
  await expectForbidden(request, editor, '/api/Redirect/GetAllRedirects');
});

test('an author walks Blogs, Events and My Account, and is refused Pages', async ({
  page,
  request,
}) => {
  const author = await signInAs(page, request, 'author');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('group')).toHaveCount(2);
  await screenshot(page, 'roles-author-navigation');
  expect(await walkNavigation(page)).toEqual([
    'Dashboard',
    'Blogs',
    'Media',
    'Events',
    'My Account',
  ]);

  await expectRefused(page, '/cms/management/pages', 'Pages');
  await expect(page.getByText('Your role (Author) does not include this page.')).toBeVisible();
  await screenshot(page, 'roles-no-access');
  // The way out leads to a screen the author may use.
  await page.getByRole('link', { name: 'Go to Blogs' }).click();
  await expect(page.getByRole('table', { name: 'Blogs' })).toBeVisible();
  await expectForbidden(request, author, '/api/Page/GetAllPages');
});

test('an author writes their own blog, without history or sections, and cannot change another’s', async ({
  page,
  request,
}) => {
  // Someone else's blog, made by the administrator.
  const token = await apiToken(request);
  const theirs = unique('Theirs');
  const made = await request.post('/api/Blog/CreateBlog', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: theirs, url: `/${theirs.toLowerCase()}` },
  });
  expect(made.status()).toBe(200);

  await signInAs(page, request, 'author');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Blogs' })
    .click();
  await page.getByRole('link', { name: 'New Blog' }).click();
  const name = unique('Mine');
  await page.getByRole('textbox', { name: 'Blog Name' }).fill(name);
  await page.getByRole('textbox', { name: 'URL' }).fill(`/${name.toLowerCase()}`);
  // Authors save drafts; an editor publishes them.
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
  await expect(
    page.getByText('An editor or administrator publishes it on the site.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(
    page.getByText('Draft saved. The blog is not on the site until you publish it.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/cms\/management\/blog\/edit\/\d+$/);
  // Sections, banners and earlier versions are the editors' tools.
  await expect(page.getByRole('heading', { name: 'Blog content' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'History' })).toHaveCount(0);
  await screenshot(page, 'roles-author-blog');

  // Another's blog opens, but a save is refused, saying why.
  await page.goto(`/cms/management/blog/edit/${(await made.json()).id}`);
  await page.getByRole('textbox', { name: 'Description' }).fill('Not mine to change');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('You can only change blogs and events you created.')).toBeVisible();
});
