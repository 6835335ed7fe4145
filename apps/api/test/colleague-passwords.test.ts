/**
 * An administrator helps a colleague who forgot their password: POST /api/Users/SendResetLink
 * e-mails them the reset link "Recover account" sends, and POST /api/Users/SetTemporaryPassword
 * gives them a password to replace at their next sign-in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@chamber/contracts';
import type { Mail } from '../src/lib/mailer.ts';
import { expectSignInRequired } from './access-helpers.ts';
import {
  createTestApp,
  expectAnswer,
  expectErrors,
  logLines,
  signIn,
  type TestApp,
} from './helpers.ts';

const RESET_LINK = /reset-password#token=([\w-]+)/;
const ADMINISTRATORS_ONLY = 'Only administrators can do this.';

/** The mail server of `t`: keeps what it is given, or fails while `failing` is set. */
const mailServer = { mails: [] as Mail[], failing: false };

let t: TestApp;
let admin: { token: string; id: number };
let editor: { token: string; id: number };
let author: { token: string; id: number };
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      mailer: {
        async send(mail) {
          if (mailServer.failing) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
          mailServer.mails.push(mail);
          return 'sent';
        },
      },
    },
  );
  admin = await t.login();
  editor = await t.createUser({ username: 'an-editor', role: 'editor' });
  author = await t.createUser({ username: 'an-author', role: 'author' });
});
afterAll(() => t.close());

const sendResetLink = (app: TestApp, payload: object, token: string | undefined) =>
  app.request({ method: 'POST', url: '/api/Users/SendResetLink', token, payload });
const setTemporaryPassword = (payload: object, token: string | undefined = admin.token) =>
  t.request({ method: 'POST', url: '/api/Users/SetTemporaryPassword', token, payload });
const resetPassword = (app: TestApp, token: string, password: string) =>
  app.request({
    method: 'POST',
    url: '/api/Users/ResetPassword',
    payload: { token, password, confirmPassword: password },
  });

/** A colleague who forgot their password, with a session open somewhere. */
async function forgetfulColleague(app: TestApp, username: string, fields: object = {}) {
  const user = await app.createUser({
    username,
    fullName: 'Bob Editor',
    password: 'forgotten-password-1',
    role: 'editor',
    ...fields,
  });
  return { ...user, email: `${username}@example.com` };
}

/** The newest activity entry about user `id`. */
async function latestActivityAbout(app: TestApp, id: number, token: string) {
  const answer = await app.request({
    method: 'GET',
    url: '/api/Activity/GetActivity?type=user&pageSize=500',
    token,
  });
  return (answer.json().entries as ActivityEntry[]).find((entry) => entry.itemId === id);
}

/** Who may call `url`: 401 without a valid token; 403 for editors and authors; the id checked. */
function itIsForAdministratorsOnly(url: string, valid: object) {
  it('needs a signed-in user: 401 without or with a bad token', () =>
    expectSignInRequired(t, { method: 'POST', url, payload: valid }));

  it('is for administrators only: 403 for an editor and an author', async () => {
    for (const who of [editor, author]) {
      const answer = await t.request({ method: 'POST', url, token: who.token, payload: valid });
      expectAnswer(answer, 403, ADMINISTRATORS_ONLY);
    }
  });

  it('answers 404 for a user that does not exist', async () => {
    const answer = await t.request({
      method: 'POST',
      url,
      token: admin.token,
      payload: { ...valid, id: 999999 },
    });
    expectAnswer(answer, 404, 'The user was not found.');
  });

  it('refuses an inactive account with a plain 409: its owner cannot sign in anyway', async () => {
    const sleeper = await t.createUser({ fullName: 'Sam Sleeper', isActive: false });
    const answer = await t.request({
      method: 'POST',
      url,
      token: admin.token,
      payload: { ...valid, id: sleeper.id },
    });
    expectAnswer(
      answer,
      409,
      'Sam Sleeper’s account is inactive. Make it active first (View, then Is User Active?).',
    );
  });
}

describe('POST /api/Users/SendResetLink', () => {
  it('e-mails the colleague the same single-use reset link as Recover account', async () => {
    const bob = await forgetfulColleague(t, 'bob');
    const answer = await sendResetLink(t, { id: bob.id }, admin.token);
    expectAnswer(
      answer,
      200,
      'A password reset link is on its way to bob@example.com. It works once, within one hour.',
    );
    const mail = mailServer.mails.at(-1)!;
    expect(mail).toMatchObject({ to: 'bob@example.com', subject: 'Reset your password' });
    expect(mail.text).toContain('Hello Bob,');
    expect(mail.text).toContain('Site Administrator sent you this link from the Users screen.');
    const token = RESET_LINK.exec(mail.text)![1];

    expect((await resetPassword(t, token, 'bobs-own-password')).statusCode).toBe(200);
    expect((await signIn(t, 'bob', 'bobs-own-password')).statusCode).toBe(200);
    expect((await resetPassword(t, token, 'another-password')).statusCode).toBe(400);
  });

  it('records who sent the link in the activity log', async () => {
    const carol = await forgetfulColleague(t, 'carol', { fullName: 'Carol Clerk' });
    expect((await sendResetLink(t, { id: carol.id }, admin.token)).statusCode).toBe(200);
    expect(await latestActivityAbout(t, carol.id, admin.token)).toMatchObject({
      userName: 'Site Administrator',
      summary: 'Sent a password reset link to user “Carol Clerk”',
    });
  });

  it('says so in plain words when the mail server fails, and sends nothing', async () => {
    const dave = await forgetfulColleague(t, 'dave');
    const before = mailServer.mails.length;
    mailServer.failing = true;
    try {
      expectAnswer(
        await sendResetLink(t, { id: dave.id }, admin.token),
        502,
        'The e-mail could not be sent. Please try again later, or set a temporary password instead.',
      );
    } finally {
      mailServer.failing = false;
    }
    expect(mailServer.mails.length).toBe(before);
  });

  it('needs a valid id', async () => {
    expectErrors(await sendResetLink(t, {}, admin.token), { id: 'A valid id is required' });
    expectErrors(await sendResetLink(t, { id: 'abc' }, admin.token), {
      id: 'A valid id is required',
    });
  });

  itIsForAdministratorsOnly('/api/Users/SendResetLink', { id: 1 });
});

describe('POST /api/Users/SetTemporaryPassword', () => {
  it('ends the colleague’s sessions and links; they sign in with it and must choose their own', async () => {
    const erin = await forgetfulColleague(t, 'erin', { fullName: 'Erin Editor' });
    const open = await t.login('erin', 'forgotten-password-1');
    expect((await sendResetLink(t, { id: erin.id }, admin.token)).statusCode).toBe(200);
    const mailedToken = RESET_LINK.exec(mailServer.mails.at(-1)!.text)![1];
    // Guessing had put the account on hold: the administrator's password lifts that too.
    await t.database.db
      .updateTable('users')
      .set({
        failedSignIns: 30,
        signInBlockedUntil: new Date(Date.now() + 3_600_000).toISOString(),
      })
      .where('id', '=', erin.id)
      .execute();

    const answer = await setTemporaryPassword({ id: erin.id, password: 'temporary-pass-1' });
    expectAnswer(
      answer,
      200,
      'Erin Editor can now sign in with the temporary password, and will choose their own then.',
    );
    // Whatever was open is over: the session, its refresh token, the mailed link, the old password.
    const read = await t.request({
      method: 'GET',
      url: '/api/Users/GetAllUsers',
      token: open.token,
    });
    expect(read.statusCode).toBe(401);
    const refreshed = await t.request({
      method: 'POST',
      url: '/api/Users/refreshToken',
      payload: { refreshToken: open.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await resetPassword(t, mailedToken, 'sneaky-password-1')).statusCode).toBe(400);
    expect((await signIn(t, 'erin', 'forgotten-password-1')).statusCode).toBe(401);

    const temporary = await signIn(t, 'erin', 'temporary-pass-1');
    expect(temporary.statusCode).toBe(200);
    expect(temporary.json().mustChangePassword).toBe(true);
    const { token } = temporary.json();
    // Nothing else changes until they have chosen their own.
    const edit = await t.request({
      method: 'PUT',
      url: '/api/Users/UpdateUser',
      token,
      payload: { id: erin.id, fullName: 'Erin Elsewhere', email: 'erin@example.com' },
    });
    expectAnswer(edit, 403, 'Please choose a new password before doing anything else.');
    const chosen = await t.request({
      method: 'PUT',
      url: '/api/Users/ChangeUserPassword',
      token,
      payload: { oldPassword: 'temporary-pass-1', password: 'erins-own-password' },
    });
    expect(chosen.statusCode).toBe(200);
    expect((await signIn(t, 'erin', 'temporary-pass-1')).statusCode).toBe(401);
    const own = await signIn(t, 'erin', 'erins-own-password');
    expect(own.json().mustChangePassword).toBe(false);
  });

  it('records who set it in the activity log, and never the password', async () => {
    const fay = await forgetfulColleague(t, 'fay', { fullName: 'Fay Author', role: 'author' });
    await setTemporaryPassword({ id: fay.id, password: 'temporary-pass-2' });
    const entry = await latestActivityAbout(t, fay.id, admin.token);
    expect(entry).toMatchObject({
      userName: 'Site Administrator',
      summary: 'Set a temporary password for user “Fay Author”',
    });
    expect(JSON.stringify(entry)).not.toContain('temporary-pass-2');
  });

  it('takes a password by the rules of a new account', async () => {
    const gus = await forgetfulColleague(t, 'gus');
    expectErrors(await setTemporaryPassword({}), {
      id: 'A valid id is required',
      password: 'Password is required',
    });
    expectErrors(await setTemporaryPassword({ id: gus.id, password: 'short' }), {
      password: 'Minimum password length must be at least 8 characters',
    });
    expectErrors(await setTemporaryPassword({ id: gus.id, password: 'x'.repeat(101) }), {
      password: 'Password must be at most 100 characters',
    });
    // Refused, the colleague's own password still works.
    expect((await signIn(t, 'gus', 'forgotten-password-1')).json().mustChangePassword).toBe(false);
  });

  it('is not for your own account: that needs your current password', async () => {
    const answer = await setTemporaryPassword({ id: admin.id, password: 'temporary-pass-3' });
    expectAnswer(
      answer,
      400,
      'To change your own password, use Reset Password on your own row of the Users screen.',
    );
  });

  itIsForAdministratorsOnly('/api/Users/SetTemporaryPassword', {
    id: 1,
    password: 'temporary-pass-4',
  });
});

describe('without SMTP_URL', () => {
  const { stream, lines } = logLines();
  let logged: TestApp;

  beforeAll(async () => {
    logged = await createTestApp({}, { realMailer: true, logTo: stream });
  });
  afterAll(() => logged.close());

  it('writes the reset link to the log as the e-mail, and its token into no request line', async () => {
    const hal = await forgetfulColleague(logged, 'hal');
    const { token: adminToken } = await logged.login();
    expectAnswer(
      await sendResetLink(logged, { id: hal.id }, adminToken),
      200,
      'No e-mail server is set up, so the reset link for hal@example.com was written to the server log instead.',
    );
    const mailLine = lines.find(
      (line) => (line.mail as Mail | undefined)?.to === 'hal@example.com',
    );
    expect(mailLine?.msg).toBe('SMTP_URL is not set: this e-mail was logged instead of sent');
    const token = RESET_LINK.exec((mailLine!.mail as Mail).text)![1];
    expect((await resetPassword(logged, token, 'hals-own-password')).statusCode).toBe(200);

    const requests = lines.filter((line) => line !== mailLine);
    expect(requests.some((line) => line.url === '/api/Users/SendResetLink')).toBe(true);
    expect(requests.some((line) => line.url === '/api/Users/ResetPassword')).toBe(true);
    expect(JSON.stringify(requests)).not.toContain(token);
  });
});
