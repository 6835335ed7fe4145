/**
 * What search engines and link previews read: the head of every public URL (title, description,
 * canonical, Open Graph, Twitter card, JSON-LD), the sitemap and robots.txt. The site info is
 * inlined into the page so the first paint needs no API round trip.
 */
import {
  attachmentPath,
  imageSrcSet,
  homeHeroEntry,
  id,
  isEventFilter,
  PUBLIC_PAGES,
  publicPageAt,
  SEARCH_MAX_LENGTH,
  type InlinedData,
  type InlinedDocument,
  type SiteInfo,
} from '@chamber/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createEventsService } from '../events/service.ts';
import { createHomeService } from '../home/service.ts';
import { createDynamicPagesService } from '../dynamic-pages/service.ts';
import { createSearchService } from '../search/service.ts';

/** Screens that must not be indexed but are real (200); the browser alone draws them. */
const PRIVATE_SCREENS = /^\/(login|reset-password)$|^\/(admin|cms)(\/|$)/;
const BIO_PAGE = /^\/bio-[a-z0-9-]+$/;

/** The event an `/events/{id}` path shows; null for other paths and for ids no row can have. */
function eventIdOf(path: string): number | null {
  const parsed = id.safeParse(/^\/events\/(\d+)$/.exec(path)?.[1]);
  return parsed.success ? parsed.data : null;
}

/** The web app's server-side drawing of a screen (apps/web/src/server.tsx). */
export type DrawScreen = (url: URL, data: InlinedData) => Promise<string | null>;

type Head = {
  status: 200 | 404;
  title: string;
  description: string | null;
  keywords: string | null;
  canonicalPath: string | null;
  image: string | null;
  type: 'website' | 'article' | 'event';
  noindex?: boolean;
  jsonLd: object[];
};

/**
 * What a public URL's page is drawn from: its path (decoded, lower-cased, without a trailing
 * slash) and the query parameters its screen reads, in one canonical form: the events filter
 * (`show`) and the search text (`q`), read as the browser reads them. Any other parameter
 * (utm_source, fbclid, gclid…) changes nothing on the page, so it is left out of the drawing and
 * of the cache key.
 */
export function pageAddress(url: string): { path: string; query: string } {
  const [rawPath, rawQuery = ''] = url.split('#')[0].split(/\?(.*)/s);
  let decoded = rawPath || '/';
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    // Not a path of ours either way: it answers the not-found page.
  }
  const path = (decoded.replace(/\/+$/, '') || '/').toLowerCase();
  const params = new URLSearchParams(rawQuery);
  if (path === '/events') {
    const show = params.get('show');
    return { path, query: isEventFilter(show) && show !== 'all' ? `?show=${show}` : '' };
  }
  if (path === '/search') {
    const q = params.get('q')?.trim();
    return { path, query: q ? `?${new URLSearchParams({ q })}` : '' };
  }
  return { path, query: '' };
}

/**
 * The search text of a /search page's canonical query, when Home/Search would take it (not too
 * long, no NUL character); otherwise the page is drawn without hits, as the browser shows it.
 */
function searchText(query: string) {
  const q = new URLSearchParams(query).get('q');
  return q && q.length <= SEARCH_MAX_LENGTH && !q.includes('\u0000') ? q : null;
}

export function createSeoService(db: Db, config: Config) {
  const dynamic = createDynamicPagesService(db);

  /**
   * What a URL's screen shows, as the API answers it (the page or blog, the events, the search
   * hits), so the screen draws without a round trip; null for other URLs (or one switched off
   * meanwhile).
   */
  async function documentFor(
    url: string,
    query: string,
    info: SiteInfo,
  ): Promise<InlinedDocument | null> {
    const visitor = { signedIn: false };
    if (url === '/events') return { kind: 'events', id: null, data: await events.list(visitor) };
    if (url === '/search') {
      const text = searchText(query);
      return text === null ? null : { kind: 'search', id: text, data: await search.search(text) };
    }
    const eventId = eventIdOf(url);
    if (eventId !== null) {
      return events.get(eventId, visitor).then(
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
  }

  const home = createHomeService(db);
  const events = createEventsService(db);
  const search = createSearchService(db);
  const absolute = (path: string) => `${config.publicUrl}${path}`;
  const imageUrl = (filePath: string | null | undefined) =>
    filePath ? absolute(attachmentPath(filePath)) : null;

  function organization(info: SiteInfo) {
    const sameAs = [
      info.facebookLink,
      info.instagramLink,
      info.twitterLink,
      info.linkedInLink,
      info.youtubeLink,
      info.tiktokLink,
    ].filter(Boolean);
    return {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: info.companyName,
      url: absolute('/home'),
      ...(info.companyLogoPath ? { logo: imageUrl(info.companyLogoPath) } : {}),
      ...(info.emailAddress ? { email: info.emailAddress } : {}),
      ...(info.phoneNumber ? { telephone: info.phoneNumber } : {}),
      ...(info.streetAddress1
        ? {
            address: {
              '@type': 'PostalAddress',
              streetAddress: info.streetAddress1,
              addressLocality: info.city,
              addressRegion: info.state,
              postalCode: info.zipCode,
            },
          }
        : {}),
      ...(sameAs.length ? { sameAs } : {}),
    };
  }

  async function headFor(path: string, query: string, info: SiteInfo): Promise<Head> {
    const base = {
      description: info.seo,
      keywords: null,
      image: imageUrl(info.companyLogoPath),
      jsonLd: [] as object[],
    };
    if (path === '/home') {
      const homePage = await db
        .selectFrom('pages')
        .selectAll()
        .where('url', '=', '/home')
        .where('isActive', '=', true)
        .executeTakeFirst();
      return {
        ...base,
        status: 200,
        title: homePage?.title || 'Home',
        description: homePage?.description || info.seo,
        keywords: homePage?.keywords ?? null,
        canonicalPath: '/home',
        image: imageUrl(homePage?.bannerImageFilePath) ?? base.image,
        type: 'website',
        jsonLd: [organization(info)],
      };
    }
    const fixed = publicPageAt(path);
    if (fixed) {
      return {
        ...base,
        status: 200,
        title: fixed.title,
        description: fixed.description ?? info.seo,
        canonicalPath: path,
        type: 'website',
        // Search results are made of words anyone can put in a link: not for an index.
        noindex: path === '/search' && query !== '',
      };
    }
    if (PRIVATE_SCREENS.test(path)) {
      return {
        ...base,
        status: 200,
        title: path.startsWith('/login') ? 'Login' : 'Staff area',
        canonicalPath: null,
        type: 'website',
        noindex: true,
      };
    }
    if (BIO_PAGE.test(path)) {
      return { ...base, status: 200, title: 'Team member', canonicalPath: path, type: 'website' };
    }
    const eventId = eventIdOf(path);
    if (eventId !== null) {
      const row = await db
        .selectFrom('events')
        .selectAll()
        .where('id', '=', eventId)
        .where('isActive', '=', true)
        .executeTakeFirst();
      if (!row) return notFound(base);
      const place = [
        row.addressTitle,
        row.addressLine1,
        row.addressLine2,
        row.city,
        row.state,
        row.zipcode,
      ].filter(Boolean);
      return {
        ...base,
        status: 200,
        title: row.title,
        description: summary(row.description) ?? info.seo,
        canonicalPath: path,
        image: imageUrl(row.imagePath) ?? base.image,
        type: 'event',
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'Event',
            name: row.title,
            startDate: row.startsAt,
            ...(row.endsAt ? { endDate: row.endsAt } : {}),
            eventStatus: 'https://schema.org/EventScheduled',
            eventAttendanceMode:
              row.eventType === 'webinar'
                ? 'https://schema.org/OnlineEventAttendanceMode'
                : 'https://schema.org/OfflineEventAttendanceMode',
            ...(row.description ? { description: row.description } : {}),
            ...(row.imagePath ? { image: [imageUrl(row.imagePath)] } : {}),
            location:
              row.eventType === 'webinar'
                ? { '@type': 'VirtualLocation', url: absolute(path) }
                : {
                    '@type': 'Place',
                    name: row.addressTitle ?? row.addressLine1,
                    address: place.join(', '),
                  },
            organizer: { '@type': 'Organization', name: info.companyName, url: absolute('/home') },
          },
        ],
      };
    }
    const summaryOf = info.pages.find((page) => page.url.toLowerCase() === path);
    if (summaryOf) {
      const table = summaryOf.isBlog ? 'blogs' : 'pages';
      const row = await db
        .selectFrom(table)
        .selectAll()
        .where('id', '=', summaryOf.id)
        .executeTakeFirst();
      if (!row) return notFound(base);
      const title = (summaryOf.isBlog ? row.name : row.title || row.name) ?? row.name;
      return {
        ...base,
        status: 200,
        title,
        description: row.description || info.seo,
        keywords: row.keywords,
        canonicalPath: row.url,
        image: imageUrl(row.bannerImageFilePath) ?? base.image,
        type: summaryOf.isBlog ? 'article' : 'website',
        jsonLd: summaryOf.isBlog
          ? [
              {
                '@context': 'https://schema.org',
                '@type': 'BlogPosting',
                headline: row.name,
                datePublished: row.addedOn,
                dateModified: row.updatedAt,
                ...(row.description ? { description: row.description } : {}),
                ...(row.bannerImageFilePath ? { image: [imageUrl(row.bannerImageFilePath)] } : {}),
                author: { '@type': 'Person', name: row.addedBy ?? info.companyName },
                publisher: organization(info),
                mainEntityOfPage: absolute(row.url),
              },
            ]
          : [],
      };
    }
    return notFound(base);
  }

  function notFound(base: Pick<Head, 'description' | 'keywords' | 'image' | 'jsonLd'>): Head {
    return {
      ...base,
      status: 404,
      title: 'Page not found',
      canonicalPath: null,
      type: 'website',
      noindex: true,
    };
  }

  return {
    /**
     * The app's index.html with the head of the page at `path` (with `query`, as pageAddress
     * gives them), the site info and, for public screens, the screen drawn by `drawScreen`; 404
     * for unknown URLs.
     */
    async renderPage(
      { path, query }: { path: string; query: string },
      indexHtml: string,
      drawScreen: DrawScreen | null,
    ) {
      const info = await home.getSiteInfo();
      const [head, document] = await Promise.all([
        headFor(path, query, info),
        documentFor(path, query, info),
      ]);
      const screen =
        drawScreen && !PRIVATE_SCREENS.test(path)
          ? await drawScreen(new URL(`${path}${query}`, config.publicUrl), {
              siteInfo: info,
              document,
            })
          : null;
      // The home hero is the first paint's largest picture: fetched alongside the scripts.
      const hero =
        head.canonicalPath === '/home' && document?.kind === 'page'
          ? (homeHeroEntry(document.data.pageContentSectionBanners)?.banner?.bannerItems[0]
              ?.imagePath ?? null)
          : null;
      const fullTitle = `${head.title} | ${info.companyName}`;
      const tags = [
        `<title>${escapeHtml(fullTitle)}</title>`,
        head.description
          ? `<meta name="description" content="${escapeHtml(head.description)}">`
          : '',
        head.keywords ? `<meta name="keywords" content="${escapeHtml(head.keywords)}">` : '',
        head.noindex ? '<meta name="robots" content="noindex">' : '',
        head.canonicalPath
          ? `<link rel="canonical" href="${escapeHtml(absolute(head.canonicalPath))}">`
          : '',
        `<meta property="og:site_name" content="${escapeHtml(info.companyName)}">`,
        `<meta property="og:title" content="${escapeHtml(head.title)}">`,
        head.description
          ? `<meta property="og:description" content="${escapeHtml(head.description)}">`
          : '',
        `<meta property="og:type" content="${head.type === 'article' ? 'article' : 'website'}">`,
        head.canonicalPath
          ? `<meta property="og:url" content="${escapeHtml(absolute(head.canonicalPath))}">`
          : '',
        head.image ? `<meta property="og:image" content="${escapeHtml(head.image)}">` : '',
        `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
        `<meta name="twitter:title" content="${escapeHtml(head.title)}">`,
        head.description
          ? `<meta name="twitter:description" content="${escapeHtml(head.description)}">`
          : '',
        head.image ? `<meta name="twitter:image" content="${escapeHtml(head.image)}">` : '',
        info.companyIconPath
          ? `<link rel="icon" href="${escapeHtml(attachmentPath(info.companyIconPath))}">`
          : '',
        ...head.jsonLd.map(
          (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
        ),
        hero
          ? `<link rel="preload" as="image" href="${escapeHtml(attachmentPath(hero))}" imagesrcset="${escapeHtml(imageSrcSet(hero))}" imagesizes="100vw" fetchpriority="high">`
          : '',
        `<script type="application/json" id="site-info">${jsonForScript(info)}</script>`,
        document
          ? `<script type="application/json" id="page-data">${jsonForScript(document)}</script>`
          : '',
      ]
        .filter(Boolean)
        .join('\n    ');
      const html = indexHtml
        .replace(/<title>[^<]*<\/title>/, () => tags)
        .replace('<div id="root"></div>', () => `<div id="root">${screen ?? ''}</div>`);
      const analytics = {
        googleAnalyticsId: info.googleAnalyticsId,
        facebookPixelCode: info.facebookPixelCode,
      };
      return { status: head.status, html, analytics };
    },

    async sitemap() {
      const [pages, blogs, events, settings] = await Promise.all([
        db
          .selectFrom('pages')
          .select(['url', 'updatedAt'])
          .where('isActive', '=', true)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('blogs')
          .select(['url', 'updatedAt'])
          .where('isActive', '=', true)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('events')
          .select(['id', 'updatedAt'])
          .where('isActive', '=', true)
          .orderBy('id')
          .execute(),
        db.selectFrom('companySettings').select('updatedAt').where('id', '=', 1).executeTakeFirst(),
      ]);
      const fixedLastmod = settings?.updatedAt ?? new Date().toISOString();
      const entries = [
        ...PUBLIC_PAGES.filter(
          ({ path, inSitemap }) => inSitemap && !pages.some((page) => page.url === path),
        ).map(({ path }) => ({ path, lastmod: fixedLastmod })),
        ...pages.map((page) => ({ path: page.url, lastmod: page.updatedAt })),
        ...blogs.map((blog) => ({ path: blog.url, lastmod: blog.updatedAt })),
        ...events.map((event) => ({ path: `/events/${event.id}`, lastmod: event.updatedAt })),
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

function summary(text: string | null) {
  if (!text) return null;
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > 160 ? `${clean.slice(0, 157)}…` : clean;
}

function escapeHtml(text: string) {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** JSON that is safe inside a <script> element: nothing in it can close the element. */
function jsonForScript(data: unknown) {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
