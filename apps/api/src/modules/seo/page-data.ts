/**
 * The data a public screen shows, inlined into its page as the API would answer it (the page or
 * blog, the events, the search hits), so the browser draws it without a round trip.
 */
import {
  BLOG_LIST_PATH,
  BLOG_TITLE_PARAM,
  dealIdOf,
  DEAL_PROPOSAL_PATH,
  DEALS_PATH,
  blogListQuery,
  DIRECTORY_PATH,
  memberListQuery,
  memberSlugOf,
  type InlinedDocument,
  type SiteInfo,
} from '@chamber/contracts';
import type { Db } from '../../db/client.ts';
import { VISITOR } from '../../lib/resource.ts';
import { createBlogListing } from '../blogs/listing.ts';
import { createDynamicPagesService } from '../dynamic-pages/service.ts';
import { eventsOn } from '../events/service.ts';
import { visitorDeals } from '../deals/service.ts';
import { createSearchService } from '../search/service.ts';
import { createDirectory } from '../members/directory.ts';
import { eventIdOf, searchText } from './page-address.ts';

export function createPageData(db: Db) {
  const dynamic = createDynamicPagesService(db);
  const events = eventsOn(db);
  const deals = visitorDeals(db);
  const search = createSearchService(db);
  const blogs = createBlogListing(db);
  const directory = createDirectory(db);

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
    // Hot Deals (decision 144); a deal that is not current is not found.
    if (url === DEALS_PATH) return { kind: 'deals', id: null, data: await deals.current() };
    if (url === DEAL_PROPOSAL_PATH) {
      return { kind: 'dealMembers', id: null, data: await deals.members() };
    }
    const dealId = dealIdOf(url);
    if (dealId !== null) {
      return deals.currentOne(dealId).then(
        (data) => ({ kind: 'deal', id: dealId, data }),
        () => null,
      );
    }
    if (url === BLOG_LIST_PATH) {
      // A search by title shows blogs of the site info; the list under it is the whole list's.
      if (new URLSearchParams(query).has(BLOG_TITLE_PARAM)) query = '';
      // `query` is already canonical (page-address.ts): it parses.
      const filters = blogListQuery.parse(Object.fromEntries(new URLSearchParams(query)));
      return { kind: 'blogs', id: query, data: await blogs.list(filters) };
    }
    // The member directory (decision 143); `query` is canonical (page-address.ts): it parses.
    if (url === DIRECTORY_PATH) {
      const filters = memberListQuery.parse(Object.fromEntries(new URLSearchParams(query)));
      return { kind: 'directory', id: query, data: await directory.list(filters) };
    }
    const memberSlug = memberSlugOf(url);
    if (memberSlug !== null) {
      return directory.bySlug(memberSlug).then(
        (data) => ({ kind: 'member', id: memberSlug, data }),
        () => null,
      );
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
