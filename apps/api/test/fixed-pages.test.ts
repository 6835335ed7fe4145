/**
 * The pages that were fixed screens are ordinary pages (docs/decisions/138-fixed-pages-as-content.md):
 * the demo content loads them, Pages lists them, each url draws its page, and a content upgrade
 * at start gives them to a site that already had content without taking a url staff use.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createAttachments } from '../src/plugins/uploads.ts';
import { seedDemoContent } from '../src/seed/demo.ts';
import { upgradeContent } from '../src/seed/upgrades.ts';
import { databaseMigratedTo, withSiteApp, type TestApp } from './helpers.ts';

/** Each fixed page's url and the heading (title) it opens with, a bio page among them. */
const FIXED_PAGES = [
  ['/about-the-chamber', 'About the Chamber'],
  ['/board-of-directors', 'Board of Directors'],
  ['/team-members', 'Our Team'],
  ['/bio-maria-alvarez', 'Maria Alvarez'],
  ['/bio-karen-wells', 'Karen Wells'],
  ['/economic-development', 'Economic Development'],
  ['/resources', 'Small Business Resources'],
  ['/education', 'Education'],
  ['/lifestyle-and-community', 'Lifestyle and Community'],
  ['/contact', 'Contact Us'],
] as const;

type PageRow = { id: number; url: string; title: string | null; isActive: boolean };
type DrawnPage = {
  kind: string;
  data: {
    title: string;
    pageContentSectionBanners: {
      contentSection: { type: string; title: string | null; primaryButtonLink: string | null };
    }[];
  };
};

describe('the fixed pages in the demo content', () => {
  let t: TestApp;
  let token: string;
  withSiteApp(async (app) => {
    t = app;
    await seedDemoContent(t.database.db, createAttachments(t.config.dataDir), () => {});
    token = (await t.login()).token;
  });

  const html = async (url: string) => {
    const response = await t.request({ method: 'GET', url });
    return { status: response.statusCode, body: response.body };
  };
  const pageData = (body: string): DrawnPage =>
    JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(body)![1]);

  it('lists each as an active page (Page/GetAllPages)', async () => {
    const response = await t.request({ method: 'GET', url: '/api/Page/GetAllPages', token });
    expect(response.statusCode).toBe(200);
    const pages = response.json() as PageRow[];
    for (const [url, title] of FIXED_PAGES) {
      expect(pages.find((page) => page.url === url)).toMatchObject({ title, isActive: true });
    }
  });

  it.each(FIXED_PAGES)('draws %s as its page, with its title and content', async (url, title) => {
    const { status, body } = await html(url);
    expect(status).toBe(200);
    expect(body).toContain(`<title>${title} | Bayport Chamber of Commerce</title>`);
    expect(body).toContain(`<link rel="canonical" href="${t.config.publicUrl}${url}">`);
    const drawn = pageData(body);
    expect(drawn).toMatchObject({ kind: 'page', data: { title } });
    expect(drawn.data.pageContentSectionBanners.length).toBeGreaterThan(0);
  });

  it('gives every board and team member a card that leads to their bio page', async () => {
    const pages = (
      await t.request({ method: 'GET', url: '/api/Page/GetAllPages', token })
    ).json() as PageRow[];
    for (const listing of ['/board-of-directors', '/team-members']) {
      const { data } = pageData((await html(listing)).body);
      const tiles = data.pageContentSectionBanners
        .map((entry) => entry.contentSection)
        .filter((section) => section.type === 'CONTENT_SECTION_TILE');
      expect(tiles.length, listing).toBeGreaterThanOrEqual(5);
      for (const tile of tiles) {
        expect(tile.primaryButtonLink).toMatch(/^\/bio-[a-z-]+$/);
        expect(pages.some((page) => page.url === tile.primaryButtonLink)).toBe(true);
      }
    }
  });
});

describe('the fixed-pages content upgrade', () => {
  let drop: () => Promise<void> = async () => {};
  afterEach(() => drop());

  /** A site as it was before: the pages come with the next start (migrate, then upgrade). */
  async function siteBefore() {
    const old = await databaseMigratedTo('0020_redirects');
    drop = old.drop;
    return old.handle;
  }
  async function start(handle: Awaited<ReturnType<typeof siteBefore>>) {
    await migrateToLatest(handle);
    return upgradeContent(handle.db);
  }
  const stamp = new Date().toISOString();
  const pageRow = (name: string, url: string) => ({
    name,
    title: name,
    url,
    isBannerVisible: true,
    isActive: true,
    addedBy: 'Staff',
    addedOn: stamp,
    updatedAt: stamp,
  });

  it('adds the fixed pages to a site with content, leaving a url staff use to their page', async () => {
    const handle = await siteBefore();
    await handle.db
      .insertInto('pages')
      .values([pageRow('Membership', '/membership'), pageRow('Our schools', '/Education')])
      .execute();

    expect(await start(handle)).toEqual(['fixed-pages']);

    const pages = await handle.db.selectFrom('pages').select(['name', 'title', 'url']).execute();
    expect(pages.filter((page) => page.url.toLowerCase() === '/education')).toEqual([
      { name: 'Our schools', title: 'Our schools', url: '/Education' },
    ]);
    for (const [url, title] of FIXED_PAGES.filter(([url]) => url !== '/education')) {
      expect(
        pages.find((page) => page.url === url),
        url,
      ).toMatchObject({ title });
    }
    // The pages come with their content: the board page lists its people on tiles.
    const board = await handle.db
      .selectFrom('pages')
      .innerJoin('pageContentEntries', 'pageContentEntries.pageId', 'pages.id')
      .innerJoin('contentSections', 'contentSections.id', 'pageContentEntries.contentSectionId')
      .select(['contentSections.type', 'contentSections.title'])
      .where('pages.url', '=', '/board-of-directors')
      .orderBy('pageContentEntries.sortOrder')
      .execute();
    expect(board[0]).toEqual({ type: 'CONTENT_SECTION_TEXTONLY', title: 'Executive Committee' });
    expect(board.filter((section) => section.type === 'CONTENT_SECTION_TILE')).toHaveLength(11);
    // None of the education page's own sections were made for a page that was not added.
    const educationSections = await handle.db
      .selectFrom('contentSections')
      .select('id')
      .where('name', 'like', 'Education –%')
      .execute();
    expect(educationSections).toEqual([]);

    // Once: a page staff delete afterwards is not brought back at the next start.
    await handle.db.deleteFrom('pageContentEntries').execute();
    await handle.db.deleteFrom('pages').where('url', '=', '/resources').execute();
    expect(await upgradeContent(handle.db)).toEqual([]);
    const resources = await handle.db
      .selectFrom('pages')
      .select('id')
      .where('url', '=', '/resources')
      .execute();
    expect(resources).toEqual([]);
  });

  it('leaves a new, empty database empty (the demo content brings the pages)', async () => {
    const handle = await siteBefore();
    expect(await start(handle)).toEqual([]);
    expect(await handle.db.selectFrom('pages').select('id').execute()).toEqual([]);
    expect(await handle.db.selectFrom('contentSections').select('id').execute()).toEqual([]);
  });
});
