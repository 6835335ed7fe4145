/**
 * The public read cache: ETags, 304s, invalidation by every kind of write, and across instances;
 * keyed on what an answer depends on and bounded in bytes, whatever URLs visitors make up.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { cachePlugin } from '../src/plugins/cache.ts';
import { createAttachments } from '../src/plugins/uploads.ts';
import { seedDemoContent } from '../src/seed/demo.ts';
import { createTestApp, multipart, type TestApp } from './helpers.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent(t.database.db, createAttachments(t.config.dataDir), () => {});
  token = (await t.login()).token;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url, headers });

async function homePageId() {
  const info = (await get('/api/Home/GetCMSInfo')).json();
  return info.pages.find((p: { url: string }) => p.url === '/home').id as number;
}

describe('public read cache', () => {
  it('answers with an ETag and 304 when the client already has it', async () => {
    const first = await get('/api/Home/GetCMSInfo');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/api/Home/GetCMSInfo', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const cached = await get('/api/Home/GetCMSInfo');
    expect(cached.body).toBe(first.body);
  });

  it('is emptied by every kind of content write, so visitors see changes at once', async () => {
    const pageId = await homePageId();
    const watched = [
      '/api/Home/GetCMSInfo',
      `/api/Home/GetDynamicPage?dynamicPageId=${pageId}`,
      '/api/Event/GetAllEvents',
    ];
    const { db } = t.database;
    const section = await db
      .selectFrom('contentSections as s')
      .innerJoin('pageContentEntries as e', 'e.contentSectionId', 's.id')
      .select(['s.id', 's.name', 's.type'])
      .where('e.pageId', '=', pageId)
      .where('s.type', '=', 'CONTENT_SECTION_DEFAULT')
      .executeTakeFirstOrThrow();
    const event = (await get('/api/Event/GetAllEvents')).json()[0];
    const writes: [string, () => Promise<{ statusCode: number; body: string }>][] = [
      [
        'footer item',
        () =>
          t.request({
            method: 'POST',
            url: '/api/FooterItem/CreateFooterItem',
            token,
            payload: { label: 'Cache test', to: '/home' },
          }),
      ],
      [
        'menu item',
        () =>
          t.request({
            method: 'POST',
            url: '/api/MenuItem/CreateMenuItem',
            token,
            payload: { name: 'Cache menu', customLink: '/events' },
          }),
      ],
      [
        'company settings',
        () =>
          t.request({
            method: 'PUT',
            url: '/api/Asset/UpdateAsset',
            token,
            ...multipart({ companyName: 'Renamed Chamber', emailAddress: 'hello@example.com' }),
          }),
      ],
      [
        'content section',
        () =>
          t.request({
            method: 'PUT',
            url: '/api/ContentSection/UpdateContentSection',
            token,
            ...multipart({
              id: section.id,
              name: section.name,
              type: section.type,
              title: 'A fresh title',
              description: 'Fresh words',
              alignment: 'CENTER',
              isActive: true,
            }),
          }),
      ],
      [
        'event',
        () =>
          t.request({
            method: 'PUT',
            url: '/api/Event/UpdateEvent',
            token,
            ...multipart({
              ...event,
              id: event.id,
              title: 'Renamed event',
              start: event.start,
              end: event.end ?? '',
              imageUrl: undefined as never,
            }),
          }),
      ],
    ];
    for (const [kind, write] of writes) {
      const before = await Promise.all(watched.map((url) => get(url)));
      const response = await write();
      expect(response.statusCode, `${kind}: ${response.body}`).toBe(200);
      const after = await Promise.all(watched.map((url) => get(url)));
      const changed = after.some((answer, i) => answer.body !== before[i].body);
      expect(changed, `${kind} is visible at once`).toBe(true);
    }
  });

  it('never serves signed-in staff from the visitors cache', async () => {
    const { db } = t.database;
    const event = await db.selectFrom('events').select('id').executeTakeFirstOrThrow();
    await db.updateTable('events').set({ isActive: false }).where('id', '=', event.id).execute();
    t.app.publicCache.invalidate();
    const anonymous = (await get('/api/Event/GetAllEvents')).json();
    const staff = (
      await t.request({ method: 'GET', url: '/api/Event/GetAllEvents', token })
    ).json();
    expect(anonymous.some((e: { id: number }) => e.id === event.id)).toBe(false);
    expect(staff.some((e: { id: number }) => e.id === event.id)).toBe(true);
  });
});

describe('what visitors can make the cache keep', () => {
  it('keys on the parameters a route reads: made-up ones share the clean URL’s entry and ETag', async () => {
    const pageId = await homePageId();
    const eventId = (await get('/api/Event/GetAllEvents')).json()[0].id as number;
    const clean = [
      '/api/Home/GetCMSInfo',
      '/api/Event/GetAllEvents',
      `/api/Event/GetEventById?eventId=${eventId}`,
      `/api/Home/GetDynamicPage?dynamicPageId=${pageId}`,
    ];
    const etags = new Map<string, string>();
    for (const url of clean) etags.set(url, (await get(url)).headers.etag as string);
    const entries = t.app.publicCache.size;
    const madeUp = (i: number) =>
      [
        `utm_source=newsletter-${i}`,
        `fbclid=IwAR${i}`,
        `x${i}=${i}`,
        `UTM_CAMPAIGN=${i}&gclid=${i}`,
      ][i % 4];
    for (let i = 0; i < 2000; i++) {
      const url = clean[i % clean.length];
      const response = await get(`${url}${url.includes('?') ? '&' : '?'}${madeUp(i)}`);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers.etag, url).toBe(etags.get(url));
    }
    // Parameters in another order, and the path in other letter cases or with a trailing slash.
    expect(
      (await get(`/api/home/getdynamicpage/?fbclid=1&dynamicPageId=${pageId}`)).headers.etag,
    ).toBe(etags.get(`/api/Home/GetDynamicPage?dynamicPageId=${pageId}`));
    expect(t.app.publicCache.size).toBe(entries);
  });

  it('keeps no answer for a query that does not validate', async () => {
    const entries = t.app.publicCache.size;
    for (let i = 0; i < 50; i++) {
      const response = await get(`/api/Event/GetEventById?eventId=not-a-number-${i}`);
      expect(response.statusCode).toBe(400);
    }
    expect(t.app.publicCache.size).toBe(entries);
  });

  it('stays within its byte budget however many different answers it is asked to keep', async () => {
    const maxBytes = 64 * 1024;
    const app = Fastify({ logger: false });
    await app.register(cachePlugin, { databaseUrl: null, databaseSchema: null, maxBytes });
    let made = 0;
    const pageQuery = z.object({ page: z.coerce.number().int().min(1) });
    app.get('/numbers', { config: { publicCache: { query: pageQuery } } }, async (request) => {
      made += 1;
      const { page } = pageQuery.parse(request.query);
      return { page, text: `${page} `.repeat(300) };
    });
    try {
      const first = await app.inject({ method: 'GET', url: '/numbers?page=1' });
      for (let page = 2; page <= 2000; page++) {
        await app.inject({ method: 'GET', url: `/numbers?page=${page}` });
        await app.publicCache.remember(
          `value ${page}`,
          async () => 'v'.repeat(1000),
          (v) => v.length,
        );
        expect(app.publicCache.bytes).toBeLessThanOrEqual(maxBytes);
      }
      expect(made).toBe(2000);
      // The most recent answers are kept; the oldest made room for them.
      const recent = await app.inject({ method: 'GET', url: '/numbers?page=2000' });
      expect(made).toBe(2000);
      expect(recent.statusCode).toBe(200);
      const again = await app.inject({ method: 'GET', url: '/numbers?page=1' });
      expect(made).toBe(2001);
      expect(again.headers.etag).toBe(first.headers.etag);
    } finally {
      await app.close();
    }
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'two instances on one PostgreSQL database',
  () => {
    it('a change made through one is served by the other within one second', async () => {
      const second = await buildApp({
        config: t.config,
        database: openDatabase(t.config),
        logger: false,
      });
      try {
        const read = () => second.inject({ method: 'GET', url: '/api/Home/GetCMSInfo' });
        const before = (await read()).json();
        expect((await read()).headers.etag).toBeDefined(); // warm: served from memory now
        const response = await t.request({
          method: 'POST',
          url: '/api/FooterItem/CreateFooterItem',
          token,
          payload: { label: 'Seen everywhere', to: '/events' },
        });
        expect(response.statusCode).toBe(200);
        const deadline = Date.now() + 1000;
        let seen = false;
        while (Date.now() < deadline && !seen) {
          const labels = (await read()).json().footerItems.map((f: { label: string }) => f.label);
          seen = labels.includes('Seen everywhere');
          if (!seen) await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(before.footerItems.map((f: { label: string }) => f.label)).not.toContain(
          'Seen everywhere',
        );
        expect(seen).toBe(true);
      } finally {
        await second.close();
      }
    });
  },
);
