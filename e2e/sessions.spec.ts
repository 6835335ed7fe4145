/**
 * The back office's session in a real browser: no token where a script can read it, a reload
 * that stays signed in, tabs that share one session, and a sign-out that really ends it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { signInAsNewUser } from './support.ts';

/** The access token the app sends, caught from its next API call. */
async function accessTokenOf(page: Page, open: () => Promise<unknown>) {
  const request = page.waitForRequest(
    (r) => r.url().includes('/api/') && Boolean(r.headers().authorization),
  );
  await open();
  return (await request).headers().authorization.replace('Bearer ', '');
}

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' });

test('no token in localStorage; the refresh token is an HttpOnly, SameSite=Strict cookie of two calls', async ({
  page,
  context,
}) => {
  await signInAsNewUser(page, page.request, 'cookie');
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).toBe('{"chamber.signedIn":"true"}');
  expect(await page.evaluate(() => document.cookie)).toBe('');
  const cookies = (await context.cookies()).filter((c) => c.name === 'chamber_refresh');
  expect(cookies.map((c) => c.path).sort()).toEqual([
    '/api/Users/Logout',
    '/api/Users/refreshToken',
  ]);
  for (const cookie of cookies) {
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Strict');
  }
});

test('a reload stays signed in: the app gets its session back from the cookie', async ({
  page,
}) => {
  const user = await signInAsNewUser(page, page.request, 'reload');
  await page.goto('/admin/management/users');
  const restored = page.waitForResponse(
    (r) => r.url().includes('/api/Users/refreshToken') && r.status() === 200,
  );
  await page.reload();
  await restored;
  await expect(usersTable(page)).toContainText(user.username);
  await expect(page).toHaveURL(/\/admin\/management\/users$/);
});

test('signing out ends the session on the server: its access token is refused at once', async ({
  page,
}) => {
  const user = await signInAsNewUser(page, page.request, 'leaver');
  const token = await accessTokenOf(page, () => page.goto('/admin/management/users'));
  await expect(usersTable(page)).toContainText(user.username);
  const read = () =>
    page.request.get('/api/Users/GetAllUsers', { headers: { authorization: `Bearer ${token}` } });
  expect((await read()).status()).toBe(200);

  const loggedOut = page.waitForResponse((r) => r.url().includes('/api/Users/Logout'));
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await loggedOut).status()).toBe(200);
  expect((await read()).status()).toBe(401);
  // And a reload does not bring it back: the sign-in screen would lead back there (decision 133).
  await page.goto('/admin/management/users');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fmanagement%2Fusers$/);
});

test('two tabs share the session, refresh together without signing each other out, and sign out together', async ({
  page,
  context,
}) => {
  const user = await signInAsNewUser(page, page.request, 'tabs');
  await page.goto('/admin/management/users');
  const second = await context.newPage();
  await second.goto('/admin/management/users');
  await expect(usersTable(second)).toContainText(user.username);

  // Both reload at once: two refreshes with the same cookie at the same moment.
  await Promise.all([page.reload(), second.reload()]);
  await expect(usersTable(page)).toContainText(user.username);
  await expect(usersTable(second)).toContainText(user.username);
  // And again, from the cookie either of them left.
  await Promise.all([page.reload(), second.reload()]);
  await expect(usersTable(page)).toContainText(user.username);
  await expect(usersTable(second)).toContainText(user.username);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The other tab's session ended under it: its sign-in leads back to where it was.
  await expect(second).toHaveURL(/\/login\?next=%2Fadmin%2Fmanagement%2Fusers$/);
});
