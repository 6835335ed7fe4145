/**
 * The public feeds at their fixed addresses (FEEDS in @chamber/contracts): news as RSS and Atom,
 * events as an iCalendar subscription. Kept in memory until the next save, like the sitemap.
 */
import { FEEDS } from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../types.ts';
import { createFeeds } from './service.ts';

const ONE_HOUR_MS = 60 * 60 * 1000;

export async function feedsRoutes(app: FastifyInstance, { db, config }: ModuleOptions) {
  const feeds = createFeeds(db, config);

  /** Answers `path` with the text `produce` makes, kept under `key` until the next save. */
  function serve(path: string, type: string, key: () => string, produce: () => Promise<string>) {
    app.get(
      path,
      { config: { access: 'public' }, schema: { hide: true } },
      async (_request, reply) => {
        const body = await app.publicCache.remember(key(), produce, (kept) => kept.length);
        return reply
          .type(`${type}; charset=utf-8`)
          .header('cache-control', 'public, max-age=300')
          .send(body);
      },
    );
  }

  serve(
    FEEDS.rss,
    'application/rss+xml',
    () => 'rss.xml',
    () => feeds.rss(FEEDS.rss),
  );
  serve(
    FEEDS.atom,
    'application/atom+xml',
    () => 'atom.xml',
    () => feeds.atom(FEEDS.atom),
  );
  // Which events are upcoming changes with the clock as well as with saves: a kept copy serves
  // within its hour only, so an event that has ended leaves the calendar within the hour.
  serve(
    FEEDS.calendar,
    'text/calendar',
    () => `events.ics ${Math.floor(Date.now() / ONE_HOUR_MS)}`,
    () => feeds.calendar(new Date()),
  );
}
