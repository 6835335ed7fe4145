/**
 * The authorization matrix: every registered API route × every role and kind of caller → the
 * outcome the permission table (@chamber/contracts permissions.ts) says. The route list comes
 * from Fastify itself and the expected access from the endpoint table, so a route added outside
 * the table, or one whose access drifts from it, fails here: nothing can be added unguarded.
 */
import { createHmac } from 'node:crypto';
import {
  can,
  endpoints,
  refusalFor,
  ROLES,
  type Access,
  type Endpoint,
  type Role,
} from '@chamber/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

/** Routes the API serves beside the endpoint table: the uploaded files, for anyone. */
const OUTSIDE_THE_TABLE: Record<string, Access> = { 'GET /api/Attachments/*': 'public' };

/** Who may call each route, as the endpoint table declares it. */
const EXPECTED_ACCESS: Record<string, Access> = {
  ...OUTSIDE_THE_TABLE,
  ...Object.fromEntries(
    (Object.values(endpoints) as Endpoint[]).map((spec) => [
      `${spec.method} ${spec.path}`,
      spec.access,
    ]),
  ),
};

/**
 * Routes that also check which record is asked for: someone who does not manage users may get 403
 * for someone else's account (here: the dummy id), which is still a correct refusal.
 */
const RECORD_LEVEL_CHECKS = new Set(['GET /api/Users/GetUser', 'PUT /api/Users/UpdateUser']);

/** Values for every query parameter any route reads, pointing at nothing that exists. */
const DUMMY_QUERY =
  'id=999999&pageId=999999&blogId=999999&menuItemId=999999&eventId=999999&footerItemId=999999' +
  '&bannerId=999999&contentSectionId=999999&contentSectionBannerId=999999&dynamicPageId=999999' +
  '&parentId=999999&type=BANNER&q=nothing&isActive=';

const SECRET = 'test-secret-that-is-long-enough-for-hs256';

function jwt(header: object, payload: object, secret: string | null) {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const body = `${encode(header)}.${encode(payload)}`;
  const signature = secret ? createHmac('sha256', secret).update(body).digest('base64url') : '';
  return `${body}.${signature}`;
}

type Caller = Role | 'anonymous' | 'inactive' | 'expired' | 'forged' | 'algNone';
const CALLERS: Caller[] = [...ROLES, 'anonymous', 'inactive', 'expired', 'forged', 'algNone'];
const isRole = (caller: Caller): caller is Role => (ROLES as readonly string[]).includes(caller);

let t: TestApp;
const tokens: Partial<Record<Caller, string>> = {};

beforeAll(async () => {
  t = await createTestApp({ JWT_SECRET: SECRET });
  const admin = await t.login();
  tokens.administrator = admin.token;
  tokens.editor = (await t.createUser({ username: 'matrix-editor', role: 'editor' })).token;
  tokens.author = (await t.createUser({ username: 'matrix-author', role: 'author' })).token;
  const leaver = await t.createUser({ username: 'matrix-leaver' });
  tokens.inactive = leaver.token;
  await t.request({
    method: 'PUT',
    url: '/api/Users/UpdateUser',
    token: admin.token,
    payload: {
      id: leaver.id,
      fullName: 'Leaver',
      email: 'leaver@example.com',
      isActive: false,
      isAdmin: false,
    },
  });
  const now = Math.floor(Date.now() / 1000);
  const adminClaims = { sub: String(admin.id), username: 'admin', IsAdmin: 'True' };
  tokens.expired = jwt(
    { alg: 'HS256', typ: 'JWT' },
    { ...adminClaims, iat: now - 3600, exp: now - 60 },
    SECRET,
  );
  tokens.forged = jwt(
    { alg: 'HS256', typ: 'JWT' },
    { ...adminClaims, iat: now, exp: now + 600 },
    'not-our-secret',
  );
  tokens.algNone = jwt(
    { alg: 'none', typ: 'JWT' },
    { ...adminClaims, iat: now, exp: now + 600 },
    null,
  );
});
afterAll(() => t.close());

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

describe('authorization matrix', () => {
  it('every registered API route has an expected access, and the table has no stale entries', () => {
    const registered = Object.fromEntries(
      t.app.apiRoutes.map((route) => [key(route), route.access]),
    );
    const missing = Object.keys(registered).filter((route) => !(route in EXPECTED_ACCESS));
    expect(missing, 'routes without an entry in EXPECTED_ACCESS').toEqual([]);
    const stale = Object.keys(EXPECTED_ACCESS).filter((route) => !(route in registered));
    expect(stale, 'entries for routes that do not exist').toEqual([]);
    expect(registered).toEqual(EXPECTED_ACCESS);
  });

  it('answers each caller of each route as its access requires', async () => {
    const failures: string[] = [];
    for (const route of t.app.apiRoutes) {
      const url = `${route.url.replace('*', 'nothing.png')}?${DUMMY_QUERY}`;
      for (const caller of CALLERS) {
        const token = tokens[caller as Exclude<Caller, 'anonymous'>];
        const response = await t.request({
          method: route.method as 'GET',
          url,
          token,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const status = response.statusCode;
        const { access } = route;
        let allowed: boolean;
        // A token that no longer works is refused on public calls too, but for Users.* (decision 132).
        if (access === 'public' && token && !isRole(caller) && !route.url.startsWith('/api/Users/'))
          allowed = status === 401;
        else if (access === 'public') allowed = status !== 401 && status !== 403;
        else if (!isRole(caller)) allowed = status === 401;
        else if (!can(caller, access))
          allowed = status === 403 && response.json().message === refusalFor(access);
        else if (RECORD_LEVEL_CHECKS.has(key(route)) && !can(caller, 'users'))
          allowed = status !== 401;
        else allowed = status !== 401 && status !== 403;
        if (status >= 500) allowed = false;
        if (!allowed)
          failures.push(`${key(route)} as ${caller}: ${status} ${response.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
