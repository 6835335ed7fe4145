/**
 * A public URL's page: the app's index.html with the head search engines and link previews read
 * (title, description, canonical, Open Graph, Twitter card, JSON-LD), the site info and the
 * screen's data inlined (page-data.ts), and the screen drawn on the server. The sitemap and
 * robots.txt are in crawlers.ts; the canonical form of a URL in page-address.ts.
 */
import {
  attachmentPath,
  blogListLink,
  dealIdOf,
  dealPath,
  eventPath,
  memberSlugOf,
  FEEDS,
  imageSrcSet,
  homeHeroEntry,
  publicPageAt,
  type FormOutcome,
  type ImageFacts,
  type InlinedData,
  type BlogList,
  type InlinedDocument,
  type SiteInfo,
} from '@chamber/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { eventsOn } from '../events/service.ts';
import { visitorDeals } from '../deals/service.ts';
import { memberHead } from '../members/seo.ts';
import { htmlToText } from '../search/text.ts';
import { newsFeedTitle } from '../feeds/service.ts';
import { blogReader, type BlogRow } from '../blogs/reading.ts';
import { createHomeService } from '../home/service.ts';
import { documentsOn } from '../pages/documents.ts';
import { escapeHtml, jsonForScript } from './html.ts';
import { eventIdOf } from './page-address.ts';
import { createPageData } from './page-data.ts';
import { describeImages } from '../media/describe.ts';
import type { WebApp } from './web-app.ts';

/** Screens that must not be indexed but are real (200); the browser alone draws them. */
const PRIVATE_SCREENS = /^\/(login|reset-password)$|^\/(admin|cms)(\/|$)/;

/** The web app's server-side drawing of a screen (apps/web/src/server.tsx). */
export type DrawScreen = (url: URL, data: InlinedData) => Promise<string | null>;

type Composed = {
  path: string;
  query: string;
  head: Head;
  document: InlinedDocument | null;
  info: SiteInfo;
  /** A public form just posted to the page (plugins/public-forms.ts). */
  form?: FormOutcome;
};

type Head = {
  status: 200 | 404;
  title: string;
  description: string | null;
  keywords: string | null;
  canonicalPath: string | null;
  image: string | null;
  /** What the image shows, when staff wrote it (a blog's cover). */
  imageAlt?: string | null;
  type: 'website' | 'article' | 'event';
  noindex?: boolean;
  jsonLd: object[];
  /** A blog post's Open Graph article details and author (decision 128). */
  article?: { publishedTime: string | null; author: string | null; tags: string[] };
};

export function createSeoService(db: Db, config: Config) {
  const home = createHomeService(db);
  const documentFor = createPageData(db);
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

  /**
   * A blog post's author (its staff author, else who added it), date, tags, categories and the
   * description of its cover image.
   */
  async function blogHead(row: BlogRow) {
    const reader = await blogReader(db, [row]);
    const fields = reader.fieldsOf(row);
    const { author } = fields;
    return {
      publishedTime: fields.publishedOn,
      author: author?.name ?? row.addedBy ?? null,
      /** The author as JSON-LD's Person: a staff author with their posts' list and photo. */
      person: author
        ? {
            '@type': 'Person',
            name: author.name,
            url: absolute(blogListLink('', { author: author.id })),
            ...(author.photo ? { image: imageUrl(author.photo) } : {}),
          }
        : row.addedBy
          ? { '@type': 'Person', name: row.addedBy }
          : null,
      imageAlt: row.bannerImageFilePath ? fields.bannerImageAlt : null,
      tags: fields.tags.map((tag) => tag.name),
      categories: fields.categories.map((category) => category.name),
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
      const homePage = await documentsOn(db, 'page')
        .forVisitors(db.selectFrom('pages').selectAll().where('url', '=', '/home'))
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
    const eventId = eventIdOf(path);
    if (eventId !== null) {
      const row = await eventsOn(db)
        .forVisitors(db.selectFrom('events').selectAll().where('id', '=', eventId))
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
        canonicalPath: eventPath(eventId),
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
            organizer: row.organizer
              ? { '@type': 'Organization', name: row.organizer }
              : { '@type': 'Organization', name: info.companyName, url: absolute('/home') },
          },
        ],
      };
    }
    const dealId = dealIdOf(path);
    if (dealId !== null) {
      // Ended, or its member left the directory: not found (decision 144).
      const deal = await visitorDeals(db)
        .currentOne(dealId)
        .catch(() => null);
      if (!deal) return notFound(base);
      return {
        ...base,
        status: 200,
        title: deal.title,
        description: summary(htmlToText(deal.description)) ?? info.seo,
        canonicalPath: dealPath(dealId),
        image: imageUrl(deal.imageUrl) ?? base.image,
        type: 'website',
      };
    }
    // A member of the directory, as schema.org LocalBusiness (decision 143).
    const memberSlug = memberSlugOf(path);
    if (memberSlug !== null) {
      const head = await memberHead(db, memberSlug, { absolute, imageUrl });
      return head
        ? { ...base, ...head, description: head.description ?? info.seo }
        : notFound(base);
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
      const blog = summaryOf.isBlog ? await blogHead(row as BlogRow) : null;
      return {
        ...base,
        status: 200,
        title,
        description: row.description || info.seo,
        keywords: row.keywords,
        canonicalPath: row.url,
        image: imageUrl(row.bannerImageFilePath) ?? base.image,
        imageAlt: blog?.imageAlt ?? null,
        type: summaryOf.isBlog ? 'article' : 'website',
        jsonLd: summaryOf.isBlog
          ? [
              {
                '@context': 'https://schema.org',
                '@type': 'BlogPosting',
                headline: row.name,
                datePublished: blog?.publishedTime ?? row.addedOn,
                dateModified: row.updatedAt,
                ...(row.description ? { description: row.description } : {}),
                ...(row.bannerImageFilePath ? { image: [imageUrl(row.bannerImageFilePath)] } : {}),
                author: blog?.person ?? { '@type': 'Organization', name: info.companyName },
                ...(blog?.tags.length ? { keywords: blog.tags.join(', ') } : {}),
                ...(blog?.categories.length ? { articleSection: blog.categories } : {}),
                publisher: organization(info),
                mainEntityOfPage: absolute(row.url),
              },
            ]
          : [],
        ...(blog ? { article: blog } : {}),
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

  /**
   * The app's index.html for `path`: `head`'s tags, the site info and `document` inlined, and for
   * public screens the screen drawn by `drawScreen`.
   */
  async function compose(
    { path, query, head, document, info, form }: Composed,
    indexHtml: string,
    { drawScreen, pageStyles }: Pick<WebApp, 'drawScreen' | 'pageStyles'>,
  ) {
    const images = await describeImages(db, [info, document]);
    const screen =
      drawScreen && !PRIVATE_SCREENS.test(path)
        ? await drawScreen(new URL(`${path}${query}`, config.publicUrl), {
            siteInfo: info,
            document,
            form: form ?? null,
            images,
          })
        : null;
    // The home hero is the first paint's largest picture: fetched alongside the scripts.
    const hero =
      head.canonicalPath === '/home' && document?.kind === 'page'
        ? (homeHeroEntry(document.data.pageContentSectionBanners)?.banner?.bannerItems[0]
            ?.imagePath ?? null)
        : null;
    const list = document?.kind === 'blogs' ? blogListHead(document.id, document.data) : null;
    const pageTitle = list?.title ?? head.title;
    const canonicalPath = list ? `${head.canonicalPath}${list.canonicalQuery}` : head.canonicalPath;
    const fullTitle = `${pageTitle} | ${info.companyName}`;
    const tags = [
      `<title>${escapeHtml(fullTitle)}</title>`,
      head.description ? `<meta name="description" content="${escapeHtml(head.description)}">` : '',
      head.keywords ? `<meta name="keywords" content="${escapeHtml(head.keywords)}">` : '',
      head.noindex ? '<meta name="robots" content="noindex">' : '',
      canonicalPath ? `<link rel="canonical" href="${escapeHtml(absolute(canonicalPath))}">` : '',
      // The list's pages link each other, for search engines.
      ...(list?.links ?? []).map(
        ({ rel, href }) => `<link rel="${rel}" href="${escapeHtml(absolute(href))}">`,
      ),
      `<meta property="og:site_name" content="${escapeHtml(info.companyName)}">`,
      `<meta property="og:title" content="${escapeHtml(pageTitle)}">`,
      head.description
        ? `<meta property="og:description" content="${escapeHtml(head.description)}">`
        : '',
      `<meta property="og:type" content="${head.type === 'article' ? 'article' : 'website'}">`,
      canonicalPath
        ? `<meta property="og:url" content="${escapeHtml(absolute(canonicalPath))}">`
        : '',
      ...articleTags(head.article),
      head.image ? `<meta property="og:image" content="${escapeHtml(head.image)}">` : '',
      head.image && head.imageAlt
        ? `<meta property="og:image:alt" content="${escapeHtml(head.imageAlt)}">`
        : '',
      `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
      `<meta name="twitter:title" content="${escapeHtml(pageTitle)}">`,
      head.description
        ? `<meta name="twitter:description" content="${escapeHtml(head.description)}">`
        : '',
      head.image ? `<meta name="twitter:image" content="${escapeHtml(head.image)}">` : '',
      head.image && head.imageAlt
        ? `<meta name="twitter:image:alt" content="${escapeHtml(head.imageAlt)}">`
        : '',
      info.companyIconPath
        ? `<link rel="icon" href="${escapeHtml(attachmentPath(info.companyIconPath))}">`
        : '',
      // News readers and browsers find the feeds from any page.
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(newsFeedTitle(info.companyName))}" href="${FEEDS.rss}">`,
      `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(newsFeedTitle(info.companyName))}" href="${FEEDS.atom}">`,
      ...head.jsonLd.map(
        (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
      ),
      hero
        ? `<link rel="preload" as="image" href="${escapeHtml(attachmentPath(hero))}" imagesrcset="${escapeHtml(imageSrcSet(hero))}" imagesizes="100vw" fetchpriority="high">`
        : '',
      // What the app draws the page from; a page drawn here is not taken over by the app, and
      // its islands read their own element (docs/decisions/150-first-paint.md).
      ...(screen ? [] : inlinedData({ info, document, form, images })),
    ]
      .filter(Boolean)
      .join('\n    ');
    // A page drawn here gets only its islands, not the app: the app's preloads would be wasted.
    const composed = (screen ? withoutAppPreloads(indexHtml) : indexHtml)
      .replace(/<title>[^<]*<\/title>/, () => tags)
      .replace('<div id="root"></div>', () => `<div id="root">${screen ?? ''}</div>`);
    // A drawn page paints with its own styles alone (page-styles.ts).
    const html = screen && pageStyles ? await pageStyles(composed) : composed;
    const analytics = {
      googleAnalyticsId: info.googleAnalyticsId,
      facebookPixelCode: info.facebookPixelCode,
    };
    return { status: head.status, html, analytics };
  }

  return {
    /**
     * The app's index.html with the head of the page at `path` (with `query`, as pageAddress
     * gives them), the site info and, for public screens, the screen drawn by `drawScreen`; 404
     * for unknown URLs. `form`: the outcome of a form just posted to it, which the page shows.
     */
    async renderPage(
      { path, query }: { path: string; query: string },
      web: WebApp,
      form?: FormOutcome,
    ) {
      const info = await home.getSiteInfo();
      const [head, document] = await Promise.all([
        headFor(path, query, info),
        documentFor(path, query, info),
      ]);
      return compose({ path, query, head, document, info, form }, web.indexHtml, web);
    },

    /**
     * A preview (modules/preview): `document` drawn at `path` as visitors will see it once
     * published; kept from search engines, and without the app's scripts, which would load the
     * published version over it.
     */
    async renderPreview(
      { path, title, document }: { path: string; title: string; document: InlinedDocument },
      web: WebApp,
    ) {
      const info = await home.getSiteInfo();
      // A page or blog not published yet is not among the site's pages, where its screen finds
      // it by its url.
      const pages =
        document.kind === 'page' || document.kind === 'blog'
          ? [
              ...info.pages.filter((page) => page.id !== document.id || page.url !== path),
              {
                id: document.id,
                name: document.data.name,
                title: document.data.title,
                url: document.data.url,
                bannerImageFilePath: document.data.bannerImageFilePath,
                addedOn: document.data.addedOn,
                addedBy: document.data.addedBy,
                isBlog: document.kind === 'blog',
              },
            ]
          : info.pages;
      const head: Head = {
        status: 200,
        title: `Preview: ${title}`,
        description: null,
        keywords: null,
        canonicalPath: null,
        image: null,
        type: 'website',
        noindex: true,
        jsonLd: [],
      };
      const { html } = await compose(
        { path, query: '', head, document, info: { ...info, pages } },
        withoutScripts(web.indexHtml),
        // No script loads the rest of the styles in a preview: it keeps the whole sheet.
        { drawScreen: web.drawScreen, pageStyles: null },
      );
      return html;
    },
  };
}

/** The app's data for the page, for the browser to draw it without asking (api/inlined.ts). */
function inlinedData({
  info,
  document,
  form,
  images,
}: {
  info: SiteInfo;
  document: InlinedDocument | null;
  form: FormOutcome | undefined;
  images: ImageFacts;
}) {
  return [
    `<script type="application/json" id="site-info">${jsonForScript(info)}</script>`,
    document
      ? `<script type="application/json" id="page-data">${jsonForScript(document)}</script>`
      : '',
    form ? `<script type="application/json" id="form-outcome">${jsonForScript(form)}</script>` : '',
    Object.keys(images).length > 0
      ? `<script type="application/json" id="image-facts">${jsonForScript(images)}</script>`
      : '',
  ];
}

/** index.html without the preloads of the app's entry (docs/decisions/147-public-islands.md). */
function withoutAppPreloads(indexHtml: string) {
  return indexHtml.replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
}

/** index.html without the app's scripts and their preloads. */
function withoutScripts(indexHtml: string) {
  return indexHtml
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/g, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(/<meta name="(app|islands)-entry"[^>]*>\s*/g, '');
}

/** A blog post's Open Graph article tags and its author's name. */
function articleTags(article: Head['article']) {
  if (!article) return [];
  return [
    article.author ? `<meta name="author" content="${escapeHtml(article.author)}">` : '',
    article.publishedTime
      ? `<meta property="article:published_time" content="${escapeHtml(article.publishedTime)}">`
      : '',
    article.author
      ? `<meta property="article:author" content="${escapeHtml(article.author)}">`
      : '',
    ...article.tags.map((tag) => `<meta property="article:tag" content="${escapeHtml(tag)}">`),
  ];
}

/**
 * The blog list's title (naming what it is narrowed to and its page), its canonical query and the
 * links to its neighbouring pages.
 */
function blogListHead(search: string, list: BlogList) {
  const narrowed = list.category?.name ?? (list.tag ? `#${list.tag.name}` : list.author?.name);
  const title = [
    narrowed ? `Blogs and Reviews: ${narrowed}` : 'Blogs and Reviews',
    list.page > 1 ? `page ${list.page}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  const links: { rel: 'prev' | 'next'; href: string }[] = [];
  if (list.page > 1)
    links.push({ rel: 'prev', href: blogListLink(search, { page: list.page - 1 }) });
  if (list.page < list.pageCount) {
    links.push({ rel: 'next', href: blogListLink(search, { page: list.page + 1 }) });
  }
  return { title, canonicalQuery: search, links };
}

function summary(text: string | null) {
  if (!text) return null;
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > 160 ? `${clean.slice(0, 157)}…` : clean;
}
