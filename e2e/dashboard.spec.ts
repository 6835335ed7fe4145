/**
 * The dashboard staff land on after sign-in: their drafts, what waits for review, unread messages
 * (with the count on the navigation's Messages), and the quick actions; each role sees its parts.
 */
import type { Role } from '@chamber/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { answerTo, apiToken, createUserByApi, screenshot, signIn, unique } from './support.ts';

/** A staff member of `role` of their own, so "Your drafts" holds only this test's. */
async function newStaff(request: APIRequestContext, role: Role) {
  const user = await createUserByApi(request, { username: unique(role), role });
  return { ...user, token: await apiToken(request, user.username, user.password) };
}

/** A blog draft written by `token`'s user; answers its name. */
async function draftBlog(request: APIRequestContext, token: string, prefix: string) {
  const name = unique(prefix);
  const response = await request.post('/api/Blog/CreateBlog', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, url: `/${name.toLowerCase().replace(/\s+/g, '-')}`, draft: true },
  });
  expect(response.status(), await response.text()).toBe(200);
  return name;
}

/** A visitor's message through the contact form; answers the sender's first name. */
async function sendMessage(request: APIRequestContext) {
  const firstName = unique('Dora');
  const response = await request.post('/api/Contact/SendEmail', {
    data: {
      firstName,
      lastName: 'Visitor',
      email: 'dora@example.com',
      message: 'Could the chamber list our new bakery in the member directory?',
    },
  });
  expect(response.status()).toBe(200);
  return firstName;
}

const card = (page: Page, name: string) => page.getByRole('region', { name });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
/** The navigation's Messages link, whatever its count says. */
const messagesLink = (page: Page) =>
  menu(page).getByRole('link', { name: /^Messages(, \d+ unread)?$/ });

/** What a dashboard answer says of the unread messages. */
type Unread = { count: number; latest: { sender: string }[] };

test('staff land on the dashboard, open their draft from it, and the Messages count follows a message marked read', async ({
  page,
  request,
}) => {
  const admin = await newStaff(request, 'administrator');
  const draft = await draftBlog(request, admin.token, 'Spring fair recap');
  const sender = await sendMessage(request);

  await signIn(page, admin.username, admin.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The Dashboard is the navigation's first entry.
  await expect(menu(page).getByRole('link').first()).toHaveAccessibleName('Dashboard');

  const drafts = card(page, 'Your drafts');
  await expect(drafts.getByRole('link', { name: draft })).toBeVisible();
  await expect(drafts).toContainText('Blog · not on the site');
  const messages = card(page, 'Unread messages');
  await expect(messages.getByRole('link', { name: `${sender} Visitor` })).toBeVisible();
  await expect(messages).toContainText('Could the chamber list our new bakery');
  for (const name of [
    'Waiting for review',
    'Scheduled',
    'New subscribers this week',
    'Coming up',
    'Recent changes',
  ]) {
    await expect(card(page, name)).toBeVisible();
  }
  // Their own message is unread, so Messages counts at least one.
  await expect(messagesLink(page)).toHaveAccessibleName(/^Messages, \d+ unread$/);
  await screenshot(page, 'dashboard-1280');

  // A draft opens in its editor.
  await drafts.getByRole('link', { name: draft }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Blog' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Blog Name' })).toHaveValue(draft);

  // A message opens the Messages screen; marked read there, the count follows at once.
  await menu(page).getByRole('link', { name: 'Dashboard' }).click();
  await card(page, 'Unread messages')
    .getByRole('link', { name: `${sender} Visitor` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(messagesLink(page)).toHaveAccessibleName(/^Messages, \d+ unread$/);
  const row = page
    .getByRole('table', { name: 'Messages' })
    .getByRole('row')
    .filter({ hasText: sender });
  // Marked read, the count beside Messages follows at once, without a reload: it says what the
  // server counts after the change. (Other tests send and read messages meanwhile, so it is
  // compared with that answer rather than with a number of this test's own.)
  const recount = answerTo(
    page,
    (r) => r.url().includes('/api/Dashboard/GetDashboard') && r.request().method() === 'GET',
  );
  await row.getByRole('button', { name: 'Mark as read' }).click();
  await expect(page.getByText('Message marked as read.')).toBeVisible();
  const { unreadMessages } = (await (await recount).json()) as { unreadMessages: Unread };
  expect(unreadMessages.latest.map((message) => message.sender)).not.toContain(`${sender} Visitor`);
  await expect(messagesLink(page)).toHaveAccessibleName(
    unreadMessages.count > 0 ? `Messages, ${unreadMessages.count} unread` : 'Messages',
  );
  // And the dashboard no longer lists it.
  await menu(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(card(page, 'Unread messages')).toBeVisible();
  await expect(card(page, 'Unread messages').getByText(`${sender} Visitor`)).toHaveCount(0);
});

test('an author sees their drafts and the events to come, without messages, and starts a blog post', async ({
  page,
  request,
}) => {
  const author = await newStaff(request, 'author');
  const draft = await draftBlog(request, author.token, 'Harbour walk');

  await signIn(page, author.username, author.password);
  const drafts = card(page, 'Your drafts');
  await expect(drafts.getByRole('link', { name: draft })).toBeVisible();
  await expect(drafts).toContainText('An editor or administrator reviews your drafts');
  await expect(card(page, 'Coming up')).toBeVisible();
  await expect(card(page, 'Unread messages')).toHaveCount(0);
  await expect(card(page, 'New subscribers this week')).toHaveCount(0);
  await expect(card(page, 'Recent changes')).toHaveCount(0);
  await expect(card(page, 'Waiting for review')).toHaveCount(0);
  await expect(messagesLink(page)).toHaveCount(0);

  await page.getByRole('link', { name: 'New blog post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Blog' })).toBeVisible();
});

test('an editor finds an author’s draft waiting for review', async ({ page, request }) => {
  const author = await newStaff(request, 'author');
  const draft = await draftBlog(request, author.token, 'Market day');
  const editor = await newStaff(request, 'editor');

  await signIn(page, editor.username, editor.password);
  const review = card(page, 'Waiting for review');
  await expect(review.getByRole('link', { name: draft })).toBeVisible();
  await expect(review).toContainText(`by ${author.username} Staff`);
  await expect(card(page, 'Your drafts')).toContainText('You have no drafts.');
  await expect(card(page, 'Recent changes')).toHaveCount(0);
});

test('the dashboard on a phone: one column, the menu folded away', async ({ page, request }) => {
  const admin = await newStaff(request, 'administrator');
  await draftBlog(request, admin.token, 'Phone draft');
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, admin.username, admin.password);
  const drafts = card(page, 'Your drafts');
  await expect(drafts).toBeVisible();
  // Cards fill the width, one below the other, inside the screen.
  const first = (await drafts.boundingBox())!;
  const next = (await card(page, 'Waiting for review').boundingBox())!;
  expect(first.width).toBeGreaterThan(300);
  expect(first.x + first.width).toBeLessThanOrEqual(390);
  expect(next.y).toBeGreaterThan(first.y + first.height);
  await expect(page.getByRole('link', { name: 'New blog post' })).toBeVisible();
  await screenshot(page, 'dashboard-390');
  // The folded menu opens with its Dashboard first.
  await page.getByRole('button', { name: 'Toggle menu' }).click();
  await expect(menu(page).getByRole('link').first()).toHaveAccessibleName('Dashboard');
});
