import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { getSession } from '../src/auth/session.ts';
import { adminUser, authResponse, emptyDashboard, json, loadScreens, openAs } from './helpers.tsx';
import { clickAndSee, openDialog, sentBody } from './list-helpers.ts';

const admin = adminUser;

beforeAll(() =>
  loadScreens('/admin/management/users', '/admin/choose-password', '/admin/dashboard'),
);

/** The administrator, signed in with a generated password still to replace. */
const mustChange = { id: 1, isAdmin: true, mustChangePassword: true };

/** Fills the Choose Your Password form (the new password typed twice) and submits it. */
async function choosePassword(user: UserEvent, oldPassword: string, newPassword: string) {
  await user.type(screen.getByLabelText(/^Old Password/), oldPassword);
  await user.type(screen.getByLabelText(/^New Password/), newPassword);
  await user.type(screen.getByLabelText(/^Confirm New Password/), newPassword);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('the generated first password', () => {
  it('sends the user to choose their own before anything else, then signs in with it', async () => {
    const user = userEvent.setup();
    const { calls, router } = openAs(mustChange, '/cms/management/pages', {
      'GET /api/Users/GetAllUsers': [admin],
      'PUT /api/Users/ChangeUserPassword': { message: 'Password changed successfully.' },
      'POST /api/Users/Authenticate': authResponse({ id: 1, mustChangePassword: false }),
      'GET /api/Dashboard/GetDashboard': emptyDashboard,
    });
    expect(await screen.findByRole('heading', { name: 'Choose Your Password' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/choose-password');
    // No way around it: no menu, no cancel.
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();

    await choosePassword(user, 'generated-pass', 'my-own-password-1');

    expect(await screen.findByRole('region', { name: 'Your drafts' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(sentBody(calls, '/api/Users/ChangeUserPassword')).toEqual({
      oldPassword: 'generated-pass',
      password: 'my-own-password-1',
    });
    expect(sentBody(calls, '/api/Users/Authenticate')).toEqual({
      email: 'admin',
      password: 'my-own-password-1',
    });
    expect(getSession()?.mustChangePassword).toBe(false);
  });

  it('shows a wrong old password under the field and stays', async () => {
    const user = userEvent.setup();
    openAs(mustChange, '/admin/management/users', {
      'PUT /api/Users/ChangeUserPassword': () =>
        json(
          {
            message: 'Old password is incorrect.',
            errors: { oldPassword: 'Old password is incorrect.' },
          },
          400,
        ),
    });
    await screen.findByRole('heading', { name: 'Choose Your Password' });
    await choosePassword(user, 'not-the-one', 'my-own-password-1');
    await waitFor(() => expect(screen.getAllByText('Old password is incorrect.')).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'Choose Your Password' })).toBeVisible();
  });
});

describe('changing your own e-mail address', () => {
  async function editOwnAccount() {
    const user = userEvent.setup();
    const api = openAs({ id: 1, isAdmin: true }, '/admin/management/users', {
      'GET /api/Users/GetAllUsers': [admin],
      'GET /api/Users/GetUser': admin,
      'PUT /api/Users/UpdateUser': { message: 'User updated successfully.' },
    });
    // The own row first (a query of one table's cells), then its View: a role query over the
    // whole screen for every poll costs more than a busy machine gives it.
    const ownRow = (await screen.findByRole('cell', { name: admin.username })).closest('tr')!;
    const dialog = await openDialog(user, 'View', 'Edit User', within(ownRow));
    return { user, dialog, calls: api.calls };
  }

  it('asks for the current password, and sends it', async () => {
    const { user, dialog, calls } = await editOwnAccount();
    expect(dialog.queryByLabelText(/^Current Password/)).toBeNull();
    await user.clear(dialog.getByLabelText(/^Email Address/));
    await user.type(dialog.getByLabelText(/^Email Address/), 'ada@new.example.com');
    expect(dialog.getByText('Needed to change your own e-mail address.')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(
      await dialog.findByText('Please enter your current password to change your e-mail address.'),
    ).toBeVisible();
    expect(calls.some((c) => c.path === '/api/Users/UpdateUser')).toBe(false);

    await user.type(dialog.getByLabelText(/^Current Password/), 'ada-password-1');
    await clickAndSee(user, 'Save Changes', 'User updated successfully.', dialog);
    expect(sentBody(calls, '/api/Users/UpdateUser')).toEqual({
      id: 1,
      fullName: 'Ada Admin',
      email: 'ada@new.example.com',
      phone: null,
      isActive: true,
      isAdmin: true,
      role: 'administrator',
      bio: null,
      removePhoto: false,
      currentPassword: 'ada-password-1',
    });
  });

  it('needs no password when the address stays the same, in any case', async () => {
    const { user, dialog, calls } = await editOwnAccount();
    await user.clear(dialog.getByLabelText(/^Email Address/));
    await user.type(dialog.getByLabelText(/^Email Address/), 'ADA@example.com');
    expect(dialog.queryByLabelText(/^Current Password/)).toBeNull();
    await clickAndSee(user, 'Save Changes', 'User updated successfully.', dialog);
    expect(sentBody(calls, '/api/Users/UpdateUser')).not.toHaveProperty('currentPassword');
  });
});
