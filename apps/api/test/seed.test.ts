import { readdirSync } from 'node:fs';
import path from 'node:path';
import { SECTION_KINDS, type DynamicContentEntry, type SiteInfo } from '@chamber/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAttachments } from '../src/plugins/uploads.ts';
import { readDemoContent } from '../src/seed/demo-content.ts';
import { seedDemoContent } from '../src/seed/demo.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo content', () => {
  it('fills an empty site with a believable chamber, once', async () => {
    const attachments = createAttachments(t.config.dataDir);
    expect(await seedDemoContent(t.database.db, attachments, () => {})).toBe(true);
    const info = (await t.request({ method: 'GET', url: '/api/Home/GetCMSInfo' })).json();
    expect(info.companyName).toBe('Bayport Chamber of Commerce');
    expect(info.menuItems.length).toBeGreaterThanOrEqual(5);
    expect(
      info.menuItems.some((m: { assignedMenuItems: unknown[] }) => m.assignedMenuItems.length > 0),
    ).toBe(true);
    expect(info.pages.filter((p: { isBlog: boolean }) => p.isBlog)).toHaveLength(3);
    expect(info.pages.map((p: { url: string }) => p.url)).toContain('/home');
    expect(info.footerItems.length).toBeGreaterThan(0);

    // The logo is a real image the public site can load.
    const logo = await t.request({
      method: 'GET',
      url: `/api/Attachments/${info.companyLogoPath}`,
    });
    expect(logo.statusCode).toBe(200);

    const { db } = t.database;
    const kinds = await db.selectFrom('contentSections').select('type').distinct().execute();
    expect(kinds).toHaveLength(SECTION_KINDS.length);
    const events = await db.selectFrom('events').select(['eventType', 'startsAt']).execute();
    expect(new Set(events.map((e) => e.eventType))).toEqual(
      new Set(['webinar', 'conference', 'workshop']),
    );
    const now = new Date().toISOString();
    expect(events.some((e) => e.startsAt < now) && events.some((e) => e.startsAt > now)).toBe(true);
    const slides = await db.selectFrom('bannerItems').select('id').execute();
    expect(slides).toHaveLength(3);

    // A second start finds content and leaves it alone.
    const files = readdirSync(path.join(t.config.dataDir, 'attachments')).length;
    expect(await seedDemoContent(t.database.db, attachments, () => {})).toBe(false);
    expect(readdirSync(path.join(t.config.dataDir, 'attachments')).length).toBe(files);
    // The pages of pages.json and of fixed-pages.json (About, Board, Team, 16 bios, guides, Contact).
    expect(await db.selectFrom('pages').select('id').execute()).toHaveLength(3 + 24);
  });

  it('shows each page and blog with the content its demo file lists, in that order', async () => {
    // Seeds only if the test above has not (it answers false on a seeded site).
    await seedDemoContent(t.database.db, createAttachments(t.config.dataDir), () => {});
    const demo = readDemoContent();
    const info: SiteInfo = (await t.request({ method: 'GET', url: '/api/Home/GetCMSInfo' })).json();
    for (const document of [...Object.values(demo.pages), ...demo.blogs]) {
      const { id, isBlog } = info.pages.find((page) => page.url === document.url)!;
      const answer = (
        await t.request({
          method: 'GET',
          url: `/api/Home/GetDynamic${isBlog ? 'Blog' : 'Page'}?dynamicPageId=${id}`,
        })
      ).json();
      const entries: DynamicContentEntry[] =
        answer.pageContentSectionBanners ?? answer.blogContentSectionBanners;
      expect(
        entries.map((entry) => entry.banner?.name ?? entry.contentSection?.name),
        document.url,
      ).toEqual(
        document.content.map((entry) =>
          'banner' in entry ? demo.banners[entry.banner].name : demo.sections[entry.section].name,
        ),
      );
    }
  });
});
