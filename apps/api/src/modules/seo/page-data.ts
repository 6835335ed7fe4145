/**
 * The data a public screen shows, inlined into its page as the API would answer it (the page or
 * blog, the events, the search hits), so the browser draws it without a round trip.
 */
import {
  BLOG_LIST_PATH,
  blogListQuery,
  type InlinedDocument,
  type SiteInfo,
} from '@chamber/contracts';
import type { Db } from '../../db/client.ts';
import { VISITOR } from '../../lib/resource.ts';
import { createBlogListing } from '../blogs/listing.ts';
import { createDynamicPagesService } from '../dynamic-pages/service.ts';
import { eventsOn } from '../events/service.ts';
import { createSearchService } from '../search/service.ts';
import { eventIdOf, searchText } from './page-address.ts';

export function createPageData(db: Db) {
  const dynamic = createDynamicPagesService(db);
  const events = eventsOn(db);
  const search = createSearchService(db);
  const blogs = createBlogListing(db);

  /**
   * What a URL's screen shows, as the API answers it (the page or blog, the events, the search
   * hits), so the screen draws without a round trip; null for other URLs (or one switched off
   * meanwhile).
   */
  return async function documentFor(
    url: string,
    query: string,
    info: SiteInfo,
  ): Promise<InlinedDocument | null> {
    if (url === '/events') return { kind: 'events', id: null, data: await events.list(VISITOR) };
    if (url === BLOG_LIST_PATH) {
      // `query` is already canonical (page-address.ts): it parses.
      const filters = blogListQuery.parse(Object.fromEntries(new URLSearchParams(query)));
      return { kind: 'blogs', id: query, data: await blogs.list(filters) };
    }
    if (url === '/search') {
      const text = searchText(query);
      return text === null ? null : { kind: 'search', id: text, data: await search.search(text) };
    }
    const eventId = eventIdOf(url);
    if (eventId !== null) {
      return events.get(eventId, VISITOR).then(
        (data) => ({ kind: 'event', id: eventId, data }),
        () => null,
      );
    }
    const summary = info.pages.find((page) => page.url.toLowerCase() === url);
    if (!summary) return null;
    try {
      return summary.isBlog
        ? { kind: 'blog', id: summary.id, data: await dynamic.blog(summary.id) }
        : { kind: 'page', id: summary.id, data: await dynamic.page(summary.id) };
    } catch {
      return null;
    }
  };
}
