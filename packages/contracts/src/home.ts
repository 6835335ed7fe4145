/** The site info the public shell reads, and the data a server-drawn page arrives with. */
import { z } from 'zod';
import type { BlogList } from './blog-categories.ts';
import type { DynamicBlog, DynamicPage } from './dynamic-pages.ts';
import { defineEndpoints } from './endpoints/define.ts';
import type { ChamberEvent } from './events.ts';
import type { DealMember, PublicDeal } from './deals.ts';
import type { RegistrationPage } from './registrations.ts';
import type { Member, MemberList } from './members.ts';
import { footerItem } from './footer-items.ts';
import { page } from './pages.ts';
import { homeRoutes } from './routes/home.ts';
import type { FormOutcome } from './public-forms.ts';
import type { ImageFacts } from './images.ts';
import type { SearchResult } from './search.ts';
import { settingsAnswer } from './settings.ts';

/**
 * A menu link of the public header; `pageUrl` and `pageName` are null when the item uses a custom
 * link.
 */
const siteMenuLink = z.object({
  id: z.number(),
  name: z.string(),
  pageUrl: z.string().nullable(),
  pageName: z.string().nullable(),
  customLink: z.string().nullable(),
  openInNewTab: z.boolean(),
});
export type SiteMenuLink = z.infer<typeof siteMenuLink>;

/** A top-level menu item with its active children in order. */
const siteMenuItem = siteMenuLink.extend({ assignedMenuItems: z.array(siteMenuLink) });
export type SiteMenuItem = z.infer<typeof siteMenuItem>;

/** A page or blog the public site routes by its url. */
const sitePage = page
  .pick({
    id: true,
    name: true,
    title: true,
    url: true,
    bannerImageFilePath: true,
    addedOn: true,
    addedBy: true,
  })
  .extend({ isBlog: z.boolean() });
export type SitePage = z.infer<typeof sitePage>;

/** `GET /Home/GetCMSInfo`: the company settings plus what the public shell needs. */
const siteInfo = settingsAnswer.extend({
  menuItems: z.array(siteMenuItem),
  pages: z.array(sitePage),
  footerItems: z.array(footerItem.pick({ id: true, label: true, to: true })),
});
export type SiteInfo = z.infer<typeof siteInfo>;

export const homeEndpoints = defineEndpoints('Home', homeRoutes, {
  'Home.GetCMSInfo': {
    summary: 'Site information for the public shell',
    access: 'public',
    publicCache: true,
    answer: siteInfo,
  },
});

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
  | { kind: 'search'; id: string; data: SearchResult[] }
  // The public list of blogs; `id`: its canonical query (blogListSearch).
  | { kind: 'blogs'; id: string; data: BlogList }
  // The answer to a registration form post or cancel link (decision 145); `id`: the event's.
  | { kind: 'registration'; id: number | null; data: RegistrationPage }
  // Hot Deals (decision 144): the current deals, one deal, the proposal form's members.
  | { kind: 'deals'; id: null; data: PublicDeal[] }
  | { kind: 'deal'; id: number; data: PublicDeal }
  | { kind: 'dealMembers'; id: null; data: DealMember[] }
  // The member directory (decision 143): a list's canonical query (directorySearch), a slug.
  | { kind: 'directory'; id: string; data: MemberList }
  | { kind: 'member'; id: string; data: Member };

/** What a server-drawn page was drawn from: the site info and this URL's inlined document. */
export type InlinedData = {
  siteInfo: SiteInfo;
  document: InlinedDocument | null;
  /** A public form just posted to this page (public-forms.ts): the page shows its outcome. */
  form?: FormOutcome | null;
  /** The media library's alt text and focal point of the images the page shows (decision 141). */
  images?: ImageFacts;
};
