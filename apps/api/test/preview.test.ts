/**
 * Preview links (decision 119): anyone with the link sees the page, blog or event with its
 * draft, as visitors will once it is published; nobody else does, and the link stops working when
 * it expires or is revoked, with a page that says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  eventFormFields,
  logLines,
  multipart,
  pngImage,
  type TestApp,
} from './helpers.ts';

const log = logLines();
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({}, { logTo: log.stream });
  token = (await t.login()).token;
});
afterAll(() => t.close());

let counter = 0;
const unique = (prefix: string) => `${prefix}-${++counter}-${Date.now() % 100000}`;
const DAY_MS = 24 * 60 * 60 * 1000;

const send = (method: 'POST' | 'PUT' | 'GET' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url, token, ...(payload ? { payload } : {}) });

/** A published page whose title has a draft waiting: "Draft title" over "Published title". */
async function pageWithDraft() {
  const url = `/${unique('page')}`;
  const fields = { name: 'Page name', title: 'Published title', url, isActive: true };
  const created = await send('POST', '/api/Page/CreatePage', fields);
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().id as number;
  const drafted = await send('PUT', '/api/Page/UpdatePage', {
    ...fields,
    id,
    title: 'Draft title',
    draft: true,
  });
  expect(drafted.statusCode, drafted.body).toBe(200);
  return { id, url };
}

async function createLink(body: Record<string, unknown>) {
  const response = await send('POST', '/api/Preview/CreatePreviewLink', body);
  expect(response.statusCode, response.body).toBe(200);
  const link = response.json() as { id: number; url: string; expiresAt: string };
  return { ...link, path: new URL(link.url).pathname };
}

/** The preview page, as someone who is not signed in opens it. */
const open = (path: string) => t.request({ method: 'GET', url: path });

describe('a preview link', () => {
  it('shows anyone who has it the draft, while visitors keep seeing what is published', async () => {
    const { id, url } = await pageWithDraft();
    const before = Date.now();
    const link = await createLink({ type: 'page', id });
    expect(link.url).toMatch(/^http:\/\/[^/]+\/preview\/[A-Za-z0-9_-]{43}$/);
    const lifetime = Date.parse(link.expiresAt) - before;
    expect(lifetime).toBeGreaterThanOrEqual(7 * DAY_MS - 1000);
    expect(lifetime).toBeLessThan(7 * DAY_MS + 60_000);

    const page = await open(link.path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Preview: Draft title');
    expect(page.body).toContain('visitors do not see them yet');
    expect(page.body).not.toContain('Published title');
    // For the holder of the link only: not cached, not indexed, not passed on as a referrer.
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['referrer-policy']).toBe('no-referrer');

    const visitor = await t.request({
      method: 'GET',
      url: `/api/Home/GetDynamicPage?dynamicPageId=${id}`,
    });
    expect(visitor.json().title).toBe('Published title');
    expect((await open(url)).body).not.toContain('Draft title');
  });

  it('shows a page that was never published, which visitors cannot open', async () => {
    const url = `/${unique('new')}`;
    const created = await send('POST', '/api/Page/CreatePage', {
      name: 'Not yet out',
      title: 'Coming soon',
      url,
      draft: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    const hidden = await t.request({
      method: 'GET',
      url: `/api/Home/GetDynamicPage?dynamicPageId=${id}`,
    });
    expect(hidden.statusCode).toBe(404);

    const page = await open((await createLink({ type: 'page', id })).path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Preview: Coming soon');
  });

  it('shows a blog and an event with their drafts', async () => {
    const blogUrl = `/${unique('blog')}`;
    const blog = await send('POST', '/api/Blog/CreateBlog', {
      name: 'Harbor news draft',
      url: blogUrl,
      draft: true,
    });
    expect(blog.statusCode, blog.body).toBe(200);
    const blogPage = await open((await createLink({ type: 'blog', id: blog.json().id })).path);
    expect(blogPage.body).toContain('<title>Preview: Harbor news draft');

    const event = await t.request({
      method: 'POST',
      url: '/api/Event/CreateEvent',
      token,
      ...multipart(
        { ...eventFormFields('Spring mixer draft'), draft: 'true' },
        { image: { data: await pngImage() } },
      ),
    });
    expect(event.statusCode, event.body).toBe(200);
    const eventPage = await open((await createLink({ type: 'event', id: event.json().id })).path);
    expect(eventPage.statusCode).toBe(200);
    expect(eventPage.body).toContain('<title>Preview: Spring mixer draft');
    expect(eventPage.body).toContain('Preview of this event');
  });

  it('works for the days asked, is listed while it works, and stops when it expires', async () => {
    const { id } = await pageWithDraft();
    const link = await createLink({ type: 'page', id, expiresInDays: 1 });
    expect(Date.parse(link.expiresAt) - Date.now()).toBeLessThanOrEqual(DAY_MS);

    const listed = await send('GET', `/api/Preview/GetPreviewLinks?type=page&id=${id}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      expect.objectContaining({ id: link.id, createdByName: expect.any(String) }),
    ]);
    // The list never gives the address again: only a hash of its secret is kept.
    expect(listed.body).not.toContain(link.path.split('/').pop());

    // A day later (the clock moved by moving the link's end into the past).
    await t.database.db
      .updateTable('previewLinks')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', link.id)
      .execute();
    const expired = await open(link.path);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('This preview link has expired');
    expect(expired.body).not.toContain('Draft title');
    expect((await send('GET', `/api/Preview/GetPreviewLinks?type=page&id=${id}`)).json()).toEqual(
      [],
    );
  });

  it('stops working at once when revoked (410), and cannot be revoked twice (404)', async () => {
    const { id } = await pageWithDraft();
    const link = await createLink({ type: 'page', id });
    const revoked = await send('DELETE', `/api/Preview/RevokePreviewLink?id=${link.id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().message).toBe('The preview link no longer works.');
    const page = await open(link.path);
    expect(page.statusCode).toBe(410);
    expect(page.body).not.toContain('Draft title');
    const again = await send('DELETE', `/api/Preview/RevokePreviewLink?id=${link.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('The preview link was not found.');
  });

  it('answers a forged, cut or made-up address with a clear 404 page, never the draft', async () => {
    const { id } = await pageWithDraft();
    const link = await createLink({ type: 'page', id });
    const secret = link.path.split('/').pop()!;
    const forged = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    for (const path of [`/preview/${forged}`, `/preview/${secret.slice(0, 20)}`, '/preview/x']) {
      const page = await open(path);
      expect(page.statusCode, path).toBe(404);
      expect(page.body).toContain('This preview link does not work');
      expect(page.body).not.toContain('Draft title');
    }
  });

  it('says the link does not work once its item is deleted', async () => {
    const { id } = await pageWithDraft();
    const link = await createLink({ type: 'page', id });
    expect((await send('DELETE', `/api/Page/DeletePage?id=${id}`)).statusCode).toBe(200);
    const page = await open(link.path);
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('Draft title');
  });

  it('keeps its secret out of the request log', async () => {
    const { id } = await pageWithDraft();
    const link = await createLink({ type: 'page', id });
    await open(link.path);
    const secret = link.path.split('/').pop()!;
    const lines = log.lines.filter((line) => String(line.url).startsWith('/preview/'));
    expect(lines.length).toBeGreaterThan(0);
    expect(JSON.stringify(log.lines)).not.toContain(secret);
  });

  it('is an address no page or blog can take', async () => {
    const taken = await send('POST', '/api/Page/CreatePage', { name: 'Sneaky', url: '/preview/x' });
    expect(taken.statusCode).toBe(400);
    expect(taken.body).toContain('This URL is used by the website itself');
  });
});

describe('the Preview calls', () => {
  it('refuse a bad type, id or number of days with the field and a clear message', async () => {
    const { id } = await pageWithDraft();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ type: 'menuItem', id }, 'type', 'Please choose a page, blog or event'],
      [{ type: 'page' }, 'id', 'A valid id is required'],
      [{ type: 'page', id, expiresInDays: 0 }, 'expiresInDays', 'at least 1 day'],
      [{ type: 'page', id, expiresInDays: 31 }, 'expiresInDays', 'at most 30 days'],
      [{ type: 'page', id, expiresInDays: 'soon' }, 'expiresInDays', 'number of days'],
    ];
    for (const [body, field, message] of cases) {
      const response = await send('POST', '/api/Preview/CreatePreviewLink', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors[field], JSON.stringify(body)).toContain(message);
    }
    const list = await send('GET', '/api/Preview/GetPreviewLinks?type=page');
    expect(list.statusCode).toBe(400);
    const revoke = await send('DELETE', '/api/Preview/RevokePreviewLink?id=abc');
    expect(revoke.statusCode).toBe(400);
  });

  it('answer 404 for an item or link that does not exist', async () => {
    const create = await send('POST', '/api/Preview/CreatePreviewLink', {
      type: 'event',
      id: 999999,
    });
    expect(create.statusCode).toBe(404);
    expect(create.json().message).toBe('The event was not found.');
    const list = await send('GET', '/api/Preview/GetPreviewLinks?type=blog&id=999999');
    expect(list.statusCode).toBe(404);
    const revoke = await send('DELETE', '/api/Preview/RevokePreviewLink?id=999999');
    expect(revoke.statusCode).toBe(404);
  });

  it('are for signed-in staff only (401)', async () => {
    const { id } = await pageWithDraft();
    const calls = [
      {
        method: 'POST' as const,
        url: '/api/Preview/CreatePreviewLink',
        payload: { type: 'page', id },
      },
      { method: 'GET' as const, url: `/api/Preview/GetPreviewLinks?type=page&id=${id}` },
      { method: 'DELETE' as const, url: '/api/Preview/RevokePreviewLink?id=1' },
    ];
    for (const call of calls) {
      const response = await t.request(call);
      expect(response.statusCode, call.url).toBe(401);
    }
  });
});
