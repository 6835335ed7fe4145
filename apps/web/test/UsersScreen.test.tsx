import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthenticateResponse, User } from '@chamber/contracts';
import {
  adminUser,
  expectAllShown,
  json,
  loadScreens,
  openAs,
  openWith,
  type Routes,
} from './helpers.tsx';
import { clickAndSee, openDialog, sentBody, toastOf } from './list-helpers.ts';

const admin = adminUser;

beforeAll(() => loadScreens('/admin/management/users'));
const editor: User = {
  id: 2,
  username: 'bob',
  fullName: 'Bob Editor',
  firstName: 'Bob',
  lastName: 'Editor',
  email: 'bob@example.com',
  phone: '(555) 123-4567',
  isActive: false,
  isAdmin: false,
  role: 'editor',
  bio: null,
  photo: null,
};

function rowOf(username: string) {
  const table = screen.getByRole('table', { name: 'Users' });
  const cell = within(table).getByRole('cell', { name: username });
  return cell.closest('tr')!;
}

/** Presses `button` in the row of `username` and answers the dialog `dialog` it opens. */
const openFromRow = (user: UserEvent, username: string, button: string, dialog: string) =>
  openDialog(user, button, dialog, within(rowOf(username)));

/** Opens the users list (admin and bob) signed in as `session`, the test administrator by default. */
async function openUsers(
  routes: Routes,
  session: Partial<AuthenticateResponse> = { id: 1, isAdmin: true },
) {
  const list = { 'GET /api/Users/GetAllUsers': [admin, editor] };
  const api = openAs(session, '/admin/management/users', { ...list, ...routes });
  await screen.findByRole('cell', { name: 'bob' });
  return api;
}

describe('users screen', () => {
  it('lists users with the spec columns, Yes/No for active, and their role', async () => {
    await openUsers({});
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Actions',
      'Username',
      'Full Name',
      'Is User Active?',
      'Role',
    ]);
    const bob = within(rowOf('bob'))
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(bob.slice(1)).toEqual(['bob', 'Bob Editor', 'No', 'Editor']);
  });

  it('gives administrators Add New User and View on every row, Reset Password on their own', async () => {
    await openUsers({});
    expect(screen.getByRole('button', { name: 'Add New User' })).toBeInTheDocument();
    expect(within(rowOf('admin')).getByRole('button', { name: 'View' })).toBeInTheDocument();
    expect(within(rowOf('bob')).getByRole('button', { name: 'View' })).toBeInTheDocument();
    expect(
      within(rowOf('admin')).getByRole('button', { name: 'Reset Password' }),
    ).toBeInTheDocument();
    expect(within(rowOf('bob')).queryByRole('button', { name: 'Reset Password' })).toBeNull();
  });

  it('gives administrators Send Reset Link and Temporary Password on colleagues’ rows only', async () => {
    await openUsers({});
    for (const name of ['Send Reset Link', 'Temporary Password']) {
      expect(within(rowOf('bob')).getByRole('button', { name })).toBeInTheDocument();
      expect(within(rowOf('admin')).queryByRole('button', { name })).toBeNull();
    }
  });

  it('gives an ordinary user View and Reset Password on their own row, and no role to choose', async () => {
    const user = userEvent.setup();
    await openUsers(
      {
        'GET /api/Users/GetAllUsers': [editor],
        'GET /api/Users/GetUser': () => json(editor),
      },
      { id: 2, username: 'bob', isAdmin: false },
    );
    expect(screen.queryByRole('button', { name: 'Add New User' })).toBeNull();
    const d = await openFromRow(user, 'bob', 'View', 'Edit User');
    expect(d.getByLabelText(/^Full Name/)).toHaveValue('Bob Editor');
    expect(d.getByLabelText('Bio')).toBeInTheDocument();
    expect(d.queryByRole('radiogroup', { name: 'Role' })).toBeNull();
    expect(d.queryByRole('checkbox', { name: 'Is User Active?' })).toBeNull();
    await user.click(d.getByRole('button', { name: 'Cancel' }));
    expect(
      within(rowOf('bob')).getByRole('button', { name: 'Reset Password' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Reset Link' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Temporary Password' })).toBeNull();
  });

  it('shows a failed list load as an error toast', async () => {
    openWith(
      { 'GET /api/Users/GetAllUsers': () => json({ message: 'Database unavailable' }, 503) },
      '/admin/management/users',
    );
    await expectAllShown(['Database unavailable', 'No records to display']);
  });

  it('creates a user with the New User rules and messages', async () => {
    const user = userEvent.setup();
    const { calls } = await openUsers({
      'POST /api/Users/Register': { message: 'User created successfully', id: 3 },
    });
    await user.click(screen.getByRole('button', { name: 'Add New User' }));
    const dialog = await screen.findByRole('dialog', { name: 'New User' });
    const d = within(dialog);
    expect(d.getByRole('checkbox', { name: 'Is User Active?' })).toBeChecked();
    // New users are editors unless chosen otherwise; each role says what it may do.
    const roles = d.getByRole('radiogroup', { name: 'Role' });
    expect(within(roles).getByRole('radio', { name: 'Editor' })).toBeChecked();
    expect(within(roles).getAllByRole('radio')).toHaveLength(3);
    expect(
      d.getByText(
        'Writes and edits their own blogs and events, and adds pictures and PDFs to the media library.',
      ),
    ).toBeInTheDocument();

    await user.click(d.getByRole('button', { name: 'Create User' }));
    await expectAllShown(
      [
        'Username is required',
        'Full Name is required',
        'Email is required',
        'Password is required',
        'Please confirm your new password',
      ],
      d,
    );

    await user.type(d.getByLabelText(/^Username/), 'carol');
    await user.type(d.getByLabelText(/^Full Name/), 'Carol Clerk');
    await user.type(d.getByLabelText(/^Email/), 'carol@');
    await user.type(d.getByLabelText(/^Phone/), '5559876543');
    expect(d.getByLabelText(/^Phone/)).toHaveValue('(555) 987-6543');
    await user.type(d.getByLabelText(/^Password/), 'short');
    await user.type(d.getByLabelText(/^Confirm Password/), 'different');
    await user.click(d.getByRole('button', { name: 'Create User' }));
    expect(await d.findByText('Please enter valid email')).toBeInTheDocument();
    expect(
      d.getByText('Minimum password length must be at least 8 characters'),
    ).toBeInTheDocument();
    expect(d.getByText('Passwords do not match')).toBeInTheDocument();

    await user.type(d.getByLabelText(/^Email/), 'example.com');
    await user.clear(d.getByLabelText(/^Password/));
    await user.type(d.getByLabelText(/^Password/), 'carol-pass-1');
    await user.clear(d.getByLabelText(/^Confirm Password/));
    await user.type(d.getByLabelText(/^Confirm Password/), 'carol-pass-1');
    await user.click(d.getByRole('radio', { name: 'Author' }));
    await clickAndSee(user, 'Create User', 'User created successfully', d);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(calls, '/api/Users/Register')).toEqual({
      username: 'carol',
      fullName: 'Carol Clerk',
      email: 'carol@example.com',
      phone: '(555) 987-6543',
      password: 'carol-pass-1',
      confirmPassword: 'carol-pass-1',
      isActive: true,
      isAdmin: false,
      role: 'author',
    });
    // The list is loaded again to show the new user.
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/Users/GetAllUsers')).toHaveLength(2),
    );
  });

  it('keeps the New User dialog open with the server message under the field', async () => {
    const user = userEvent.setup();
    await openUsers({
      'POST /api/Users/Register': () =>
        json(
          { message: 'Username already exists', errors: { username: 'Username already exists' } },
          409,
        ),
    });
    const d = await openDialog(user, 'Add New User', 'New User');
    await user.type(d.getByLabelText(/^Username/), 'bob');
    await user.type(d.getByLabelText(/^Full Name/), 'Bob Again');
    await user.type(d.getByLabelText(/^Email/), 'bob2@example.com');
    await user.type(d.getByLabelText(/^Password/), 'bob-pass-12');
    await user.type(d.getByLabelText(/^Confirm Password/), 'bob-pass-12');
    await user.click(d.getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(screen.getAllByText('Username already exists')).toHaveLength(2));
    expect(screen.getByRole('dialog', { name: 'New User' })).toBeInTheDocument();
  });

  it('View loads the user and edits it in Edit User', async () => {
    const user = userEvent.setup();
    const { calls } = await openUsers({
      'GET /api/Users/GetUser': ({ url }) =>
        url.searchParams.get('id') === '2'
          ? json({ ...editor, fullName: 'Bob Fresh' })
          : json({}, 404),
      'PUT /api/Users/UpdateUser': { message: 'User updated successfully' },
    });
    const d = await openFromRow(user, 'bob', 'View', 'Edit User');
    expect(d.getByLabelText('Username')).toHaveValue('bob');
    expect(d.getByLabelText('Username')).toHaveAttribute('readonly');
    expect(d.getByLabelText(/^Full Name/)).toHaveValue('Bob Fresh');
    expect(d.getByLabelText(/^Phone/)).toHaveValue('(555) 123-4567');

    await user.clear(d.getByLabelText(/^Email Address/));
    await user.click(d.getByRole('button', { name: 'Save Changes' }));
    expect(await d.findByText('Email Address is required')).toBeInTheDocument();
    await user.type(d.getByLabelText(/^Email Address/), 'bob@');
    await user.click(d.getByRole('button', { name: 'Save Changes' }));
    expect(await d.findByText('Please enter valid email address')).toBeInTheDocument();

    await user.type(d.getByLabelText(/^Email Address/), 'new.example.com');
    await user.click(d.getByRole('checkbox', { name: 'Is User Active?' }));
    await clickAndSee(user, 'Save Changes', 'User updated successfully', d);
    expect(sentBody(calls, '/api/Users/UpdateUser')).toEqual({
      id: 2,
      fullName: 'Bob Fresh',
      email: 'bob@new.example.com',
      phone: '(555) 123-4567',
      isActive: true,
      isAdmin: false,
      role: 'editor',
      bio: null,
      removePhoto: false,
    });
  });

  it('gives a user a photo and a bio for their blog posts, sent with the form as multipart', async () => {
    const user = userEvent.setup();
    const { calls } = await openUsers({
      'GET /api/Users/GetUser': () => json({ ...editor, bio: 'Old lines' }),
      'PUT /api/Users/UpdateUser': { message: 'User updated successfully' },
    });
    const d = await openFromRow(user, 'bob', 'View', 'Edit User');
    const bio = d.getByLabelText('Bio');
    expect(bio).toHaveValue('Old lines');
    await user.clear(bio);
    await user.type(bio, 'Runs the harbor tours.');
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'bob.png', { type: 'image/png' });
    const dialog = screen.getByRole('dialog', { name: 'Edit User' });
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, photo);
    await clickAndSee(user, 'Save Changes', 'User updated successfully', d);
    const body = sentBody(calls, '/api/Users/UpdateUser') as FormData;
    expect(body.get('bio')).toBe('Runs the harbor tours.');
    expect(body.get('fullName')).toBe('Bob Editor');
    expect((body.get('photo') as File).name).toBe('bob.png');
  });

  it('shows a failed View load as an error toast and opens no dialog', async () => {
    const user = userEvent.setup();
    await openUsers({ 'GET /api/Users/GetUser': () => json({ message: 'User not found' }, 404) });
    await user.click(within(rowOf('bob')).getByRole('button', { name: 'View' }));
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Edit User' })).toBeNull();
  });

  it('changes the own password, sending the passwords in the JSON body only', async () => {
    const user = userEvent.setup();
    const { calls } = await openUsers({
      'PUT /api/Users/ChangeUserPassword': { message: 'Password changed successfully' },
    });
    const d = await openFromRow(user, 'admin', 'Reset Password', 'Reset User Password');
    await user.click(d.getByRole('button', { name: 'Change Password' }));
    await expectAllShown(
      ['Old password is required', 'New password is required', 'Re-enter your new password'],
      d,
    );

    await user.type(d.getByLabelText(/^Old Password/), 'short');
    await user.type(d.getByLabelText(/^New Password/), 'new-pass-123');
    await user.type(d.getByLabelText(/^Confirm New Password/), 'new-pass-124');
    await user.click(d.getByRole('button', { name: 'Change Password' }));
    await expectAllShown(['Minimum length of Password is 8', 'Passwords must match'], d);

    await user.clear(d.getByLabelText(/^Old Password/));
    await user.type(d.getByLabelText(/^Old Password/), 'old-pass-123');
    await user.clear(d.getByLabelText(/^Confirm New Password/));
    await user.type(d.getByLabelText(/^Confirm New Password/), 'new-pass-123');
    await clickAndSee(user, 'Change Password', 'Password changed successfully', d);
    const sent = calls.find((c) => c.path === '/api/Users/ChangeUserPassword')!;
    expect(sent.body).toEqual({ oldPassword: 'old-pass-123', password: 'new-pass-123' });
    expect(sent.url.search).toBe('');
  });
});

describe('helping a colleague who forgot their password', () => {
  const linkSent = 'A password reset link is on its way to bob@example.com.';

  it('Send Reset Link asks first, then sends the colleague’s id and shows the answer', async () => {
    const user = userEvent.setup();
    const { calls } = await openUsers({ 'POST /api/Users/SendResetLink': { message: linkSent } });
    let d = await openFromRow(user, 'bob', 'Send Reset Link', 'Send a Password Reset Link');
    expect(
      d.getByText(
        'E-mail Bob Editor a link to choose a new password? It goes to bob@example.com and works once, within one hour. Their current password keeps working until they use it.',
      ),
    ).toBeVisible();
    await user.click(d.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.path === '/api/Users/SendResetLink')).toBe(false);

    d = await openFromRow(user, 'bob', 'Send Reset Link', 'Send a Password Reset Link');
    await user.click(d.getByRole('button', { name: 'Send Link' }));
    expect((await toastOf(linkSent)).textContent).toContain('Success');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBody(calls, '/api/Users/SendResetLink')).toEqual({ id: 2 });
  });

  it('Send Reset Link shows why the server refused, as an error', async () => {
    const user = userEvent.setup();
    const inactive =
      'Bob Editor’s account is inactive. Make it active first (View, then Is User Active?).';
    await openUsers({ 'POST /api/Users/SendResetLink': () => json({ message: inactive }, 409) });
    const d = await openFromRow(user, 'bob', 'Send Reset Link', 'Send a Password Reset Link');
    await user.click(d.getByRole('button', { name: 'Send Link' }));
    expect((await toastOf(inactive)).textContent).toContain('Error');
  });

  it('Temporary Password explains what happens, checks the password, generates one, and sets it', async () => {
    const user = userEvent.setup();
    const done =
      'Bob Editor can now sign in with the temporary password, and will choose their own then.';
    const { calls } = await openUsers({
      'POST /api/Users/SetTemporaryPassword': { message: done },
    });
    const d = await openFromRow(user, 'bob', 'Temporary Password', 'Set a Temporary Password');
    expect(
      d.getByText(
        'Bob Editor will be signed out everywhere. They sign in with this password, and must then choose their own.',
      ),
    ).toBeVisible();
    expect(
      d.getByText('Tell it to them yourself, in person or by phone: it is not e-mailed.'),
    ).toBeVisible();

    await user.click(d.getByRole('button', { name: 'Set Temporary Password' }));
    expect(await d.findByText('Password is required')).toBeVisible();
    await user.type(d.getByLabelText(/^Temporary Password/), 'short');
    await user.click(d.getByRole('button', { name: 'Set Temporary Password' }));
    expect(
      await d.findByText('Minimum password length must be at least 8 characters'),
    ).toBeVisible();

    // Generated: easy to read out, and new each time.
    await user.click(d.getByRole('button', { name: 'Generate a Password' }));
    const field = d.getByLabelText(/^Temporary Password/) as HTMLInputElement;
    expect(field.value).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(field.value).not.toMatch(/[lo01i]/);
    const first = field.value;
    await user.click(d.getByRole('button', { name: 'Generate a Password' }));
    expect(field.value).not.toBe(first);
    expect(d.queryByText('Minimum password length must be at least 8 characters')).toBeNull();

    await clickAndSee(user, 'Set Temporary Password', done, d);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBody(calls, '/api/Users/SetTemporaryPassword')).toEqual({
      id: 2,
      password: field.value,
    });
  });

  it('Temporary Password keeps the dialog open with the server’s message', async () => {
    const user = userEvent.setup();
    const tooShort = 'Minimum password length must be at least 8 characters';
    await openUsers({
      'POST /api/Users/SetTemporaryPassword': () =>
        json({ message: tooShort, errors: { password: tooShort } }, 400),
    });
    const d = await openFromRow(user, 'bob', 'Temporary Password', 'Set a Temporary Password');
    await user.type(d.getByLabelText(/^Temporary Password/), 'long-enough-1');
    await user.click(d.getByRole('button', { name: 'Set Temporary Password' }));
    await waitFor(() => expect(screen.getAllByText(tooShort)).toHaveLength(2));
    expect(screen.getByRole('dialog', { name: 'Set a Temporary Password' })).toBeInTheDocument();
  });
});
