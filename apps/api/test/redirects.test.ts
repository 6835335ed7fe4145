/**
 * Redirects: the list administrators edit (Redirect.*), the 301 a visitor gets at an old address,
 * and the redirects the site leaves when a published page or blog moves. On SQLite and PostgreSQL.
 */
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { LINK_MESSAGE, REDIRECT_MESSAGES, type Redirect } from '@chamber/contracts';
import { itNeedsSignIn, resourceCalls } from './access-helpers.ts';
import { expectAnswer, expectErrors, expectInvalid, type TestApp, withSiteApp } from './helpers.ts';

let t: TestApp;
let admin: string;
let editor: string;
withSiteApp(async (app) => {
  t = app;
  admin = (await t.login()).token;
  editor = (await t.createUser({ role: 'editor' })).token;
});

const api = (method: InjectOptions['method'], url: string, payload?: object, token = admin) =>
  t.request({ method, url, token, ...(payload === undefined ? {} : { payload }) });

async function createRedirect(from: string, to: string) {
  const response = await api('POST', '/api/Redirect/CreateRedirect', { from, to });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as number;
}

async function redirects(): Promise<Redirect[]> {
  const response = await api('GET', '/api/Redirect/GetAllRedirects');
  expect(response.statusCode).toBe(200);
  return response.json();
}
const redirectFrom = async (from: string) => (await redirects()).find((r) => r.from === from);

/** What a visitor's browser gets at `url`: the status and, for a redirect, where it leads. */
async function visit(url: string) {
  const response = await t.request({ method: 'GET', url });
  return { status: response.statusCode, location: response.headers.location };
}

let urlCounter = 0;
const freshUrl = (stem: string) => `/${stem}-${++urlCounter}`;

/** A published page or blog at `url`; answers its id. */
async function publishedDocument(kind: 'Page' | 'Blog', url: string) {
  const response = await api('POST', `/api/${kind}/Create${kind}`, { name: `At ${url}`, url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as number;
}

const move = (kind: 'Page' | 'Blog', id: number, url: string, draft = false) =>
  api('PUT', `/api/${kind}/Update${kind}`, { id, name: `At ${url}`, url, draft });

describe('Redirect calls', () => {
  it('adds, lists, reads, changes and deletes a redirect', async () => {
    const created = await api('POST', '/api/Redirect/CreateRedirect', {
      from: '/Join-Us/',
      to: '/membership',
    });
    expectAnswer(created, 200, 'Redirect created successfully.');
    const id = created.json().id as number;
    // Kept as the site matches addresses: lower case, no trailing slash.
    expect(await redirectFrom('/join-us')).toEqual({
      id,
      from: '/join-us',
      to: '/membership',
      automatic: false,
      createdAt: expect.any(String),
      version: 1,
    });
    const one = await api('GET', `/api/Redirect/GetRedirectById?redirectId=${id}`);
    expect(one.json()).toMatchObject({ id, from: '/join-us', to: '/membership' });

    // "example.com" is another site's address.
    const updated = await api('PUT', '/api/Redirect/UpdateRedirect', {
      id,
      from: '/join-us',
      to: 'example.com/join',
      version: 1,
    });
    expectAnswer(updated, 200, 'Redirect updated successfully.');
    expect(await redirectFrom('/join-us')).toMatchObject({
      to: 'https://example.com/join',
      version: 2,
    });

    const removed = await api('DELETE', `/api/Redirect/DeleteRedirect?redirectId=${id}`);
    expectAnswer(removed, 200, 'Redirect deleted successfully.');
    expect(await redirectFrom('/join-us')).toBeUndefined();
  });

  it('refuses what would not work, each message under its field', async () => {
    const create = (payload: object) => api('POST', '/api/Redirect/CreateRedirect', payload);
    expectErrors(await create({}), {
      from: 'Old Address is required',
      to: 'New Address is required',
    });
    expectInvalid(await create({ from: 'old-page', to: '/x' }), 'from', REDIRECT_MESSAGES.fromPath);
    expectInvalid(
      await create({ from: '/old page', to: '/x' }),
      'from',
      REDIRECT_MESSAGES.fromPath,
    );
    expectInvalid(
      await create({ from: '/old?id=4', to: '/x' }),
      'from',
      REDIRECT_MESSAGES.fromQuery,
    );
    for (const own of ['/', '/admin/dashboard', '/cms', '/api/Page/GetAllPages', '/preview/x']) {
      expectInvalid(await create({ from: own, to: '/x' }), 'from', REDIRECT_MESSAGES.fromOwn);
    }
    expectInvalid(await create({ from: '/loop/', to: '/LOOP' }), 'to', REDIRECT_MESSAGES.same);
    expectInvalid(await create({ from: '/old', to: 'javascript:alert(1)' }), 'to', LINK_MESSAGE);
    expectInvalid(
      await create({ from: `/${'a'.repeat(500)}`, to: '/x' }),
      'from',
      'Old Address must be at most 500 characters',
    );

    // One redirect per old address, however it is spelled.
    await createRedirect('/taken-address', '/membership');
    const taken = await create({ from: '/Taken-Address/', to: '/events' });
    expectInvalid(taken, 'from', 'There is already a redirect from this address.');
    const other = await createRedirect('/free-address', '/events');
    const renamed = await api('PUT', '/api/Redirect/UpdateRedirect', {
      id: other,
      from: '/taken-address',
      to: '/events',
    });
    expectInvalid(renamed, 'from', 'There is already a redirect from this address.');
  });

  it('answers 404 for a redirect that is not there', async () => {
    const missing = 'The redirect was not found.';
    expectAnswer(await api('GET', '/api/Redirect/GetRedirectById?redirectId=99999'), 404, missing);
    const update = { id: 99999, from: '/nowhere', to: '/home' };
    expectAnswer(await api('PUT', '/api/Redirect/UpdateRedirect', update), 404, missing);
    expectAnswer(
      await api('DELETE', '/api/Redirect/DeleteRedirect?redirectId=99999'),
      404,
      missing,
    );
  });

  itNeedsSignIn(() => t, resourceCalls('Redirect', 'Redirects', 'redirectId'));

  it('is for administrators only: editors are refused every call', async () => {
    const id = await createRedirect('/editors-may-not', '/home');
    const calls: [InjectOptions['method'], string, object?][] = [
      ['GET', '/api/Redirect/GetAllRedirects'],
      ['GET', `/api/Redirect/GetRedirectById?redirectId=${id}`],
      ['POST', '/api/Redirect/CreateRedirect', { from: '/by-editor', to: '/home' }],
      ['PUT', '/api/Redirect/UpdateRedirect', { id, from: '/editors-may-not', to: '/events' }],
      ['DELETE', `/api/Redirect/DeleteRedirect?redirectId=${id}`],
    ];
    for (const [method, url, payload] of calls) {
      expectAnswer(
        await api(method, url, payload, editor),
        403,
        'Only administrators can do this.',
      );
    }
    expect(await redirectFrom('/editors-may-not')).toMatchObject({ to: '/home' });
  });
});

describe('a visitor at an old address', () => {
  it('is sent on with a 301, with their query string, however the address is spelled', async () => {
    await createRedirect('/old-events', '/events');
    expect(await visit('/old-events')).toEqual({ status: 301, location: '/events' });
    expect(await visit('/Old-Events/?utm_source=mail')).toEqual({
      status: 301,
      location: '/events?utm_source=mail',
    });
    await createRedirect('/partner', 'https://example.com/café?ref=chamber');
    // Another site's address keeps its own query; the header is percent-encoded.
    expect(await visit('/partner?utm_source=mail')).toEqual({
      status: 301,
      location: 'https://example.com/caf%C3%A9?ref=chamber',
    });
  });

  it('meets the page when the address has one: a redirect never hides a page', async () => {
    const url = freshUrl('still-here');
    await publishedDocument('Page', url);
    await createRedirect(url, '/events');
    expect(await visit(url)).toEqual({ status: 200, location: undefined });
    // An address with neither page nor redirect is still not found.
    expect((await visit('/never-was-here')).status).toBe(404);
  });
});

describe('a published page or blog given a new url', () => {
  it.each(['Page', 'Blog'] as const)(
    '%s: the old address leads to the new one, without chains',
    async (kind) => {
      const first = freshUrl('harbour-walk');
      const second = freshUrl('waterfront-walk');
      const third = freshUrl('seaside-walk');
      const id = await publishedDocument(kind, first);

      expect((await move(kind, id, second)).statusCode).toBe(200);
      expect(await visit(first)).toEqual({ status: 301, location: second });
      expect(await visit(second)).toMatchObject({ status: 200 });
      expect(await redirectFrom(first)).toMatchObject({ to: second, automatic: true });

      // Moved again: both old addresses lead straight to the newest.
      await move(kind, id, third);
      expect(await visit(first)).toEqual({ status: 301, location: third });
      expect(await visit(second)).toEqual({ status: 301, location: third });

      // Back at its first address: that one is a page again, not a redirect.
      await move(kind, id, first);
      expect(await redirectFrom(first)).toBeUndefined();
      expect(await visit(first)).toMatchObject({ status: 200 });
      expect(await visit(third)).toEqual({ status: 301, location: first });
    },
  );

  it('takes over a redirect typed by hand for the address it leaves', async () => {
    const live = freshUrl('typed-over');
    const next = freshUrl('typed-over-moved');
    const id = await publishedDocument('Page', live);
    // Unused while the page is there: the page wins.
    await createRedirect(live, '/events');
    expect(await visit(live)).toMatchObject({ status: 200 });

    await move('Page', id, next);
    expect(await visit(live)).toEqual({ status: 301, location: next });
    expect(await redirectFrom(live)).toMatchObject({ to: next, automatic: true, version: 2 });
  });

  it('leaves the redirect when the new url is published, not when it is saved as a draft', async () => {
    const live = freshUrl('draft-move');
    const next = freshUrl('draft-moved');
    const id = await publishedDocument('Page', live);
    expect((await move('Page', id, next, true)).statusCode).toBe(200);
    expect(await redirectFrom(live)).toBeUndefined();
    expect(await visit(live)).toMatchObject({ status: 200 });

    const published = await api('POST', '/api/Publishing/Publish', { type: 'page', id });
    expect(published.statusCode, published.body).toBe(200);
    expect(await visit(live)).toEqual({ status: 301, location: next });
  });

  it('leaves none for a page visitors never saw', async () => {
    const draftUrl = freshUrl('never-public');
    const created = await api('POST', '/api/Page/CreatePage', {
      name: 'Never public',
      url: draftUrl,
      draft: true,
    });
    const id = created.json().id as number;
    await move('Page', id, freshUrl('still-never-public'), true);
    expect(await redirectFrom(draftUrl)).toBeUndefined();
  });
});
