/** What crawlers read beside the pages: /sitemap.xml and /robots.txt. */
import { PUBLIC_PAGES, dealPath, eventPath, memberPath } from '@chamber/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { eventsOn } from '../events/service.ts';
import { chamberToday, currentDeals } from '../deals/service.ts';
import { documentsOn } from '../pages/documents.ts';
import { membersOn } from '../members/service.ts';
import { escapeHtml } from './html.ts';

export function createCrawlerFiles(db: Db, config: Config) {
  const absolute = (path: string) => `${config.publicUrl}${path}`;
  return {
    async sitemap() {
      const [pages, blogs, events, settings, deals, members] = await Promise.all([
        documentsOn(db, 'page')
          .forVisitors(db.selectFrom('pages').select(['url', 'updatedAt']))
          .orderBy('id')
          .execute(),
        documentsOn(db, 'blog')
          .forVisitors(db.selectFrom('blogs').select(['url', 'updatedAt']))
          .orderBy('id')
          .execute(),
        eventsOn(db)
          .forVisitors(db.selectFrom('events').select(['id', 'updatedAt']))
          .orderBy('id')
          .execute(),
        db.selectFrom('companySettings').select('updatedAt').where('id', '=', 1).executeTakeFirst(),
        chamberToday(db).then((today) => currentDeals(db, today)),
        membersOn(db)
          .forVisitors(db.selectFrom('members').select(['slug', 'updatedAt']))
          .orderBy('id')
          .execute(),
      ]);
      const fixedLastmod = settings?.updatedAt ?? new Date().toISOString();
      const entries = [
        ...PUBLIC_PAGES.filter(
          ({ path, inSitemap }) => inSitemap && !pages.some((page) => page.url === path),
        ).map(({ path }) => ({ path, lastmod: fixedLastmod })),
        ...pages.map((page) => ({ path: page.url, lastmod: page.updatedAt })),
        ...blogs.map((blog) => ({ path: blog.url, lastmod: blog.updatedAt })),
        ...events.map((event) => ({ path: eventPath(event.id), lastmod: event.updatedAt })),
        ...deals.map((deal) => ({ path: dealPath(deal.id), lastmod: deal.updatedAt })),
        ...members.map((member) => ({ path: memberPath(member.slug), lastmod: member.updatedAt })),
      ];
      const urls = entries
        .map(
          ({ path, lastmod }) =>
            `  <url><loc>${escapeHtml(absolute(path))}</loc><lastmod>${lastmod.slice(0, 10)}</lastmod></url>`,
        )
        .join('\n');
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
    },

    robots() {
      return [
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /cms',
        'Disallow: /login',
        'Disallow: /api/',
        'Allow: /api/Attachments/',
        '',
        `Sitemap: ${absolute('/sitemap.xml')}`,
        '',
      ].join('\n');
    },
  };
}
