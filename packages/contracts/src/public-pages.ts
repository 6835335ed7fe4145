/**
 * The website's fixed public pages, each once: its path, the title its tab and search results
 * show, and its description for search engines and link previews. The web app's router gives
 * each its screen, the server draws each page's head and lists them in the sitemap, and no stored
 * page or blog may take their urls. A page is added here, then its screen in apps/web/src/routes.tsx.
 * Beside them, the rules of the home and search pages that the server shares with the browser.
 * No zod here: the first page imports this file.
 */
import type { DynamicContentEntry } from './page-content.ts';

type PublicPage = {
  path: string;
  title: string;
  /** Without one, the chamber's own site description is used. */
  description?: string;
  /** Whether search engines find it in the sitemap (not search results: anyone can word them). */
  inSitemap: boolean;
};

export const PUBLIC_PAGES = [
  { path: '/home', title: 'Home', inSitemap: true },
  {
    path: '/events',
    title: 'Events',
    description: 'Webinars, conferences and workshops from the Chamber.',
    inSitemap: true,
  },
  {
    path: '/blogs-and-reviews',
    title: 'Blogs and Reviews',
    description: 'News and stories from the Chamber and its members.',
    inSitemap: true,
  },
  { path: '/search', title: 'Search', inSitemap: false },
  {
    path: '/directory',
    title: 'Member Directory',
    description: 'The businesses and organisations that make up our Chamber.',
    inSitemap: true,
  },
  {
    path: '/deals',
    title: 'Hot Deals',
    description: 'Offers from Chamber members, for a limited time.',
    inSitemap: true,
  },
  {
    path: '/deals/propose',
    title: 'Propose a Deal',
    description: 'Chamber members: send us an offer to show on Hot Deals.',
    inSitemap: true,
  },
] as const satisfies readonly PublicPage[];

export type PublicPagePath = (typeof PUBLIC_PAGES)[number]['path'];

/**
 * What news readers and calendar apps subscribe to, at fixed addresses: every page's head names
 * the two news feeds and /events links the calendar. The API serves them (modules/feeds); no page
 * or blog may take these urls.
 */
export const FEEDS = {
  rss: '/rss.xml',
  atom: '/atom.xml',
  calendar: '/events.ics',
} as const;

/** The fixed public page at `path` (lower-case, no trailing slash), if there is one. */
export function publicPageAt(path: string): PublicPage | undefined {
  return PUBLIC_PAGES.find((page) => page.path === path);
}

/** An event's own public page: the events list, search, sitemap, calendar and previews link here. */
/**
 * An address of the site as it is matched: case-insensitive and with or without a trailing slash,
 * so "/About-Us/" and "/about-us" are one address. Pages, blogs and redirects are stored this way.
 */
export const addressKey = (path: string) => path.trim().toLowerCase().replace(/\/+$/, '') || '/';

export const eventPath = (id: number) => `/events/${id}`;

/**
 * The home screen's hero: the first entry whose banner has slides. The server preloads its first
 * slide; the home screen draws it as the carousel at the top.
 */
export function homeHeroEntry<T extends Pick<DynamicContentEntry, 'banner'>>(entries: T[]) {
  return entries.find((entry) => entry.banner && entry.banner.bannerItems.length > 0);
}

/** The longest search text: the search box stops there, and `Home/Search` refuses a longer one. */
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_TOO_LONG_MESSAGE = `The search text must be at most ${SEARCH_MAX_LENGTH} characters`;
