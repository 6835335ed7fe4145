/**
 * Demo content for a fresh site (SEED_DEMO, on by default): a believable, fictional chamber so the
 * public site is not empty on first start. The content is data (demo-content/*.json); each
 * domain's module here checks its file and stores it. Loaded only into a database without any
 * content, and all in one transaction, so a half-seeded site cannot happen.
 */
import type { Db } from '../db/client.ts';
import type { Attachments } from '../plugins/uploads.ts';
import { seedBanners } from './banners.ts';
import { readDemoContent, type DemoContent } from './demo-content.ts';
import { seedDeals } from './deals.ts';
import { seedEvents } from './events.ts';
import { seedFixedPages } from './fixed-pages.ts';
import { seedFooter } from './footer.ts';
import { drawPicture } from './images.ts';
import { seedMembers } from './members.ts';
import { seedMenu } from './menu.ts';
import { seedBlogs, seedPages } from './pages.ts';
import { seedSections } from './sections.ts';
import { lookUp, type DemoSeeding } from './seeding.ts';
import { seedSettings } from './settings.ts';

/** True when there is no page, menu item, event, section or banner yet. */
export async function hasNoContent(db: Db) {
  const tables = [
    'pages',
    'blogs',
    'menuItems',
    'events',
    'contentSections',
    'banners',
    'footerItems',
  ] as const;
  for (const table of tables) {
    if (await db.selectFrom(table).select('id').limit(1).executeTakeFirst()) return false;
  }
  return true;
}

export async function seedDemoContent(
  db: Db,
  attachments: Attachments,
  log: (line: string) => void,
) {
  if (!(await hasNoContent(db))) return false;
  const content = readDemoContent();
  const now = new Date();
  const stored = new Map<string, string>();
  try {
    // Pictures first: if drawing fails nothing is written to the database. Whatever fails, the
    // pictures stored so far are removed again below.
    for (const [name, picture] of Object.entries(content.pictures)) {
      stored.set(name, await attachments.storeImage(await drawPicture(picture)));
    }
    const picture = (name: string) => lookUp(stored, name, 'pictures.json');
    await db
      .transaction()
      .execute((trx) => fillSite({ trx, now, stamp: now.toISOString(), picture }, content));
  } catch (error) {
    await Promise.all([...stored.values()].map((file) => attachments.remove(file)));
    // Another process sharing this database seeded it at the same moment: nothing to do.
    if (!(await hasNoContent(db))) return false;
    throw error;
  }
  log('Demo content loaded (turn off with SEED_DEMO=false).');
  return true;
}

/** Each domain after the ones it refers to by key. */
async function fillSite(seeding: DemoSeeding, content: DemoContent) {
  await seedSettings(seeding, content.settings);
  const sections = await seedSections(seeding, content.sections);
  const banners = await seedBanners(seeding, content.banners);
  const pages = await seedPages(seeding, content.pages, { sections, banners });
  const fixedPages = await seedFixedPages(seeding, content.fixedPages);
  await seedBlogs(seeding, content.blogs, { sections, banners });
  await seedEvents(seeding, content.events);
  await seedMenu(seeding, content.menu, new Map([...pages, ...fixedPages]));
  await seedFooter(seeding, content.footer);
  await seedMembers(seeding, content.members);
  // After the members they belong to.
  await seedDeals(seeding, content.deals);
}
