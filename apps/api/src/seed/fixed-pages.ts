/**
 * The pages that were screens of the web app until decision 138 (docs/decisions/
 * 138-fixed-pages-as-content.md): About the Chamber, Board of Directors, Our Team with a bio page
 * per person, Economic Development, Small Business Resources, Education, Lifestyle and Community,
 * and Contact Us, with the words those screens showed (demo-content/fixed-pages.json). The demo
 * content loads them with the rest; an upgrade (upgrades.ts) gives them to a site that already had
 * content.
 * A page whose url is taken (by a page or blog staff made) is left out, so nothing is overwritten.
 */
import { addressKey } from '@chamber/contracts';
import { z } from 'zod';
import { demoPages, seedPages } from './pages.ts';
import { demoSections, seedSections } from './sections.ts';
import type { DemoSeeding } from './seeding.ts';

export const demoFixedPages = z.strictObject({ sections: demoSections, pages: demoPages });
type FixedPages = z.output<typeof demoFixedPages>;

/** Stores the pages whose url is free, with their sections; answers their ids by key. */
export async function seedFixedPages(seeding: DemoSeeding, fixed: FixedPages) {
  const taken = new Set<string>();
  for (const table of ['pages', 'blogs'] as const) {
    const rows = await seeding.trx.selectFrom(table).select('url').execute();
    for (const row of rows) taken.add(addressKey(row.url));
  }
  const pages = Object.fromEntries(
    Object.entries(fixed.pages).filter(([, page]) => !taken.has(addressKey(page.url))),
  );
  const used = new Set(
    Object.values(pages).flatMap((page) =>
      page.content.flatMap((entry) => ('section' in entry ? [entry.section] : [])),
    ),
  );
  const sections = await seedSections(
    seeding,
    Object.fromEntries(Object.entries(fixed.sections).filter(([key]) => used.has(key))),
  );
  return seedPages(seeding, pages, { sections, banners: new Map() });
}
