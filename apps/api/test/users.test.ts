import { describe, expect, it, vi } from 'vitest';
import { RECOVER_ACCOUNT_MESSAGE } from '@chamber/contracts';
import {
  ADMIN,
  expectAnswer,
  expectCreated,
  expectErrors,
  type TestApp,
  withTestApp,
} from './helpers.ts';

let t: TestApp;
withTestApp((app) => (t = app), { LOGIN_MAX_FAILURES: '3' });

const newUser = (overrides: Record<string, unknown> = {}) => ({
  username: 'maria',
  fullName: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '(555) 123-4567',
  password: 'maria-password',
  confirmPassword: 'maria-password',
  isActive: true,
  isAdmin: false,
  ...overrides,
});

/** Each Users call the tests make, as the web sends it. */
const signIn = (payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/Users/Authenticate', payload });
const refresh = (refreshToken?: string) =>
  t.request({ method: 'POST', url: '/api/Users/refreshToken', payload: { refreshToken } });
const listUsers = (token?: string) =>
  t.request({ method: 'GET', url: '/api/Users/GetAllUsers', token });
const getUser = (id: number | string, token?: string) =>
  t.request({ method: 'GET', url: `/api/Users/GetUser?id=${id}`, token });
const register = (payload: Record<string, unknown>, token?: string) =>
  t.request({ method: 'POST', url: '/api/Users/Register', token, payload });
const updateUser = (payload: Record<string, unknown>, token: string) =>
  t.request({ method: 'PUT', url: '/api/Users/UpdateUser', token, payload });
const changePassword = (payload: Record<string, unknown>, token?: string) =>
  t.request({ method: 'PUT', url: '/api/Users/ChangeUserPassword', token, payload });
const recoverAccount = (email: string) =>
  t.request({ method: 'POST', url: '/api/Users/RecoverAccount', payload: { email } });

function decodeClaims(token: string) {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
}

describe('POST /api/Users/Authenticate', () => {
  it('signs the bootstrap administrator in with tokens and the user fields', async () => {
    const response = await signIn({ email: ADMIN.username, password: ADMIN.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ username: 'admin', isAdmin: true, isActive: true });
    expect(body.refreshToken).toEqual(expect.any(String));
    expect(body).not.toHaveProperty('passwordHash');
    expect(decodeClaims(body.token)).toMatchObject({
      sub: String(body.id),
      username: 'admin',
      IsAdmin: 'True',
    });
  });

  it('gives the spec messages for missing fields', async () => {
    const response = await signIn({});
    expectErrors(response, {
      email: 'Username is required',
      password: 'Password is required',
    });
  });

  it('refuses a wrong password with a message and no token', async () => {
    const response = await signIn({ email: 'admin', password: 'wrong-password' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Username or password is incorrect.' });
  });

  it('accepts the username in any case', async () => {
    const response = await signIn({ email: 'ADMIN', password: ADMIN.password });
    expect(response.statusCode).toBe(200);
  });

  it('refuses an inactive user', async () => {
    await t.createUser({ username: 'sleeper', password: 'sleeper-password', isActive: false });
    const response = await signIn({ email: 'sleeper', password: 'sleeper-password' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/inactive/);
  });

  it('answers 429 after repeated failures for one username, without blocking others', async () => {
    await t.createUser({ username: 'target', password: 'target-password' });
    const attempt = (email: string, password: string) => signIn({ email, password });
    for (let i = 0; i < 3; i++)
      expect((await attempt('target', 'guess-' + i)).statusCode).toBe(401);
    const blocked = await attempt('target', 'target-password');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many failed sign-in attempts/);
    expect((await attempt(ADMIN.username, ADMIN.password)).statusCode).toBe(200);
  });
});

describe('POST /api/Users/refreshToken', () => {
  it('rotates: the new pair works and the old refresh token is single-use', async () => {
    const first = await t.login();
    const refreshed = await refresh(first.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    const body = refreshed.json();
    expect(body).toMatchObject({ success: true, user: { username: 'admin' } });
    expect(body.user.refreshToken).not.toBe(first.refreshToken);
    const users = await listUsers(body.user.token);
    expect(users.statusCode).toBe(200);

    const reused = await refresh(first.refreshToken);
    expect(reused.statusCode).toBe(401);
    // Reuse means theft: the token handed out by the rotation is revoked as well.
    const afterTheft = await refresh(body.user.refreshToken);
    expect(afterTheft.statusCode).toBe(401);
  });

  it('refuses unknown tokens, a missing token, and inactive users', async () => {
    const unknown = await refresh('not-a-token');
    expect(unknown.statusCode).toBe(401);
    const missing = await refresh();
    expectAnswer(missing, 400, 'Refresh token is required');

    const user = await t.createUser({ username: 'leaver', password: 'leaver-password' });
    const session = await t.login('leaver', 'leaver-password');
    const admin = await t.login();
    await updateUser(
      {
        id: user.id,
        fullName: 'Leaver',
        email: 'leaver@example.com',
        isActive: false,
        isAdmin: false,
      },
      admin.token,
    );
    const refused = await refresh(session.refreshToken);
    expect(refused.statusCode).toBe(401);
    // The old access token of a deactivated user no longer opens anything either.
    const old = await listUsers(session.token);
    expect(old.statusCode).toBe(401);
  });

  it('POST /api/Users/Logout revokes the refresh token', async () => {
    const session = await t.login();
    const out = await t.request({
      method: 'POST',
      url: '/api/Users/Logout',
      payload: { refreshToken: session.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });
});

describe('POST /api/Users/Register', () => {
  it('creates a user who can then sign in', async () => {
    const admin = await t.login();
    const response = await register(newUser(), admin.token);
    expectCreated(response, 'User created successfully.');
    const session = await t.login('maria', 'maria-password');
    expect(decodeClaims(session.token).IsAdmin).toBe('False');
  });

  it('gives each validation message of the user forms', async () => {
    const admin = await t.login();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ username: '' }, 'username', 'Username is required'],
      [{ username: 'u'.repeat(101) }, 'username', 'Username must be at most 100 characters'],
      [{ fullName: '' }, 'fullName', 'Full Name is required'],
      [{ fullName: 'f'.repeat(251) }, 'fullName', 'Full Name must be at most 250 characters'],
      [{ email: '' }, 'email', 'Email is required'],
      [{ email: 'not-an-email' }, 'email', 'Please enter valid email'],
      [{ phone: '12345' }, 'phone', 'Please enter a phone number like (999) 999-9999'],
      [{ password: '', confirmPassword: '' }, 'password', 'Password is required'],
      [
        { password: 'short', confirmPassword: 'short' },
        'password',
        'Minimum password length must be at least 8 characters',
      ],
      [{ confirmPassword: '' }, 'confirmPassword', 'Please confirm your new password'],
      [{ confirmPassword: 'something-else' }, 'confirmPassword', 'Passwords do not match'],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await register(newUser({ username: 'fresh', ...overrides }), admin.token);
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().errors[field]).toBe(message);
    }
  });

  it('answers 409 for a username that exists (in any case)', async () => {
    const admin = await t.login();
    const response = await register(newUser({ username: 'MARIA' }), admin.token);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/already taken/);
  });

  it('needs a signed-in administrator: 401 without or with a bad token, 403 for a user', async () => {
    const user = await t.createUser();
    expect((await register(newUser())).statusCode).toBe(401);
    expect((await register(newUser(), 'garbage')).statusCode).toBe(401);
    expect((await register(newUser(), user.token)).statusCode).toBe(403);
  });
});

describe('GET /api/Users/GetAllUsers and GetUser', () => {
  it('lists everyone for an administrator and only yourself for an ordinary user', async () => {
    const user = await t.createUser();
    const admin = await t.login();
    const all = await listUsers(admin.token);
    expect(all.json().length).toBeGreaterThan(2);
    const own = await listUsers(user.token);
    expect(own.json()).toEqual([expect.objectContaining({ id: user.id, username: user.username })]);
    expect((await listUsers()).statusCode).toBe(401);
  });

  it('gets a user for an administrator or themselves; 403 for others; 404 when unknown', async () => {
    const user = await t.createUser();
    const admin = await t.login();
    expect((await getUser(user.id, admin.token)).json()).toMatchObject({
      id: user.id,
      fullName: 'Test User',
    });
    expect((await getUser(user.id, user.token)).statusCode).toBe(200);
    expect((await getUser(admin.id, user.token)).statusCode).toBe(403);
    expect((await getUser(99999, admin.token)).statusCode).toBe(404);
    expect((await getUser('abc', admin.token)).json().message).toBe('A valid id is required');
    expect((await getUser(user.id)).statusCode).toBe(401);
  });
});

describe('PUT /api/Users/UpdateUser', () => {
  it('lets an administrator change a user, with the edit messages', async () => {
    const user = await t.createUser();
    const admin = await t.login();
    const update = (payload: Record<string, unknown>) => updateUser(payload, admin.token);
    const ok = await update({
      id: user.id,
      fullName: 'Renamed User',
      email: 'renamed@example.com',
      phone: '(555) 000-1111',
      isActive: true,
      isAdmin: true,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'User updated successfully.' });
    const after = await getUser(user.id, admin.token);
    expect(after.json()).toMatchObject({
      fullName: 'Renamed User',
      isAdmin: true,
      username: user.username,
    });

    expect(
      (await update({ id: user.id, fullName: '', email: 'x@example.com' })).json().errors.fullName,
    ).toBe('Full Name is required');
    expect((await update({ id: user.id, fullName: 'A', email: '' })).json().errors.email).toBe(
      'Email Address is required',
    );
    expect((await update({ id: user.id, fullName: 'A', email: 'bad' })).json().errors.email).toBe(
      'Please enter valid email address',
    );
    expect((await update({ id: 99999, fullName: 'A', email: 'a@example.com' })).statusCode).toBe(
      404,
    );
  });

  it('lets ordinary users edit only themselves and never their own role', async () => {
    const user = await t.createUser();
    const admin = await t.login();
    const self = await updateUser(
      {
        id: user.id,
        fullName: 'Me Myself',
        email: 'me@example.com',
        // Changing your own e-mail address needs your password (accounts.test.ts).
        currentPassword: user.password,
        isAdmin: true,
        isActive: true,
      },
      user.token,
    );
    expect(self.statusCode).toBe(200);
    const mine = await getUser(user.id, user.token);
    expect(mine.json()).toMatchObject({ fullName: 'Me Myself', isAdmin: false });
    const other = await updateUser(
      { id: admin.id, fullName: 'Hacked', email: 'h@example.com' },
      user.token,
    );
    expect(other.statusCode).toBe(403);
  });
});

describe('PUT /api/Users/ChangeUserPassword', () => {
  it('changes the password from the JSON body and ends other sessions', async () => {
    const user = await t.createUser({ username: 'changer', password: 'first-password' });
    const session = await t.login('changer', 'first-password');
    const change = (payload: Record<string, unknown>) => changePassword(payload, user.token);

    const empty = await change({});
    expect(empty.json().errors).toEqual({
      oldPassword: 'Old password is required',
      password: 'New password is required',
    });
    expect(
      (await change({ oldPassword: 'short', password: 'second-password' })).json().errors
        .oldPassword,
    ).toBe('Minimum length of Password is 8');
    const wrong = await change({ oldPassword: 'not-the-password', password: 'second-password' });
    expectAnswer(wrong, 400, 'Old password is incorrect.');

    const ok = await change({ oldPassword: 'first-password', password: 'second-password' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Password changed successfully.' });
    await expect(t.login('changer', 'first-password')).rejects.toThrow();
    await t.login('changer', 'second-password');
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('needs a signed-in user', async () => {
    const response = await changePassword({ oldPassword: 'whatever-1', password: 'whatever-2' });
    expect(response.statusCode).toBe(401);
  });
});

describe('account recovery', () => {
  it('answers the same for unknown and known addresses, and mails a single-use link', async () => {
    await t.createUser({
      username: 'forgetful',
      email: 'forgetful@example.com',
      password: 'old-password-1',
    });
    const before = t.mails.length;
    const unknown = await recoverAccount('nobody@example.com');
    expect(unknown.json()).toEqual({ message: RECOVER_ACCOUNT_MESSAGE });
    expect(t.mails.length).toBe(before);

    const known = await recoverAccount('Forgetful@Example.com');
    expect(known.json()).toEqual({ message: RECOVER_ACCOUNT_MESSAGE });
    // Mail goes out after the answer, in order: one mail, for the known address only.
    await vi.waitFor(() => expect(t.mails.length).toBe(before + 1));
    const mail = t.mails.at(-1)!;
    expect(mail.to).toBe('forgetful@example.com');
    const token = /reset-password#token=([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();

    const reset = (payload: Record<string, unknown>) =>
      t.request({ method: 'POST', url: '/api/Users/ResetPassword', payload });
    expect(
      (await reset({ token, password: 'new-password-1', confirmPassword: 'other-password' })).json()
        .errors.confirmPassword,
    ).toBe('Passwords must match');
    const ok = await reset({
      token,
      password: 'new-password-1',
      confirmPassword: 'new-password-1',
    });
    expect(ok.statusCode).toBe(200);
    await t.login('forgetful', 'new-password-1');
    const again = await reset({
      token,
      password: 'third-password',
      confirmPassword: 'third-password',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/invalid or has expired/);
  });

  it('validates the e-mail', async () => {
    const response = await recoverAccount('nope');
    expectAnswer(response, 400, 'Please enter valid email');
  });
});
