/**
 * Bad input answers 4xx with the usual `{ message, errors? }` shape, never 500: JSON nested too
 * deeply, malformed multipart bodies, and ids that are not positive 32-bit integers (PostgreSQL's
 * `integer`). The sweep at the end sends every kind to every registered API route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../src/lib/json-depth.ts';
import { createTestApp, type TestApp, withSiteApp } from './helpers.ts';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  // Generous limits: the sweep must reach the handlers instead of being answered 429.
  t = await createTestApp({ PUBLIC_FORM_LIMIT: '100000', LOGIN_MAX_FAILURES: '100000' });
  adminToken = (await t.login()).token;
});
afterAll(() => t.close());

const DEPTH = 100_000;
const NESTED_ARRAYS = '['.repeat(DEPTH) + ']'.repeat(DEPTH);
const NESTED_OBJECTS = '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH);

/** The usual error answer: a 4xx with a human message (and, optionally, field errors). */
function expectRefused(response: LightMyRequestResponse, status?: number) {
  const summary = `${response.statusCode} ${response.body.slice(0, 200)}`;
  if (status) expect(response.statusCode, summary).toBe(status);
  else expect(response.statusCode >= 400 && response.statusCode < 500, summary).toBe(true);
  const body = response.json();
  expect(typeof body.message, summary).toBe('string');
  expect(body.message.length, summary).toBeGreaterThan(0);
}

const json = (payload: string) => ({
  payload,
  headers: { 'content-type': 'application/json' },
});

const BOUNDARY = '----chamberBadInput';
const field = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

/** Multipart bodies a broken or hostile client sends. */
const BAD_MULTIPART: Record<string, { payload: string | Buffer; headers: Record<string, string> }> =
  {
    'a truncated body (no closing boundary)': {
      payload: `${field('companyName', 'x')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="title"\r\n\r\nhal`,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    },
    'a content type without a boundary': {
      payload: field('title', 'x') + `--${BOUNDARY}--\r\n`,
      headers: { 'content-type': 'multipart/form-data' },
    },
    'garbage after the part headers': {
      payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="title"\r\n\r\n${'\u0000\u00ff'.repeat(50)}`,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    },
    'part headers that never end': {
      payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="title"\r\nX: ${'y'.repeat(100)}`,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    },
    'a body with a different boundary': {
      payload: `--other\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--other--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    },
    'a part without a content disposition': {
      payload: `--${BOUNDARY}\r\nContent-Type: text/plain\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    },
    'a file part cut off in the middle': {
      payload: Buffer.concat([
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="companyLogo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]),
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    },
    'a JSON field nested deeply': {
      payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="title"\r\nContent-Type: application/json\r\n\r\n${NESTED_ARRAYS}\r\n--${BOUNDARY}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    },
    'a JSON field that is not JSON': {
      payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="title"\r\nContent-Type: application/json\r\n\r\n{"a":\r\n--${BOUNDARY}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    },
    'a field named after a prototype property': {
      payload: field('__proto__', 'x') + field('constructor', 'y') + `--${BOUNDARY}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    },
    'an empty body': {
      payload: '',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    },
  };

/** Ids that PostgreSQL's `integer` cannot hold, or that no row can have. */
const BAD_IDS = [
  '2147483648',
  '99999999999',
  '9'.repeat(400),
  '1e309',
  '-1',
  '0',
  '1.5',
  'abc',
  '0x10',
];
/** Every query/body name under which a route reads an id. */
const ID_NAMES = [
  'id',
  'bannerId',
  'blogId',
  'contentSectionBannerId',
  'contentSectionId',
  'dynamicPageId',
  'eventId',
  'footerItemId',
  'menuItemId',
  'pageId',
  'parentId',
  'parentMenuItemId',
  'userId',
  'childMenuItemIds',
];

/** A JSON body with `value` under every id name; as a number where JSON can spell it as one. */
function idsBody(value: string) {
  const asNumber = /^-?\d+(\.\d+)?(e\d+)?$/.test(value) ? Number(value) : value;
  // Number('9'.repeat(400)) is Infinity, which JSON writes as null: keep the digits as text then.
  const sent = Number.isFinite(asNumber) ? asNumber : value;
  return Object.fromEntries(ID_NAMES.map((name) => [name, name.endsWith('Ids') ? [sent] : sent]));
}

describe('how deeply a JSON text nests', () => {
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  it('counts arrays and objects, up to the limit and one past it', () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(
      nestsDeeperThan('{"a":'.repeat(MAX_JSON_DEPTH + 1) + '1' + '}'.repeat(MAX_JSON_DEPTH + 1)),
    ).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({
      a: '['.repeat(500),
      b: '"[[[' + '\\'.repeat(3),
      c: '{'.repeat(500),
    });
    expect(nestsDeeperThan(text)).toBe(false);
    // A string that ends in an escaped backslash ends there: what follows is counted again.
    const after =
      JSON.stringify({ a: 'x\\' }).slice(0, -1) + ',"b":' + nested(MAX_JSON_DEPTH) + '}';
    expect(nestsDeeperThan(after)).toBe(true);
  });
});

describe('deeply nested JSON', () => {
  it.each([
    ['arrays', NESTED_ARRAYS],
    ['objects', NESTED_OBJECTS],
  ])('nested %s are refused with 400 before the route sees them', async (_, body) => {
    for (const [url, token] of [
      ['/api/Users/Authenticate', undefined],
      ['/api/MenuItem/SortMenuItems', adminToken],
    ] as const) {
      const method = url.includes('Sort') ? 'PUT' : 'POST';
      const response = await t.request({ method, url, token, ...json(body) });
      expectRefused(response, 400);
      expect(response.json().message).toBe('The request body is nested too deeply.');
    }
  });

  it('a body of ordinary depth is still read', async () => {
    const response = await t.request({
      method: 'PUT',
      url: '/api/MenuItem/SortMenuItems',
      token: adminToken,
      ...json(JSON.stringify([{ id: 1, nested: [[[{ a: [1, 2, { b: '[[[{{{' }] }]]] }])),
    });
    // No such menu item: the handler read the body and answered as it always does.
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().message).not.toBe('The request body is nested too deeply.');
  });
});

describe('malformed multipart bodies', () => {
  it.each(Object.entries(BAD_MULTIPART))('%s is refused with 400', async (_, body) => {
    const response = await t.request({
      method: 'PUT',
      url: '/api/Asset/UpdateAsset',
      token: adminToken,
      ...body,
    });
    expectRefused(response, 400);
  });
});

describe('ids outside a positive 32-bit integer', () => {
  it.each(BAD_IDS)('?id=%s is refused with 400', async (value) => {
    for (const url of [
      `/api/Users/GetUser?id=${value}`,
      `/api/Page/GetPageById?pageId=${value}`,
      `/api/Event/GetEventById?eventId=${value}`,
      `/api/Banner/DeleteBanner?id=${value}`,
    ]) {
      const method = url.includes('Delete') ? 'DELETE' : 'GET';
      const response = await t.request({ method, url, token: adminToken });
      expectRefused(response, 400);
    }
  });

  it.each(['2147483648', '99999999999'])(
    'an id of %s in a body is refused with 400',
    async (value) => {
      const sort = await t.request({
        method: 'PUT',
        url: '/api/FooterItem/SortFooterItems',
        token: adminToken,
        ...json(`[{"id":${value}}]`),
      });
      expectRefused(sort, 400);
      const update = await t.request({
        method: 'PUT',
        url: '/api/FooterItem/UpdateFooterItem',
        token: adminToken,
        payload: { id: Number(value), label: 'Label', to: '/home', isActive: true },
      });
      expectRefused(update, 400);
      expect(update.json().errors).toMatchObject({ id: 'A valid id is required' });
    },
  );

  it('the largest id PostgreSQL can hold is looked up as usual (404)', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/Page/GetPageById?pageId=2147483647',
      token: adminToken,
    });
    expectRefused(response, 404);
  });
});

describe('public pages with an event id no row can have', () => {
  let site: TestApp;
  withSiteApp((app) => (site = app));

  it.each(['2147483648', '99999999999', '9'.repeat(400), '0'])(
    '/events/%s is the not-found page (404), not a server error',
    async (value) => {
      const response = await site.request({ method: 'GET', url: `/events/${value}` });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    },
  );
});

describe('addresses that cannot be decoded', () => {
  it.each(['/%E0%A4%A', '/api/Home/Search?q=%', '/events/%ZZ'])(
    '%s answers 400 with the usual shape',
    async (url) => {
      const response = await t.request({ method: 'GET', url });
      // A bad query string is the route's to judge (the search ignores it); a bad path is ours.
      if (url.includes('?')) expect(response.statusCode).toBeLessThan(500);
      else {
        expectRefused(response, 400);
        expect(Object.keys(response.json())).toEqual(['message']);
      }
    },
  );
});

describe('every API route, every kind of bad input', () => {
  it('answers 4xx or 2xx with the usual shape, never 5xx, to an administrator and to anyone', async () => {
    const badInputs: { name: string; options: Partial<InjectOptions> }[] = [
      { name: 'nested arrays', options: json(NESTED_ARRAYS) },
      { name: 'nested objects', options: json(NESTED_OBJECTS) },
      { name: 'invalid JSON', options: json('{"id": 1,') },
      ...Object.entries(BAD_MULTIPART).map(([name, options]) => ({ name, options })),
      ...BAD_IDS.map((value) => ({
        name: `ids of ${value.slice(0, 12)}`,
        options: { query: Object.fromEntries(ID_NAMES.map((name) => [name, value])) },
      })),
      ...BAD_IDS.map((value) => ({
        name: `body ids of ${value.slice(0, 12)}`,
        options: json(JSON.stringify(idsBody(value))),
      })),
      ...['2147483648', '99999999999'].map((value) => ({
        name: `numeric ids of ${value} in a list`,
        options: json(`[{"id":${value}},{"id":1}]`),
      })),
      ...['2147483648', '99999999999'].map((value) => ({
        name: `multipart ids of ${value}`,
        options: {
          payload: ID_NAMES.map((name) => field(name, value)).join('') + `--${BOUNDARY}--\r\n`,
          headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        },
      })),
    ];

    const failures: string[] = [];
    for (const route of t.app.apiRoutes) {
      const url = route.url.replace('*', 'nothing.png');
      for (const caller of ['admin', 'anonymous'] as const) {
        for (const { name, options } of badInputs) {
          const send = () =>
            t.request({
              method: route.method as 'GET',
              url,
              ...options,
              token: caller === 'admin' ? adminToken : undefined,
            });
          let response = await send();
          // A route that ends the caller's session (Logout) may leave the token spent: sign in again.
          if (caller === 'admin' && response.statusCode === 401 && route.access !== 'public') {
            adminToken = (await t.login()).token;
            response = await send();
          }
          const where = `${route.method} ${route.url} as ${caller} with ${name}`;
          if (response.statusCode >= 500) {
            failures.push(`${where}: ${response.statusCode} ${response.body.slice(0, 160)}`);
          } else if (response.statusCode >= 400) {
            const body = response.headers['content-type']?.toString().includes('json')
              ? response.json()
              : null;
            if (typeof body?.message !== 'string' || !body.message) {
              failures.push(`${where}: ${response.statusCode} without a message`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
