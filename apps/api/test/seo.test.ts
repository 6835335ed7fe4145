/** Heads for search engines and link previews, 404s, the sitemap and robots.txt. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '@chamber/contracts';
import { createAttachments } from '../src/plugins/uploads.ts';
import { seedDemoContent } from '../src/seed/demo.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let buildDir: string;
beforeAll(async () => {
  // A stand-in for the web build: index.html, and a server build (dist-ssr) that writes down what
  // it was asked to draw, so these tests see what the server hands it (the browser tests run the
  // real one). Drawing /blogs-and-reviews fails, as a broken screen would.
  buildDir = mkdtempSync(path.join(tmpdir(), 'chamber-web-'));
  const webDir = path.join(buildDir, 'dist');
  mkdirSync(webDir);
  mkdirSync(path.join(buildDir, 'dist-ssr'));
  writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><meta charset="UTF-8"><title>Chamber</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(buildDir, 'dist-ssr', 'server.js'),
    `export async function renderPage(url, data) {
      if (url.pathname === '/blogs-and-reviews') throw new Error('this screen is broken');
      const drawn = { path: url.pathname, search: url.search, company: data.siteInfo.companyName, kind: data.document?.kind ?? null, document: data.document, siteInfo: data.siteInfo };
      return '<p id="drawn">' + JSON.stringify(drawn).replace(/&/g, '&amp;').replace(/</g, '&lt;') + '</p>';
    }`,
  );
  t = await createTestApp({ WEB_DIST_DIR: webDir, PUBLIC_URL: 'https://bayport.example' });
  await seedDemoContent(t.database.db, createAttachments(t.config.dataDir), () => {});
});
afterAll(async () => {
  await t.close();
  rmSync(buildDir, { recursive: true, force: true });
});

const html = async (url: string) => {
  const response = await t.request({ method: 'GET', url });
  return { status: response.statusCode, body: response.body };
};
const meta = (body: string, attr: string, name: string) =>
  new RegExp(`<meta ${attr}="${name}" content="([^"]*)">`).exec(body)?.[1];
/** What the stand-in drew the page from, as the server handed it over; null if not drawn. */
const drawn = (body: string) => {
  const root = /<div id="root">(.*?)<\/div>/s.exec(body)![1];
  const found = /<p id="drawn">(.*)<\/p>/.exec(root);
  return found ? JSON.parse(found[1].replace(/&lt;/g, '<').replace(/&amp;/g, '&')) : null;
};
/** The page, blog, events or search a URL shows, as its screen was drawn from it. */
const pageData = (body: string) => drawn(body).document;
const jsonLd = (body: string) =>
  [...body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]),
  );

describe('server-rendered heads', () => {
  it('gives /home its title, description, canonical link, preview tags, Organization data, drawn from the site info', async () => {
    const { status, body } = await html('/home');
    expect(status).toBe(200);
    expect(body).toContain('<title>Welcome to Bayport | Bayport Chamber of Commerce</title>');
    expect(meta(body, 'name', 'description')).toContain('Bayport');
    expect(body).toContain('<link rel="canonical" href="https://bayport.example/home">');
    expect(meta(body, 'property', 'og:title')).toBe('Welcome to Bayport');
    expect(meta(body, 'property', 'og:image')).toMatch(
      /^https:\/\/bayport\.example\/api\/Attachments\/.+/,
    );
    expect(meta(body, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(jsonLd(body)[0]).toMatchObject({
      '@type': 'Organization',
      name: 'Bayport Chamber of Commerce',
    });
    const api = (await t.request({ method: 'GET', url: '/api/Home/GetCMSInfo' })).json();
    expect(drawn(body).siteInfo).toEqual(api);
    // A drawn page is not taken over by the app: the data it was drawn from stays on the server
    // (docs/decisions/150-first-paint.md).
    expect(body).not.toContain('id="site-info"');
    expect(body).not.toContain('id="page-data"');
    expect(body).not.toContain('id="image-facts"');
  });

  it('draws the page or blog a URL shows from its data, and preloads the home hero’s first slide', async () => {
    const info = (await t.request({ method: 'GET', url: '/api/Home/GetCMSInfo' })).json() as {
      pages: { id: number; url: string; isBlog: boolean }[];
    };
    const idOf = (url: string) => info.pages.find((page) => page.url === url)!.id;
    const dynamic = async (kind: 'Page' | 'Blog', id: number) =>
      (
        await t.request({ method: 'GET', url: `/api/Home/GetDynamic${kind}?dynamicPageId=${id}` })
      ).json();

    const home = (await html('/home')).body;
    expect(pageData(home)).toEqual({
      kind: 'page',
      id: idOf('/home'),
      data: await dynamic('Page', idOf('/home')),
    });
    const firstSlide = (
      pageData(home).data.pageContentSectionBanners as {
        banner: { bannerItems: { imagePath: string }[] } | null;
      }[]
    ).find((entry) => entry.banner && entry.banner.bannerItems.length > 0)!.banner!.bannerItems[0]
      .imagePath;
    const preload =
      /<link rel="preload" as="image" href="([^"]+)" imagesrcset="([^"]+)" imagesizes="100vw" fetchpriority="high">/.exec(
        home,
      );
    expect(preload?.[1]).toBe(`/api/Attachments/${firstSlide}`);
    expect(preload?.[2]).toContain(`${firstSlide.replace(/\.[a-z]+$/, '')}-960.webp 960w`);

    const blogId = idOf('/blog/new-board-chair');
    const blog = (await html('/blog/new-board-chair')).body;
    expect(pageData(blog)).toEqual({
      kind: 'blog',
      id: blogId,
      data: await dynamic('Blog', blogId),
    });
    expect(blog).not.toContain('rel="preload" as="image"');

    const events = (await t.request({ method: 'GET', url: '/api/Event/GetAllEvents' })).json() as {
      id: number;
    }[];
    expect(pageData((await html('/events')).body)).toEqual({
      kind: 'events',
      id: null,
      data: events,
    });
    const event = (
      await t.request({ method: 'GET', url: `/api/Event/GetEventById?eventId=${events[0].id}` })
    ).json();
    expect(pageData((await html(`/events/${events[0].id}`)).body)).toEqual({
      kind: 'event',
      id: events[0].id,
      data: event,
    });
    expect((await html('/search')).body).not.toContain('id="page-data"');
  });

  it('uses a page’s own title, description and keywords', async () => {
    const { status, body } = await html('/visit-bayport');
    expect(status).toBe(200);
    expect(body).toContain('<title>Visit Bayport | Bayport Chamber of Commerce</title>');
    expect(meta(body, 'name', 'keywords')).toBe('visit, tourism, harbor, beaches, downtown');
  });

  it('describes a blog as a BlogPosting and an event as an Event', async () => {
    const blog = await html('/blog/new-board-chair');
    expect(blog.status).toBe(200);
    expect(jsonLd(blog.body)[0]).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Five questions for our new board chair',
    });
    expect(meta(blog.body, 'property', 'og:type')).toBe('article');

    const event = await t.database.db
      .selectFrom('events')
      .select(['id', 'title'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const detail = await html(`/events/${event.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toContain(`<title>${event.title} | Bayport Chamber of Commerce</title>`);
    expect(jsonLd(detail.body)[0]).toMatchObject({
      '@type': 'Event',
      name: event.title,
      organizer: { '@type': 'Organization', name: 'Bayport Chamber of Commerce' },
    });
  });

  it("names an event's own organizer in its structured data", async () => {
    const event = await t.database.db
      .selectFrom('events')
      .select(['id'])
      .where('isActive', '=', true)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('events')
      .set({ organizer: 'Bayport Rotary Club' })
      .where('id', '=', event.id)
      .execute();
    t.app.publicCache.invalidate(); // the database was changed behind the API's back
    const detail = await html(`/events/${event.id}`);
    expect(jsonLd(detail.body)[0]).toMatchObject({
      organizer: { '@type': 'Organization', name: 'Bayport Rotary Club' },
    });
  });

  it('falls back to the company SEO text on fixed pages without their own', async () => {
    const { status, body } = await html('/search');
    expect(status).toBe(200);
    expect(body).toContain('<title>Search | Bayport Chamber of Commerce</title>');
    expect(meta(body, 'name', 'description')).toContain('connects local businesses');
    const search = await html('/search?q=harbor');
    expect(meta(search.body, 'name', 'description')).toContain('connects local businesses');
  });

  it('answers unknown URLs and inactive content with 404 and the app (its not-found screen)', async () => {
    for (const url of ['/no-such-page', '/events/999999', '/blog/does-not-exist']) {
      const { status, body } = await html(url);
      expect(status, url).toBe(404);
      expect(body).toContain('<div id="root"><p id="drawn">');
      expect(body).toContain('<meta name="robots" content="noindex">');
    }
    const setMembershipActive = async (isActive: boolean) => {
      await t.database.db
        .updateTable('pages')
        .set({ isActive })
        .where('url', '=', '/membership')
        .execute();
      t.app.publicCache.invalidate();
    };
    await setMembershipActive(false);
    expect((await html('/membership')).status).toBe(404);
    await setMembershipActive(true);
  });

  it('keeps staff screens out of search engines', async () => {
    const { status, body } = await html('/cms/management/pages');
    expect(status).toBe(200);
    expect(body).toContain('<meta name="robots" content="noindex">');
  });

  it('cannot be broken out of by content: markup in titles stays text', async () => {
    const setCompanyName = async (companyName: string) => {
      await t.database.db
        .updateTable('companySettings')
        .set({ companyName })
        .where('id', '=', 1)
        .execute();
      t.app.publicCache.invalidate();
    };
    await setCompanyName('</script><script>alert(1)</script>');
    const { body } = await html('/home');
    expect(body).not.toContain('<script>alert(1)</script>');
    expect(body).toContain('&lt;/script&gt;');
    await setCompanyName('Bayport Chamber of Commerce');
  });
});

describe('screens drawn on the server', () => {
  it('sends public pages with their screen drawn from the site info and the inlined data', async () => {
    expect(drawn((await html('/home')).body)).toMatchObject({
      path: '/home',
      search: '',
      company: 'Bayport Chamber of Commerce',
      kind: 'page',
    });
    expect(drawn((await html('/events')).body)).toMatchObject({ path: '/events', kind: 'events' });
    expect(drawn((await html('/blog/new-board-chair')).body)).toMatchObject({ kind: 'blog' });
    expect(drawn((await html('/contact')).body)).toMatchObject({ path: '/contact', kind: 'page' });
    // Unknown URLs too: the visitor reads the not-found screen at once.
    const missing = await html('/no-such-page');
    expect(missing.status).toBe(404);
    expect(drawn(missing.body)).toMatchObject({ path: '/no-such-page' });
  });

  it('leaves staff screens to the browser', async () => {
    for (const url of [
      '/login',
      '/reset-password',
      '/cms/management/pages',
      '/admin/management/users',
    ]) {
      expect(drawn((await html(url)).body), url).toBeNull();
    }
  });

  it('sends the site root to /home for good, with the visitor’s query string', async () => {
    for (const [url, location] of [
      ['/', '/home'],
      ['/?utm_source=newsletter&utm_medium=email', '/home?utm_source=newsletter&utm_medium=email'],
    ]) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(location);
    }
  });

  it('draws pages reached with tracking parameters as the plain page, from one kept copy', async () => {
    const tracked = [
      '?utm_source=newsletter&utm_medium=email&utm_campaign=spring',
      '?fbclid=IwAR0abc',
      '?gclid=Cj0KCQ',
      '?ref=partner&x=1',
    ];
    const pages = [
      ...PUBLIC_PAGES.map(({ path }) => path).filter((path) => path !== '/blogs-and-reviews'),
      '/membership',
    ];
    for (const path of pages) {
      const plain = await html(path);
      expect(drawn(plain.body), path).toMatchObject({ path, search: '' });
      for (const query of tracked) {
        const withQuery = await html(`${path}${query}`);
        expect(withQuery.status, `${path}${query}`).toBe(plain.status);
        expect(withQuery.body, `${path}${query}`).toBe(plain.body);
      }
    }
    const entries = t.app.publicCache.size;
    for (let i = 0; i < 2000; i++) {
      const path = ['/home', '/events', '/membership', '/contact'][i % 4];
      const response = await html(`${path}?utm_source=soak-${i}&fbclid=${i}&k${i}=${i}`);
      expect(response.status).toBe(200);
    }
    expect(t.app.publicCache.size).toBe(entries);
  });

  it('draws the events filter and the search a visitor asked for, ignoring other parameters', async () => {
    const past = await html('/events?utm_source=x&show=past&fbclid=y');
    expect(drawn(past.body)).toMatchObject({
      path: '/events',
      search: '?show=past',
      kind: 'events',
    });
    expect((await html('/events?show=past')).body).toBe(past.body);
    // A filter the screen does not know shows every event, as the plain page does.
    expect((await html('/events?show=nonsense')).body).toBe((await html('/events')).body);

    const api = (await t.request({ method: 'GET', url: '/api/Home/Search?q=harbor' })).json();
    expect(api.length).toBeGreaterThan(0);
    const search = await html('/search?q=%20harbor%20&utm_medium=email');
    expect(search.status).toBe(200);
    expect(drawn(search.body)).toMatchObject({
      path: '/search',
      search: '?q=harbor',
      kind: 'search',
    });
    expect(pageData(search.body)).toEqual({ kind: 'search', id: 'harbor', data: api });
    // Results pages are for visitors, not for search engines' index.
    expect(search.body).toContain('<meta name="robots" content="noindex">');
    expect((await html('/search?q=harbor')).body).toBe(search.body);
    const plain = await html('/search');
    expect(drawn(plain.body)).toMatchObject({ path: '/search', search: '', kind: null });
    expect(plain.body).not.toContain('noindex');
  });

  it('draws a search text the search refuses without searching for it', async () => {
    const long = 'a'.repeat(101);
    const { status, body } = await html(`/search?q=${long}`);
    expect(status).toBe(200);
    expect(drawn(body)).toMatchObject({ search: `?q=${long}`, kind: null });
    const nul = await html('/search?q=harbor%00');
    expect(nul.status).toBe(200);
    expect(drawn(nul.body)).toMatchObject({ path: '/search', kind: null });
  });

  it('still sends the page, for the browser to draw, when drawing it fails', async () => {
    const { status, body } = await html('/blogs-and-reviews');
    expect(status).toBe(200);
    expect(body).toContain('<div id="root"></div>');
    expect(body).toContain('<title>Blogs and Reviews | Bayport Chamber of Commerce</title>');
    // The app draws it from the data inlined for it.
    const inlined = (id: string) =>
      JSON.parse(
        new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(body)![1],
      );
    expect(inlined('site-info').companyName).toBe('Bayport Chamber of Commerce');
    expect(inlined('page-data')).toMatchObject({ kind: 'blogs' });
  });
});

describe('sitemap and robots', () => {
  it('lists every active page, blog, event and fixed page with a lastmod', async () => {
    const response = await t.request({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locs = [
      ...response.body.matchAll(/<loc>([^<]+)<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/g),
    ].map((m) => m[1]);
    for (const path of [
      '/home',
      '/membership',
      '/visit-bayport',
      '/blog/harbor-dredging',
      '/resources',
      '/contact',
      '/events',
      '/about-the-chamber',
    ]) {
      expect(locs).toContain(`https://bayport.example${path}`);
    }
    const events = await t.database.db
      .selectFrom('events')
      .select('id')
      .where('isActive', '=', true)
      .execute();
    for (const { id } of events) expect(locs).toContain(`https://bayport.example/events/${id}`);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('robots.txt keeps crawlers out of the staff area and names the sitemap', async () => {
    const response = await t.request({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    for (const line of [
      'Disallow: /admin',
      'Disallow: /cms',
      'Disallow: /login',
      'Sitemap: https://bayport.example/sitemap.xml',
    ]) {
      expect(response.body).toContain(line);
    }
  });
});
