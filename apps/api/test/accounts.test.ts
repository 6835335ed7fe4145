/**
 * Accounts: reset links, unique e-mail addresses and usernames (one Unicode-aware rule on both
 * databases), what needs the current password, recovery mail sent after answering, and the
 * generated first password.
 */
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { bootstrap } from '../src/bootstrap.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { Mailer } from '../src/lib/mailer.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { newOpaqueToken } from '../src/lib/tokens.ts';
import {
  createTestApp,
  databaseMigratedTo,
  expectAnswer,
  expectErrors,
  resetLink,
  signIn as signInAs,
  type TestApp,
  withTestApp,
} from './helpers.ts';

let t: TestApp;
// Many reset links are asked for here, all from one address.
withTestApp((app) => (t = app), { PUBLIC_FORM_LIMIT: '100' });

const newUser = (overrides: Record<string, unknown> = {}) => ({
  username: 'someone',
  fullName: 'Some One',
  email: 'someone@example.com',
  password: 'some-password-1',
  confirmPassword: 'some-password-1',
  ...overrides,
});

async function register(payload: Record<string, unknown>) {
  const admin = await t.login();
  return t.request({ method: 'POST', url: '/api/Users/Register', token: admin.token, payload });
}

const signIn = (username: string, password: string) => signInAs(t, username, password);

/** The signed-in user changes their own password, which must succeed. */
async function changePassword(app: TestApp, token: string, oldPassword: string, password: string) {
  const changed = await app.request({
    method: 'PUT',
    url: '/api/Users/ChangeUserPassword',
    token,
    payload: { oldPassword, password },
  });
  expect(changed.statusCode).toBe(200);
}

function resetPassword(token: string, password: string) {
  return t.request({
    method: 'POST',
    url: '/api/Users/ResetPassword',
    payload: { token, password, confirmPassword: password },
  });
}

describe('reset links', () => {
  it('work once; asking for a new one voids the older ones', async () => {
    await t.createUser({ username: 'resetter', email: 'resetter@example.com' });
    const older = await resetLink(t, 'resetter@example.com');
    const newer = await resetLink(t, 'resetter@example.com');
    expect((await resetPassword(newer.token, 'newer-password-1')).statusCode).toBe(200);
    const stale = await resetPassword(older.token, 'older-password-1');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toMatch(/invalid or has expired/);
    expect((await resetPassword(newer.token, 'again-password-1')).statusCode).toBe(400);
    expect((await signIn('resetter', 'newer-password-1')).statusCode).toBe(200);
  });

  it('using one voids every other open link of that user', async () => {
    const user = await t.createUser({ username: 'two-links', email: 'two-links@example.com' });
    const link = await resetLink(t, 'two-links@example.com');
    // Another open link (one asked for on another instance at the same moment, say).
    const other = newOpaqueToken();
    await t.database.db
      .insertInto('passwordResetTokens')
      .values({
        userId: user.id,
        tokenHash: other.tokenHash,
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
        createdAt: new Date().toISOString(),
      })
      .execute();
    expect((await resetPassword(link.token, 'second-password-1')).statusCode).toBe(200);
    expect((await resetPassword(other.token, 'first-password-1')).statusCode).toBe(400);
  });

  it('changing the password voids any open link', async () => {
    const user = await t.createUser({
      username: 'changes-mind',
      email: 'changes-mind@example.com',
      password: 'first-password-1',
    });
    const link = await resetLink(t, 'changes-mind@example.com');
    await changePassword(t, user.token, 'first-password-1', 'second-password-1');
    expect((await resetPassword(link.token, 'third-password-1')).statusCode).toBe(400);
  });
});

describe('e-mail addresses are unique, ignoring case', () => {
  it('Register answers 409 with a clear message for an address in use in any case', async () => {
    expect(
      (await register(newUser({ username: 'first-owner', email: 'shared@example.com' })))
        .statusCode,
    ).toBe(200);
    const duplicate = await register(
      newUser({ username: 'second-owner', email: 'Shared@Example.COM' }),
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      message: 'The e-mail address "Shared@Example.COM" is already used by another account.',
      errors: {
        email: 'The e-mail address "Shared@Example.COM" is already used by another account.',
      },
    });
  });

  it('UpdateUser answers 409 too, and a reset link goes to the one owner of the address', async () => {
    await t.createUser({ username: 'owner-a', email: 'owner-a@example.com' });
    const b = await t.createUser({ username: 'owner-b', email: 'owner-b@example.com' });
    const admin = await t.login();
    const taken = await t.request({
      method: 'PUT',
      url: '/api/Users/UpdateUser',
      token: admin.token,
      payload: { id: b.id, fullName: 'Owner B', email: 'OWNER-A@example.com' },
    });
    expectAnswer(
      taken,
      409,
      'The e-mail address "OWNER-A@example.com" is already used by another account.',
    );
    const link = await resetLink(t, 'owner-a@example.com');
    expect(link.to).toBe('owner-a@example.com');
    expect((await resetPassword(link.token, 'owner-a-password-2')).statusCode).toBe(200);
    expect((await signIn('owner-a', 'owner-a-password-2')).statusCode).toBe(200);
  });
});

describe('usernames: one Unicode-aware, case-insensitive rule', () => {
  it('"Émile" signs in as "émile" and "ÉMILE", and "émile" cannot be registered beside him', async () => {
    expect(
      (await register(newUser({ username: 'Émile', email: 'emile@example.com' }))).statusCode,
    ).toBe(200);
    for (const name of ['Émile', 'émile', 'ÉMILE']) {
      expect((await signIn(name, 'some-password-1')).statusCode, name).toBe(200);
    }
    // Decomposed é (e + combining accent) is the same name too.
    expect((await signIn('e\u0301mile', 'some-password-1')).statusCode).toBe(200);
    const twin = await register(newUser({ username: 'émile', email: 'twin@example.com' }));
    expectAnswer(twin, 409, 'The username "émile" is already taken.');
  });

  it('other scripts and special cases fold alike: Straße/STRASSE, Σίσυφος/ΣΊΣΥΦΟΣ', async () => {
    expect(
      (await register(newUser({ username: 'Straße', email: 'strasse@example.com' }))).statusCode,
    ).toBe(200);
    expect(
      (await register(newUser({ username: 'STRASSE', email: 'strasse2@example.com' }))).statusCode,
    ).toBe(409);
    expect(
      (await register(newUser({ username: 'Σίσυφος', email: 'sisyphus@example.com' }))).statusCode,
    ).toBe(200);
    expect((await signIn('ΣΊΣΥΦΟΣ', 'some-password-1')).statusCode).toBe(200);
  });
});

describe('what needs the current password', () => {
  it('changing your own e-mail needs it; an administrator changing someone else’s does not', async () => {
    const user = await t.createUser({
      username: 'self-editor',
      email: 'self-editor@example.com',
      password: 'self-password-1',
    });
    const update = (payload: Record<string, unknown>, token = user.token) =>
      t.request({
        method: 'PUT',
        url: '/api/Users/UpdateUser',
        token,
        payload: { id: user.id, fullName: 'Self Editor', ...payload },
      });

    // Same address (in another case), other fields changed: no password needed.
    expect(
      (await update({ email: 'Self-Editor@example.com', phone: '(555) 111-2222' })).statusCode,
    ).toBe(200);

    const missing = await update({ email: 'stolen@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: 'Please enter your current password to change your e-mail address.',
      errors: {
        currentPassword: 'Please enter your current password to change your e-mail address.',
      },
    });
    const wrong = await update({ email: 'stolen@example.com', currentPassword: 'not-my-password' });
    expectErrors(wrong, { currentPassword: 'Current password is incorrect.' });

    expect(
      (await update({ email: 'self-new@example.com', currentPassword: 'self-password-1' }))
        .statusCode,
    ).toBe(200);
    const admin = await t.login();
    expect((await update({ email: 'by-admin@example.com' }, admin.token)).statusCode).toBe(200);
    const after = await t.request({
      method: 'GET',
      url: `/api/Users/GetUser?id=${user.id}`,
      token: admin.token,
    });
    expect(after.json().email).toBe('by-admin@example.com');
  });

  it('a changed e-mail address voids reset links sent to the old one', async () => {
    const user = await t.createUser({ username: 'mover', email: 'mover-old@example.com' });
    const link = await resetLink(t, 'mover-old@example.com');
    const admin = await t.login();
    await t.request({
      method: 'PUT',
      url: '/api/Users/UpdateUser',
      token: admin.token,
      payload: { id: user.id, fullName: 'Mover', email: 'mover-new@example.com' },
    });
    expect((await resetPassword(link.token, 'mover-password-2')).statusCode).toBe(400);
  });
});

describe('account recovery answers before any mail is sent', () => {
  it('a mailer that never answers does not delay the answer', async () => {
    const send = vi.fn<Mailer['send']>(() => new Promise<never>(() => {}));
    const stuck = await createTestApp({}, { mailer: { send } });
    try {
      await stuck.createUser({ username: 'waiting', email: 'waiting@example.com' });
      for (const email of ['waiting@example.com', 'nobody@example.com']) {
        const answer = await stuck.request({
          method: 'POST',
          url: '/api/Users/RecoverAccount',
          payload: { email },
        });
        expect(answer.statusCode).toBe(200);
      }
      // The mail for the real account was handed to the mailer after the answer.
      await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
      expect(send.mock.calls[0][0].to).toBe('waiting@example.com');
    } finally {
      await stuck.close();
    }
  });
});

describe('the generated first password', () => {
  it('must be changed at first sign-in before anything else', async () => {
    const printed: string[] = [];
    const fresh = await createTestApp(
      { ADMIN_PASSWORD: '' },
      { print: (line) => printed.push(line) },
    );
    try {
      const password = /password: (\S+)/.exec(printed.join('\n'))![1];
      // Any write shows whether the password change is still asked for.
      const writeFooterItem = (token: string, label: string, to: string) =>
        fresh.request({
          method: 'POST',
          url: '/api/FooterItem/CreateFooterItem',
          token,
          payload: { label, to },
        });
      const first = await signInAs(fresh, 'admin', password);
      expect(first.statusCode).toBe(200);
      const session = first.json();
      expect(session.mustChangePassword).toBe(true);

      const write = await writeFooterItem(session.token, 'Early', '/early');
      expect(write.statusCode).toBe(403);
      expect(write.json()).toEqual({
        message: 'Please choose a new password before doing anything else.',
      });
      const self = await fresh.request({
        method: 'GET',
        url: `/api/Users/GetUser?id=${session.id}`,
        token: session.token,
      });
      expect(self.statusCode).toBe(200);

      await changePassword(fresh, session.token, password, 'my-own-password-1');
      const again = await fresh.login('admin', 'my-own-password-1');
      expect(again).toMatchObject({ mustChangePassword: false });
      const allowed = await writeFooterItem(again.token, 'Later', '/later');
      expect(allowed.statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });

  it('a password given in ADMIN_PASSWORD is the operator’s own choice: no change asked', async () => {
    expect(await t.login()).toMatchObject({ mustChangePassword: false });
  });
});

describe('the migration on an existing site', () => {
  /** A database as the previous version left it, with `users` rows inserted as it allowed. */
  async function previousVersionWith(users: { username: string; email: string }[]) {
    const site = await databaseMigratedTo('0001_initial');
    // The columns of the previous version, written as it wrote them.
    const passwordHash = await hashPassword('old-password-1');
    const now = new Date().toISOString();
    for (const { username, email } of users) {
      await sql`insert into users (username, full_name, email, password_hash, is_active, is_admin, created_at, updated_at)
        values (${username}, ${username}, ${email}, ${passwordHash}, ${true}, ${true}, ${now}, ${now})`.execute(
        site.handle.db,
      );
    }
    return site;
  }

  it('refuses to start on duplicate e-mail addresses or usernames, naming the accounts', async () => {
    const site = await previousVersionWith([
      { username: 'maria', email: 'maria@example.com' },
      { username: 'maria.lopez', email: 'MARIA@example.com' },
      { username: 'zoe', email: 'zoe@example.com' },
      { username: 'Zoé', email: 'zoe.1@example.com' },
      { username: 'zoé', email: 'zoe.2@example.com' },
    ]);
    try {
      const failure = await migrateToLatest(site.handle).then(
        () => null,
        (error: Error) => error,
      );
      expect(failure?.message).toContain('maria, maria.lopez');
      expect(failure?.message).toContain('Zoé, zoé');
      expect(failure?.message).not.toContain('zoe,');
      expect(failure?.message).toMatch(/must be unique/);
    } finally {
      await site.drop();
    }
  });

  it('gives existing accounts their keys, so "Émile" signs in as "émile" afterwards', async () => {
    const site = await previousVersionWith([
      { username: 'Émile', email: 'Emile@Example.com' },
      { username: 'other', email: 'other@example.com' },
    ]);
    try {
      await migrateToLatest(site.handle);
      await bootstrap(site.handle.db, site.config, () => {});
      const app = await buildApp({ config: site.config, database: site.handle, logger: false });
      try {
        const answer = await app.inject({
          method: 'POST',
          url: '/api/Users/Authenticate',
          payload: { email: 'émile', password: 'old-password-1' },
        });
        expect(answer.statusCode).toBe(200);
        expect(answer.json().mustChangePassword).toBe(false);
      } finally {
        await app.close();
      }
    } finally {
      await site.drop();
    }
  });
});
