/**
 * Sessions that really end: logout ends its session at once; a password change or reset, a role
 * change, a deactivation and a reused refresh token end every session of the user at once, on
 * every instance. The back office's refresh token lives in an HttpOnly cookie; API clients keep
 * the spec's body-based tokens. Sign-in and user answers are never stored by a cache.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REFRESH_COOKIE_HEADER } from '@chamber/contracts';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { hashToken } from '../src/lib/tokens.ts';
import { ADMIN, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Tokens = { token: string; refreshToken: string; id: number };

/** The status of a signed-in read with `token` (200 while its session lives, else 401). */
async function readWith(token: string, app: FastifyInstance = t.app) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/Users/GetAllUsers',
    headers: { authorization: `Bearer ${token}` },
  });
  return response.statusCode;
}

const refresh = (refreshToken: string) =>
  t.request({ method: 'POST', url: '/api/Users/refreshToken', payload: { refreshToken } });

const logout = (refreshToken: string) =>
  t.request({ method: 'POST', url: '/api/Users/Logout', payload: { refreshToken } });

/** A new user signed in twice (two sessions, as on two computers). */
async function userWithTwoSessions() {
  const user = await t.createUser();
  const first = await t.login(user.username, user.password);
  const second = await t.login(user.username, user.password);
  return { ...user, sessions: [first, second] as Tokens[] };
}

async function updateUser(
  user: { id: number; username: string },
  changes: Record<string, unknown>,
) {
  const admin = await t.login();
  const response = await t.request({
    method: 'PUT',
    url: '/api/Users/UpdateUser',
    token: admin.token,
    payload: {
      id: user.id,
      fullName: 'Test User',
      email: `${user.username}@example.com`,
      isActive: true,
      isAdmin: false,
      ...changes,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Cookies set by a response: name → [value, attributes] per Set-Cookie line. */
function setCookies(response: LightMyRequestResponse) {
  const lines = [response.headers['set-cookie'] ?? []].flat();
  return lines.map((line) => {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const [name, ...value] = pair.split('=');
    return { name, value: value.join('='), attributes: attributes.map((a) => a.toLowerCase()) };
  });
}

/** Signs in as the back office does: the refresh token comes back as a cookie only. */
async function cookieLogin(username = ADMIN.username, password = ADMIN.password) {
  const response = await t.request({
    method: 'POST',
    url: '/api/Users/Authenticate',
    headers: { [REFRESH_COOKIE_HEADER]: 'true' },
    payload: { email: username, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { response, cookie: setCookies(response)[0].value, token: response.json().token };
}

const cookieRefresh = (cookie: string, app: FastifyInstance = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/Users/refreshToken',
    headers: { cookie: `chamber_refresh=${cookie}`, [REFRESH_COOKIE_HEADER]: 'true' },
  });

describe('ending sessions', () => {
  it('Logout refuses that session’s access token at once; the user’s other sessions go on', async () => {
    const user = await userWithTwoSessions();
    const [closed, other] = user.sessions;
    expect(await readWith(closed.token)).toBe(200);
    expect((await logout(closed.refreshToken)).statusCode).toBe(200);
    expect(await readWith(closed.token)).toBe(401);
    expect((await refresh(closed.refreshToken)).statusCode).toBe(401);
    expect(await readWith(other.token)).toBe(200);
  });

  const endings: [
    string,
    (user: Awaited<ReturnType<typeof userWithTwoSessions>>) => Promise<void>,
  ][] = [
    [
      'a password change',
      async (user) => {
        const response = await t.request({
          method: 'PUT',
          url: '/api/Users/ChangeUserPassword',
          token: user.sessions[0].token,
          payload: { oldPassword: user.password, password: 'changed-password-1' },
        });
        expect(response.statusCode, response.body).toBe(200);
      },
    ],
    [
      'a password reset',
      async (user) => {
        const mailsBefore = t.mails.length;
        await t.request({
          method: 'POST',
          url: '/api/Users/RecoverAccount',
          payload: { email: `${user.username}@example.com` },
        });
        // The mail may leave after the answer: wait for it.
        await vi.waitFor(() => expect(t.mails.length).toBeGreaterThan(mailsBefore));
        const token = /reset-password#token=([\w-]+)/.exec(t.mails.at(-1)!.text)![1];
        const response = await t.request({
          method: 'POST',
          url: '/api/Users/ResetPassword',
          payload: { token, password: 'reset-password-1', confirmPassword: 'reset-password-1' },
        });
        expect(response.statusCode, response.body).toBe(200);
      },
    ],
    ['a role change', (user) => updateUser(user, { isAdmin: true })],
    ['a deactivation', (user) => updateUser(user, { isActive: false })],
    [
      'a reused refresh token',
      async (user) => {
        const rotated = await refresh(user.sessions[0].refreshToken);
        expect(rotated.statusCode).toBe(200);
        expect((await refresh(user.sessions[0].refreshToken)).statusCode).toBe(401);
        // The pair handed out by the rotation ends too.
        expect(await readWith(rotated.json().user.token)).toBe(401);
      },
    ],
  ];

  for (const [what, end] of endings) {
    it(`${what} ends every session of the user at once, and nobody else’s`, async () => {
      const user = await userWithTwoSessions();
      const admin = await t.login();
      for (const session of user.sessions) expect(await readWith(session.token)).toBe(200);
      await end(user);
      for (const session of user.sessions) {
        expect(await readWith(session.token)).toBe(401);
        expect((await refresh(session.refreshToken)).statusCode).toBe(401);
      }
      expect(await readWith(admin.token)).toBe(200);
    });
  }

  it('a change of name alone ends no session', async () => {
    const user = await userWithTwoSessions();
    await updateUser(user, { fullName: 'Renamed Person' });
    for (const session of user.sessions) expect(await readWith(session.token)).toBe(200);
  });
});

describe('a second instance on the same database', () => {
  let second: FastifyInstance;
  beforeAll(async () => {
    // PostgreSQL: the same schema; SQLite: the same data folder.
    second = await buildApp({ config: t.config, database: openDatabase(t.config), logger: false });
  });
  afterAll(() => second.close());

  /** Asks the second instance until it refuses `token`: a bounded wait for the state. */
  async function refusedBySecond(token: string) {
    await vi.waitFor(async () => expect(await readWith(token, second)).toBe(401), {
      timeout: 2000,
      interval: 10,
    });
    return true;
  }

  it('refuses an access token soon after its session ended through the first', async () => {
    const user = await userWithTwoSessions();
    const [closed, other] = user.sessions;
    // Asked twice first, so an instance that keeps the answer in memory has it there.
    for (let i = 0; i < 2; i++) expect(await readWith(closed.token, second)).toBe(200);
    await logout(closed.refreshToken);
    expect(await refusedBySecond(closed.token)).toBe(true);
    expect(await readWith(other.token, second)).toBe(200);

    await updateUser(user, { isActive: false });
    expect(await refusedBySecond(other.token)).toBe(true);
  });
});

describe('the back office’s refresh cookie', () => {
  it('is HttpOnly, SameSite=Strict and sent only to refreshToken and Logout; the body has no refresh token', async () => {
    const { response } = await cookieLogin();
    expect(response.json().refreshToken).toBe('');
    expect(response.json().token).toMatch(/^ey/);
    const cookies = setCookies(response);
    expect(cookies.map((c) => c.name)).toEqual(['chamber_refresh', 'chamber_refresh']);
    expect(cookies[0].value).toBe(cookies[1].value);
    expect(cookies.map((c) => c.attributes.find((a) => a.startsWith('path=')))).toEqual([
      'path=/api/users/refreshtoken',
      'path=/api/users/logout',
    ]);
    // (lower-cased above for the comparison; the real paths keep their case)
    expect(String(response.headers['set-cookie'])).toContain('Path=/api/Users/refreshToken');
    for (const { attributes } of cookies) {
      expect(attributes).toContain('httponly');
      expect(attributes).toContain('samesite=strict');
      expect(attributes).not.toContain('secure'); // served over http here
      expect(attributes).toContain(`max-age=${t.config.refreshTokenTtl}`);
    }
  });

  it('refreshes from the cookie: a new access token in the body, the new refresh token only in the cookie', async () => {
    const { cookie } = await cookieLogin();
    const response = await cookieRefresh(cookie);
    expect(response.statusCode, response.body).toBe(200);
    const { user } = response.json();
    expect(user.refreshToken).toBe('');
    expect(await readWith(user.token)).toBe(200);
    const renewed = setCookies(response);
    expect(renewed).toHaveLength(2);
    expect(renewed[0].value).not.toBe(cookie);
    expect(response.body).not.toContain(renewed[0].value);
    expect((await cookieRefresh(renewed[0].value)).statusCode).toBe(200);
  });

  it('lets a second tab refresh with the just-rotated cookie; a reuse after the grace window ends every session', async () => {
    const { cookie } = await cookieLogin();
    const firstTab = await cookieRefresh(cookie);
    const secondTab = await cookieRefresh(cookie);
    expect(firstTab.statusCode).toBe(200);
    expect(secondTab.statusCode, secondTab.body).toBe(200);
    const firstToken = firstTab.json().user.token;
    expect(await readWith(firstToken)).toBe(200);
    expect(await readWith(secondTab.json().user.token)).toBe(200);

    // The grace window has passed (the rotation is dated a minute back): reuse is theft.
    const other = await t.login();
    await t.database.db
      .updateTable('refreshTokens')
      .set({ usedAt: new Date(Date.now() - 60_000).toISOString() })
      .where('tokenHash', '=', hashToken(cookie))
      .execute();
    const reuse = await cookieRefresh(cookie);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toMatch(/sign in again/);
    expect(await readWith(firstToken)).toBe(401);
    expect(await readWith(other.token)).toBe(401);
    expect((await cookieRefresh(setCookies(firstTab)[0].value)).statusCode).toBe(401);
  });

  it('Logout from the cookie ends the session and clears both cookies', async () => {
    const { cookie, token } = await cookieLogin();
    const response = await t.request({
      method: 'POST',
      url: '/api/Users/Logout',
      headers: { cookie: `chamber_refresh=${cookie}`, [REFRESH_COOKIE_HEADER]: 'true' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const cleared = setCookies(response);
    expect(cleared).toHaveLength(2);
    for (const c of cleared) {
      expect(c.value).toBe('');
      expect(c.attributes).toContain('max-age=0');
    }
    expect(await readWith(token)).toBe(401);
    expect((await cookieRefresh(cookie)).statusCode).toBe(401);
  });

  it('is of no use to a form another page posts: without the back office’s header it is ignored', async () => {
    const { cookie, token } = await cookieLogin();
    for (const url of ['/api/Users/refreshToken', '/api/Users/Logout']) {
      const forged = await t.request({
        method: 'POST',
        url,
        headers: { cookie: `chamber_refresh=${cookie}` },
        payload: {},
      });
      expect(forged.statusCode, url).toBe(400);
      expect(forged.headers['set-cookie'], url).toBeUndefined();
    }
    expect(await readWith(token)).toBe(200);
  });

  it('is Secure when the site is served over https', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://chamber.example' });
    try {
      const response = await https.request({
        method: 'POST',
        url: '/api/Users/Authenticate',
        headers: { [REFRESH_COOKIE_HEADER]: 'true' },
        payload: { email: ADMIN.username, password: ADMIN.password },
      });
      const cookies = setCookies(response);
      expect(cookies).toHaveLength(2);
      for (const { attributes } of cookies) expect(attributes).toContain('secure');
    } finally {
      await https.close();
    }
  });
});

describe('pruning', () => {
  it('forgets expired refresh tokens and the sessions they leave behind, and nothing still usable', async () => {
    const db = t.database.db;
    const { sessions } = await userWithTwoSessions();
    const [expired, live] = sessions;
    const sessionOf = async (refreshToken: string) =>
      (
        await db
          .selectFrom('refreshTokens')
          .select('sessionId')
          .where('tokenHash', '=', hashToken(refreshToken))
          .executeTakeFirstOrThrow()
      ).sessionId;
    const expiredSession = await sessionOf(expired.refreshToken);
    // Signed in three weeks ago: its refresh token ran out a week ago.
    const weeksAgo = (weeks: number) => new Date(Date.now() - weeks * 7 * 86_400_000).toISOString();
    await db
      .updateTable('sessions')
      .set({ createdAt: weeksAgo(3) })
      .where('id', '=', expiredSession)
      .execute();
    await db
      .updateTable('refreshTokens')
      .set({ expiresAt: weeksAgo(1) })
      .where('sessionId', '=', expiredSession)
      .execute();

    const removed = await t.app.sessions.prune(t.config.accessTokenTtl);

    expect(removed).toMatchObject({ refreshTokens: 1, sessions: 1 });
    const left = await db.selectFrom('sessions').select('id').where('id', '=', expiredSession);
    expect(await left.execute()).toEqual([]);
    expect(await readWith(expired.token)).toBe(401);
    expect((await refresh(expired.refreshToken)).statusCode).toBe(401);
    // The other sign-in goes on: its tokens work and it refreshes.
    expect(await readWith(live.token)).toBe(200);
    expect((await refresh(live.refreshToken)).statusCode).toBe(200);
    // A second run finds nothing more.
    expect(await t.app.sessions.prune(t.config.accessTokenTtl)).toMatchObject({
      refreshTokens: 0,
      sessions: 0,
    });
  });
});

describe('API clients', () => {
  it('keep the spec’s tokens in the body, and no cookie is set for them', async () => {
    const login = await t.request({
      method: 'POST',
      url: '/api/Users/Authenticate',
      payload: { email: ADMIN.username, password: ADMIN.password },
    });
    expect(login.headers['set-cookie']).toBeUndefined();
    const { refreshToken } = login.json();
    expect(refreshToken).toMatch(/^[\w-]{40,}$/);
    const refreshed = await refresh(refreshToken);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers['set-cookie']).toBeUndefined();
    expect(refreshed.json().user.refreshToken).toMatch(/^[\w-]{40,}$/);
    expect(await readWith(refreshed.json().user.token)).toBe(200);
    // No grace for a body token: its owner holds it alone, so a second use is theft at once.
    expect((await refresh(refreshToken)).statusCode).toBe(401);
    expect(await readWith(refreshed.json().user.token)).toBe(401);
  });
});

describe('answers a cache must not keep', () => {
  it('every /api/Users answer is no-store and varies by Authorization; the token calls by Cookie too', async () => {
    const admin = await t.login();
    const answers = {
      Authenticate: await t.request({
        method: 'POST',
        url: '/api/Users/Authenticate',
        payload: { email: ADMIN.username, password: 'wrong-password' },
      }),
      refreshToken: await refresh(admin.refreshToken),
      Logout: await logout('not-a-token'),
      GetAllUsers: await t.request({
        method: 'GET',
        url: '/api/Users/GetAllUsers',
        token: admin.token,
      }),
      GetUser: await t.request({
        method: 'GET',
        url: `/api/Users/GetUser?id=${admin.id}`,
        token: admin.token,
      }),
      expired: await t.request({ method: 'GET', url: '/api/Users/GetAllUsers', token: 'x.y.z' }),
      RecoverAccount: await t.request({
        method: 'POST',
        url: '/api/Users/RecoverAccount',
        payload: { email: 'nobody@example.com' },
      }),
      ResetPassword: await t.request({
        method: 'POST',
        url: '/api/Users/ResetPassword',
        payload: { token: 'nope', password: 'whatever-1', confirmPassword: 'whatever-1' },
      }),
    };
    for (const [name, response] of Object.entries(answers)) {
      expect(response.headers['cache-control'], name).toBe('no-store');
      expect(String(response.headers.vary).toLowerCase(), name).toContain('authorization');
    }
    for (const name of ['refreshToken', 'Logout'] as const) {
      expect(String(answers[name].headers.vary).toLowerCase(), name).toContain('cookie');
    }
  });

  it('a signed-in read is no-store and never comes from the public cache', async () => {
    const admin = await t.login();
    const url = '/api/Event/GetAllEvents';
    const anonymous = await t.request({ method: 'GET', url });
    await t.request({ method: 'GET', url }); // now kept by the public cache
    expect(anonymous.headers.etag).toBeDefined();
    expect(String(anonymous.headers.vary).toLowerCase()).toContain('authorization');

    const signedIn = await t.request({ method: 'GET', url, token: admin.token });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers.etag).toBeUndefined();
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect(String(signedIn.headers.vary).toLowerCase()).toContain('authorization');

    const staffList = await t.request({
      method: 'GET',
      url: '/api/Banner/GetAllBanners',
      token: admin.token,
    });
    expect(staffList.headers['cache-control']).toBe('no-store');
    expect(String(staffList.headers.vary).toLowerCase()).toContain('authorization');
  });
});
