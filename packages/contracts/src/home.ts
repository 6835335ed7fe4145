/** Public reads: site info, dynamic pages and blogs, and search results. */
import type { Settings } from './settings.ts';
import type { DynamicBlog, DynamicPage } from './dynamic-pages.ts';
import type { ChamberEvent } from './events.ts';
import type { FooterItem } from './footer-items.ts';
import type { DynamicContentEntry } from './page-content.ts';
import type { Page } from './pages.ts';

/** A menu link of the public header; `pageUrl` is null when the item uses a custom link. */
export type SiteMenuLink = {
  id: number;
  name: string;
  pageUrl: string | null;
  customLink: string | null;
  openInNewTab: boolean;
};
/** A top-level menu item with its active children in order. */
export type SiteMenuItem = SiteMenuLink & { assignedMenuItems: SiteMenuLink[] };

/** A page or blog the public site routes by its url. */
export type SitePage = Pick<
  Page,
  'id' | 'name' | 'title' | 'url' | 'bannerImageFilePath' | 'addedOn' | 'addedBy'
> & { isBlog: boolean };

/** `GET /Home/GetCMSInfo`: the company settings plus what the public shell needs. */
export type SiteInfo = Settings & {
  menuItems: SiteMenuItem[];
  pages: SitePage[];
  footerItems: Pick<FooterItem, 'id' | 'label' | 'to'>[];
};

/** The longest search text: `Home/Search` refuses a longer one, the search screen says why. */
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_TOO_LONG_MESSAGE = `The search text must be at most ${SEARCH_MAX_LENGTH} characters`;
/** The most hits `Home/Search` answers. */
export const SEARCH_MAX_RESULTS = 20;

/** A hit of the site search. */
export type SearchResult = {
  kind: 'page' | 'blog' | 'event';
  id: number;
  title: string;
  url: string;
  excerpt: string;
};

/**
 * What the server inlines into the HTML it sends for a URL (`#page-data`), as the API would answer
 * a visitor: the page or blog (Home/GetDynamicPage|Blog), the event list (Event/GetAllEvents),
 * one event (Event/GetEventById) or the hits for a search text (Home/Search; `id` is the text).
 * The server draws the screen from it and the browser takes it over without a round trip.
 */
export type InlinedDocument =
  | { kind: 'page'; id: number; data: DynamicPage }
  | { kind: 'blog'; id: number; data: DynamicBlog }
  | { kind: 'events'; id: null; data: ChamberEvent[] }
  | { kind: 'event'; id: number; data: ChamberEvent }
  | { kind: 'search'; id: string; data: SearchResult[] };

/** What a server-drawn page was drawn from: the site info and this URL's inlined document. */
export type InlinedData = { siteInfo: SiteInfo; document: InlinedDocument | null };

/**
 * The home screen's hero: the first entry whose banner has slides. The server preloads its first
 * slide; the home screen draws it as the carousel at the top.
 */
export function homeHeroEntry<T extends Pick<DynamicContentEntry, 'banner'>>(entries: T[]) {
  return entries.find((entry) => entry.banner && entry.banner.bannerItems.length > 0);
}
