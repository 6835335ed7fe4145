/** Sign-in, the session and the users screen, as staff use them. */
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import {
  apiToken,
  createUserByApi,
  E2E_ADMIN,
  openFromMenu,
  pressAndSee,
  screenshot,
  signIn,
  unique,
} from './support.ts';

/** A text input by its exact label (password fields also have a visibility toggle named alike). */
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const field = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/**
 * Finds `username` with the list's Search, as staff do (other tests add users, so it may be on
 * any page), presses `button` in its row and returns the dialog `dialog` it opens.
 */
async function openFromRow(page: Page, username: string, button: string, dialog: string) {
  await page.getByRole('textbox', { name: 'Search' }).fill(username);
  await rowOf(page, username).getByRole('button', { name: button }).click();
  return page.getByRole('dialog', { name: dialog });
}

/**
 * Types `password` into `label`, then into its "Confirm <label>" field first a different value (the
 * dialog shows `mismatch`), then the matching one.
 */
async function fillConfirmedPassword(
  dialog: Locator,
  label: string,
  password: string,
  mismatch: string,
) {
  await field(dialog, label).fill(password);
  await field(dialog, `Confirm ${label}`).fill(`${password}-typo`);
  await expect(dialog.getByText(mismatch)).toBeVisible();
  await field(dialog, `Confirm ${label}`).fill(password);
}

/** A dedicated administrator, signed in: the shared test administrator's account stays as it is. */
async function signInAsNewAdministrator(page: Page, request: APIRequestContext, name: string) {
  const password = `${name}-password-1`;
  const admin = await createUserByApi(request, { username: unique(name), isAdmin: true, password });
  await signIn(page, admin.username, admin.password);
  await openFromMenu(page, 'Users');
  return admin;
}

test('a wrong password shows the server message and stays on /login', async ({ page }) => {
  await page.goto('/login');
  const login = page.getByRole('button', { name: 'Login' });
  await expect(login).toBeDisabled();
  await textbox(page, 'Username').fill(E2E_ADMIN.username);
  await textbox(page, 'Password').fill('not-the-password');
  await login.click();
  await expect(page.getByText('Username or password is incorrect.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('signing in lands on the dashboard; after logout protected routes lead to /login and back', async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  for (const path of [
    '/admin',
    '/admin/dashboard',
    '/admin/management/users',
    '/cms/management/pages',
    '/cms/management/events',
  ]) {
    await page.goto(path);
    // To sign in, and back to the screen afterwards (decision 133).
    await expect(page).toHaveURL(
      (url) => url.pathname === '/login' && url.searchParams.get('next')?.startsWith(path) === true,
    );
  }
});

test('an administrator creates a user, with every validation message on the way, and edits it', async ({
  page,
}) => {
  const username = unique('newcomer');
  await signIn(page);
  await openFromMenu(page, 'Users');
  await page.getByRole('button', { name: 'Add New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'New User' });
  await pressAndSee(
    dialog,
    'Create User',
    'Username is required',
    'Full Name is required',
    'Email is required',
    'Password is required',
    'Please confirm your new password',
  );
  await field(dialog, 'Username').fill(username);
  await field(dialog, 'Full Name').fill('Nina Newcomer');
  await field(dialog, 'Email').fill('not-an-email');
  await expect(dialog.getByText('Please enter valid email')).toBeVisible();
  await field(dialog, 'Email').fill(`${username}@example.com`);
  // The phone mask turns digits into (999) 999-9999.
  await field(dialog, 'Phone').pressSequentially('5551234567');
  await expect(field(dialog, 'Phone')).toHaveValue('(555) 123-4567');
  await field(dialog, 'Password').fill('short');
  await expect(
    dialog.getByText('Minimum password length must be at least 8 characters'),
  ).toBeVisible();
  await fillConfirmedPassword(dialog, 'Password', 'newcomer-password', 'Passwords do not match');
  // New users are editors unless another role is chosen.
  await expect(dialog.getByRole('radio', { name: 'Editor' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Author' }).check();
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('User created successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('textbox', { name: 'Search' }).fill(username);
  const row = rowOf(page, username);
  await expect(row).toContainText('Nina Newcomer');
  await expect(row).toContainText('Author');
  const edit = await openFromRow(page, username, 'View', 'Edit User');
  await expect(field(edit, 'Username')).toHaveValue(username);
  await expect(edit.getByRole('radio', { name: 'Author' })).toBeChecked();
  await edit.getByRole('radio', { name: 'Editor' }).check();
  await field(edit, 'Full Name').fill('');
  await pressAndSee(edit, 'Save Changes', 'Full Name is required');
  await field(edit, 'Full Name').fill('Nina Renamed');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User updated successfully.')).toBeVisible();
  await expect(rowOf(page, username)).toContainText('Nina Renamed');
  await expect(rowOf(page, username)).toContainText('Editor');
});

test('an administrator resets their own password and signs in with the new one', async ({
  page,
  request,
}) => {
  const admin = await signInAsNewAdministrator(page, request, 'chief');
  const dialog = await openFromRow(page, admin.username, 'Reset Password', 'Reset User Password');
  await pressAndSee(dialog, 'Change Password', 'Old password is required');
  await field(dialog, 'Old Password').fill(admin.password);
  await fillConfirmedPassword(dialog, 'New Password', 'chief-password-2', 'Passwords must match');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed successfully.')).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await signIn(page, admin.username, 'chief-password-2');
  await openFromMenu(page, 'Users');
  // Reset Password appears on your own row only.
  await expect(
    rowOf(page, E2E_ADMIN.username).first().getByRole('button', { name: 'Reset Password' }),
  ).toHaveCount(0);
});

test('changing your own e-mail address asks for your current password', async ({
  page,
  request,
}) => {
  const admin = await signInAsNewAdministrator(page, request, 'mover');
  const edit = await openFromRow(page, admin.username, 'View', 'Edit User');
  await field(edit, 'Email Address').fill(`${admin.username}@new.example.com`);
  await pressAndSee(
    edit,
    'Save Changes',
    'Please enter your current password to change your e-mail address.',
  );
  await field(edit, 'Current Password').fill('not-my-password');
  await pressAndSee(edit, 'Save Changes', 'Current password is incorrect.');
  await field(edit, 'Current Password').fill(admin.password);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User updated successfully.')).toBeVisible();
  await expect(edit).toBeHidden();
});

test('an ordinary user has no Add New User, and edits only their own details, without a role', async ({
  page,
  request,
}) => {
  const user = await createUserByApi(request, { username: unique('clerk') });
  await signIn(page, user.username, user.password);
  await openFromMenu(page, 'My Account', 'Users');
  await expect(rowOf(page, user.username)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add New User' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reset Password' })).toHaveCount(1);
  await rowOf(page, user.username).getByRole('button', { name: 'View' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await expect(edit.getByRole('checkbox', { name: 'Is User Active?' })).toHaveCount(0);
  await field(edit, 'Phone').clear();
  await field(edit, 'Phone').pressSequentially('5550102030');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('User updated successfully.')).toBeVisible();
  await expect(edit).toBeHidden();
});

test('an expired access token is refreshed without the user noticing', async ({ page }) => {
  await signIn(page);
  const answers: string[] = [];
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname;
    if (/GetAll(ContentSections|Banners)|refreshToken/.test(path))
      answers.push(`${r.status()} ${path}`);
  });
  // The e2e server issues 8-second access tokens: wait until the one in hand has expired.
  await page.waitForTimeout(9_000);
  // A screen with two reads: both are refused, one refresh serves both, and both are sent again.
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Content Sections' })
    .click();
  await expect(page.getByRole('table', { name: 'Content Sections and Banners' })).toBeVisible();
  await expect(page).toHaveURL(/\/cms\/management\/content-sections$/);
  await expect
    .poll(() => [...answers].sort())
    .toEqual([
      '200 /api/Banner/GetAllBanners',
      '200 /api/ContentSection/GetAllContentSections',
      '200 /api/Users/refreshToken',
      '401 /api/Banner/GetAllBanners',
      '401 /api/ContentSection/GetAllContentSections',
    ]);
  // No token is kept where a script can read it: the refresh token is an HttpOnly cookie.
  const stored = await page.evaluate(() => ({ ...localStorage }));
  expect(stored).toEqual({ 'chamber.signedIn': 'true' });
});

test('a stolen refresh token used twice ends the session', async ({ request }) => {
  const token = await apiToken(request);
  expect(token).toBeTruthy();
  const login = await (
    await request.post('/api/Users/Authenticate', {
      data: { email: E2E_ADMIN.username, password: E2E_ADMIN.password },
    })
  ).json();
  expect(
    (
      await request.post('/api/Users/refreshToken', { data: { refreshToken: login.refreshToken } })
    ).status(),
  ).toBe(200);
  expect(
    (
      await request.post('/api/Users/refreshToken', { data: { refreshToken: login.refreshToken } })
    ).status(),
  ).toBe(401);
});

for (const width of [1280, 390]) {
  test(`screenshots of login, users list and New User dialog at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await screenshot(page, `users-login-${width}`);
    await signIn(page);
    // On a phone the menu is folded away: the address opens the screen.
    await page.goto('/admin/management/users');
    await expect(page.getByRole('table', { name: 'Users' })).toContainText(E2E_ADMIN.username);
    await screenshot(page, `users-list-${width}`);
    await page.getByRole('button', { name: 'Add New User' }).click();
    await expect(page.getByRole('dialog', { name: 'New User' })).toBeVisible();
    await screenshot(page, `users-new-user-dialog-${width}`);
  });
}
