/**
 * An administrator helps a colleague who forgot their password: a temporary password the
 * colleague replaces at their next sign-in, or a reset link by e-mail.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { createUserByApi, screenshot, signIn, unique } from './support.ts';

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

const USERS = '/admin/management/users';

/** A dedicated administrator, signed in on the users screen. */
async function signInAsAdministrator(page: Page, request: Parameters<typeof createUserByApi>[0]) {
  const admin = await createUserByApi(request, {
    username: unique('helper'),
    role: 'administrator',
  });
  await signIn(page, admin.username, admin.password);
  await page.goto(USERS);
  return admin;
}

/** Finds `username` with the list's Search and presses `button` in its row. */
async function pressInRow(page: Page, username: string, button: string) {
  await page.getByRole('textbox', { name: 'Search' }).fill(username);
  await rowOf(page, username).getByRole('button', { name: button }).click();
}

test('an administrator sets a temporary password; the editor signs in, chooses their own and lands in the back office', async ({
  page,
  request,
}) => {
  const editor = await createUserByApi(request, { username: unique('forgetful'), role: 'editor' });
  const admin = await signInAsAdministrator(page, request);
  // The administrator's view lists everyone.
  await expect(page.getByRole('table', { name: 'Users' })).toContainText(admin.username);

  await pressInRow(page, editor.username, 'Temporary Password');
  const dialog = page.getByRole('dialog', { name: 'Set a Temporary Password' });
  await expect(dialog).toContainText('will be signed out everywhere');
  await dialog.getByRole('button', { name: 'Set Temporary Password' }).click();
  await expect(dialog.getByText('Password is required')).toBeVisible();
  await dialog.getByRole('button', { name: 'Generate a Password' }).click();
  const field = dialog.getByRole('textbox', { name: 'Temporary Password' });
  await expect(field).toHaveValue(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
  const temporary = await field.inputValue();
  await screenshot(page, 'colleagues-temporary-password-dialog');
  await dialog.getByRole('button', { name: 'Set Temporary Password' }).click();
  await expect(
    page.getByText(
      `${editor.username} Staff can now sign in with the temporary password, and will choose their own then.`,
    ),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The old password is over; the temporary one leads to choosing one's own first.
  await page.getByRole('textbox', { name: 'Username' }).fill(editor.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(editor.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Username or password is incorrect.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(temporary);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/choose-password$/);
  await expect(page.getByRole('heading', { name: 'Choose Your Password' })).toBeVisible();
  await screenshot(page, 'colleagues-choose-password');

  await page.getByRole('textbox', { name: 'Old Password', exact: true }).fill(temporary);
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('my-own-password-1');
  await page
    .getByRole('textbox', { name: 'Confirm New Password', exact: true })
    .fill('my-own-password-1');
  await page.getByRole('button', { name: 'Change Password' }).click();
  // Landed in the back office (its dashboard), then to the users screen.
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(USERS);
  // The editor's own view: themselves only, nothing of the administrator's list before them.
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users).toContainText(editor.username);
  await expect(users).not.toContainText(admin.username);
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Pages' }),
  ).toBeVisible();
});

test('an administrator e-mails a colleague a password reset link', async ({ page, request }) => {
  const colleague = await createUserByApi(request, { username: unique('mislaid'), role: 'author' });
  await signInAsAdministrator(page, request);

  await page.getByRole('textbox', { name: 'Search' }).fill(colleague.username);
  await expect(rowOf(page, colleague.username)).toBeVisible();
  await screenshot(page, 'colleagues-users-row');
  await pressInRow(page, colleague.username, 'Send Reset Link');
  const dialog = page.getByRole('dialog', { name: 'Send a Password Reset Link' });
  await expect(dialog).toContainText(`It goes to ${colleague.username}@example.com`);
  await screenshot(page, 'colleagues-send-reset-link-dialog');
  await dialog.getByRole('button', { name: 'Send Link' }).click();
  // The browser tests' server has no mail server: it says where the link went instead.
  await expect(
    page.getByText(
      `No e-mail server is set up, so the reset link for ${colleague.username}@example.com was written to the server log instead.`,
    ),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
});
