import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RECOVER_ACCOUNT_MESSAGE } from '@chamber/contracts';
import { ADMIN, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: '3' });
});
afterAll(() => t.close());

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

function decodeClaims(token: string) {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
}

describe('POST /api/Users/Authenticate', () => {
  it('signs the bootstrap administrator in with tokens and the user fields', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/Users/Authenticate',
      payload: { email: ADMIN.username, password: ADMIN.password },
    });
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
    const response = await t.request({
      method: 'POST',
      url: '/api/Users/Authenticate',
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      email: 'Username is required',
      password: 'Password is required',
    });
  });

  it('refuses a wrong password with a message and no token', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/Users/Authenticate',
      payload: { email: 'admin', password: 'wrong-password' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Username or password is incorrect.' });
  });

  it('accepts the username in any case', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/Users/Authenticate',
      payload: { email: 'ADMIN', password: ADMIN.password },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses an inactive user', async () => {
    await t.createUser({ username: 'sleeper', password: 'sleeper-password', isActive: false });
    const response = await t.request({
      method: 'POST',
      url: '/api/Users/Authenticate',
      payload: { email: 'sleeper', password: 'sleeper-password' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/inactive/);
  });

  it('answers 429 after repeated failures for one username, without blocking others', async () => {
    await t.createUser({ username: 'target', password: 'target-password' });
    const attempt = (username: string, password: string) =>
      t.request({
        method: 'POST',
        url: '/api/Users/Authenticate',
        payload: { email: username, password },
      });
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
    const refreshed = await t.request({
      method: 'POST',
      url: '/api/Users/refreshToken',
      payload: { refreshToken: first.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    const body = refreshed.json();
    expect(body).toMatchObject({ success: true, user: { username: 'admin' } });
    expect(body.user.refreshToken).not.toBe(first.refreshToken);
    const users = await t.request({
      method: 'GET',
      url: '/api/Users/GetAllUsers',
      token: body.user.token,
    });
    expect(users.statusCode).toBe(200);

    const reused = await t.request({
      method: 'POST',
      url: '/api/Users/refreshToken',
      payload: { refreshToken: first.refreshToken },
    });
    expect(reused.statusCode).toBe(401);
    // Reuse means theft: the token handed out by the rotation is revoked as well.
    const afterTheft = await t.request({
      method: 'POST',
      url: '/api/Users/refreshToken',
      payload: { refreshToken: body.user.refreshToken },
    });
    expect(afterTheft.statusCode).toBe(401);
  });

  it('refuses unknown tokens, a missing token, and inactive users', async () => {
    const unknown = await t.request({
      method: 'POST',
      url: '/api/Users/refreshToken',
      payload: { refreshToken: 'not-a-token' },
    });
    expect(unknown.statusCode).toBe(401);
    const missing = await t.request({
      method: 'POST',
      url: '/api/Users/refreshToken',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Refresh token is required');

    const user = await t.createUser({ username: 'leaver', password: 'leaver-password' });
    const session = await t.login('leaver', 'leaver-password');
    const admin = await t.login();
    await t.request({
      method: 'PUT',
      url: '/api/Users/UpdateUser',
      token: admin.token,
      payload: {
        id: user.id,
        fullName: 'Leaver',
        email: 'leaver@example.com',
        isActive: false,
        isAdmin: false,
      },
    });
    const refused = await t.request({
      method: 'POST',
      url: '/api/Users/refreshToken',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refused.statusCode).toBe(401);
    // The old access token of a deactivated user no longer opens anything either.
    const old = await t.request({
      method: 'GET',
      url: '/api/Users/GetAllUsers',
      token: session.token,
    });
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
    const refresh = await t.request({
      method: 'POST',
      url: '/api/Users/refreshToken',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
  });
});

describe('POST /api/Users/Register', () => {
  it('creates a user who can then sign in', async () => {
    const admin = await t.login();
    const response = await t.request({
      method: 'POST',
      url: '/api/Users/Register',
      token: admin.token,
      payload: newUser(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'User created successfully.',
      id: expect.any(Number),
    });
    const session = await t.login('maria', 'maria-password');
    expect(decodeClaims(session.token).IsAdmin).toBe('False');
  });

  it('gives each validation message of the user forms', async () => {
    const admin = await t.login();
    const register = (payload: Record<string, unknown>) =>
      t.request({ method: 'POST', url: '/api/Users/Register', token: admin.token, payload });
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
      const response = await register(newUser({ username: 'fresh', ...overrides }));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().errors[field]).toBe(message);
    }
  });

  it('answers 409 for a username that exists (in any case)', async () => {
    const admin = await t.login();
    const response = await t.request({
      method: 'POST',
      url: '/api/Users/Register',
      token: admin.token,
      payload: newUser({ username: 'MARIA' }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/already taken/);
  });

  it('needs a signed-in administrator: 401 without or with a bad token, 403 for a user', async () => {
    const user = await t.createUser();
    const anonymous = await t.request({
      method: 'POST',
      url: '/api/Users/Register',
      payload: newUser(),
    });
    expect(anonymous.statusCode).toBe(401);
    const badToken = await t.request({
      method: 'POST',
      url: '/api/Users/Register',
      token: 'garbage',
      payload: newUser(),
    });
    expect(badToken.statusCode).toBe(401);
    const ordinary = await t.request({
      method: 'POST',
      url: '/api/Users/Register',
      token: user.token,
      payload: newUser(),
    });
    expect(ordinary.statusCode).toBe(403);
  });
});

describe('GET /api/Users/GetAllUsers and GetUser', () => {
  it('lists everyone for an administrator and only yourself for an ordinary user', async () => {
    const user = await t.createUser();
    const admin = await t.login();
    const all = await t.request({
      method: 'GET',
      url: '/api/Users/GetAllUsers',
      token: admin.token,
    });
    expect(all.json().length).toBeGreaterThan(2);
    const own = await t.request({
      method: 'GET',
      url: '/api/Users/GetAllUsers',
      token: user.token,
    });
    expect(own.json()).toEqual([expect.objectContaining({ id: user.id, username: user.username })]);
    expect((await t.request({ method: 'GET', url: '/api/Users/GetAllUsers' })).statusCode).toBe(
      401,
    );
  });

  it('gets a user for an administrator or themselves; 403 for others; 404 when unknown', async () => {
    const user = await t.createUser();
    const admin = await t.login();
    const get = (id: number | string, token?: string) =>
      t.request({ method: 'GET', url: `/api/Users/GetUser?id=${id}`, token });
    expect((await get(user.id, admin.token)).json()).toMatchObject({
      id: user.id,
      fullName: 'Test User',
    });
    expect((await get(user.id, user.token)).statusCode).toBe(200);
    expect((await get(admin.id, user.token)).statusCode).toBe(403);
    expect((await get(99999, admin.token)).statusCode).toBe(404);
    expect((await get('abc', admin.token)).json().message).toBe('A valid id is required');
    expect((await get(user.id)).statusCode).toBe(401);
  });
});

describe('PUT /api/Users/UpdateUser', () => {
  it('lets an administrator change a user, with the edit messages', async () => {
    const user = await t.createUser();
    const admin = await t.login();
    const update = (payload: Record<string, unknown>, token = admin.token) =>
      t.request({ method: 'PUT', url: '/api/Users/UpdateUser', token, payload });
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
    const after = await t.request({
      method: 'GET',
      url: `/api/Users/GetUser?id=${user.id}`,
      token: admin.token,
    });
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
    const self = await t.request({
      method: 'PUT',
      url: '/api/Users/UpdateUser',
      token: user.token,
      payload: {
        id: user.id,
        fullName: 'Me Myself',
        email: 'me@example.com',
        // Changing your own e-mail address needs your password (accounts.test.ts).
        currentPassword: user.password,
        isAdmin: true,
        isActive: true,
      },
    });
    expect(self.statusCode).toBe(200);
    const mine = await t.request({
      method: 'GET',
      url: `/api/Users/GetUser?id=${user.id}`,
      token: user.token,
    });
    expect(mine.json()).toMatchObject({ fullName: 'Me Myself', isAdmin: false });
    const other = await t.request({
      method: 'PUT',
      url: '/api/Users/UpdateUser',
      token: user.token,
      payload: { id: admin.id, fullName: 'Hacked', email: 'h@example.com' },
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('PUT /api/Users/ChangeUserPassword', () => {
  it('changes the password from the JSON body and ends other sessions', async () => {
    const user = await t.createUser({ username: 'changer', password: 'first-password' });
    const session = await t.login('changer', 'first-password');
    const change = (payload: Record<string, unknown>) =>
      t.request({
        method: 'PUT',
        url: '/api/Users/ChangeUserPassword',
        token: user.token,
        payload,
      });

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
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Old password is incorrect.');

    const ok = await change({ oldPassword: 'first-password', password: 'second-password' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Password changed successfully.' });
    await expect(t.login('changer', 'first-password')).rejects.toThrow();
    await t.login('changer', 'second-password');
    const refresh = await t.request({
      method: 'POST',
      url: '/api/Users/refreshToken',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('needs a signed-in user', async () => {
    const response = await t.request({
      method: 'PUT',
      url: '/api/Users/ChangeUserPassword',
      payload: { oldPassword: 'whatever-1', password: 'whatever-2' },
    });
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
    const unknown = await t.request({
      method: 'POST',
      url: '/api/Users/RecoverAccount',
      payload: { email: 'nobody@example.com' },
    });
    expect(unknown.json()).toEqual({ message: RECOVER_ACCOUNT_MESSAGE });
    expect(t.mails.length).toBe(before);

    const known = await t.request({
      method: 'POST',
      url: '/api/Users/RecoverAccount',
      payload: { email: 'Forgetful@Example.com' },
    });
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
    const response = await t.request({
      method: 'POST',
      url: '/api/Users/RecoverAccount',
      payload: { email: 'nope' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter valid email');
  });
});
