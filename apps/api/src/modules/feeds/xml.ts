/**
 * The news feeds' XML: the same posts as RSS 2.0 (/rss.xml) and as Atom 1.0 (/atom.xml), in the
 * shapes the W3C feed validator accepts. Written by hand: two small fixed shapes whose one hard
 * rule, that nothing an author types can break the XML, lives in `text` and `attribute` below
 * (docs/decisions/111-feeds.md).
 */
/** A post as both feeds carry it. */
export type FeedPost = {
  /** The post's for its whole life, whatever its url becomes (a tag URI, RFC 4151). */
  id: string;
  title: string;
  /** The post's page, absolute. */
  link: string;
  /** ISO date-times. */
  published: string;
  updated: string;
  author: string;
  /** Plain text. */
  excerpt: string;
  /** Each becomes a category element (none until blogs have categories). */
  categories: string[];
};

/** The feed itself: its name, the web page it follows and its own address. */
export type FeedChannel = {
  title: string;
  description: string;
  /** The page the posts are listed on, absolute. */
  link: string;
  /** This feed's own address, absolute. */
  self: string;
  /** Who writes when a post names no one (Atom asks for a feed author). */
  author: string;
  /** The latest change to the feed or a post in it (ISO). */
  updated: string;
};

/**
 * Characters XML 1.0 does not allow (§2.2: control characters but tab and line breaks, U+FFFE,
 * U+FFFF), with the other control characters, which it only discourages.
 */
const NOT_XML = /(?![\t\n\r])\p{Cc}|[\uFFFE\uFFFF]/gu;

/** Text as element content. Line breaks stay as they are: XML keeps them in content. */
function text(value: string) {
  return value
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Text inside a double-quoted attribute; a parser would turn a raw line break into a space. */
function attribute(value: string) {
  return text(value)
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');
}

/** RSS dates are RFC 822: "Wed, 01 May 2030 18:00:00 GMT". */
const rfc822 = (iso: string) => new Date(iso).toUTCString();
/** Atom dates are RFC 3339: "2030-05-01T18:00:00.000Z". */
const rfc3339 = (iso: string) => new Date(iso).toISOString();

const lines = (...parts: (string | string[])[]) => parts.flat().join('\n');

/**
 * RSS 2.0. An item's author is a name, not the e-mail address RSS's own `author` wants, so it is
 * `dc:creator`. Its description is HTML by the RSS rules: the excerpt is escaped as HTML first,
 * so a "<b>" an author typed is shown, not obeyed.
 */
export function rssXml(channel: FeedChannel, posts: FeedPost[]) {
  return lines(
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `  <title>${text(channel.title)}</title>`,
    `  <link>${text(channel.link)}</link>`,
    `  <description>${text(channel.description)}</description>`,
    '  <language>en</language>',
    `  <lastBuildDate>${rfc822(channel.updated)}</lastBuildDate>`,
    `  <atom:link href="${attribute(channel.self)}" rel="self" type="application/rss+xml"/>`,
    posts.map((post) =>
      lines(
        '  <item>',
        `    <title>${text(post.title)}</title>`,
        `    <link>${text(post.link)}</link>`,
        `    <guid isPermaLink="false">${text(post.id)}</guid>`,
        `    <pubDate>${rfc822(post.published)}</pubDate>`,
        `    <dc:creator>${text(post.author)}</dc:creator>`,
        // Escaped twice: once as HTML (the same three characters), once as XML.
        post.excerpt ? `    <description>${text(text(post.excerpt))}</description>` : [],
        post.categories.map((category) => `    <category>${text(category)}</category>`),
        '  </item>',
      ),
    ),
    '</channel>',
    '</rss>',
    '',
  );
}

/** Atom 1.0: every text is `type="text"` (the default), so it is escaped once, as XML. */
export function atomXml(channel: FeedChannel, posts: FeedPost[]) {
  return lines(
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <id>${text(channel.link)}</id>`,
    `  <title>${text(channel.title)}</title>`,
    `  <subtitle>${text(channel.description)}</subtitle>`,
    `  <link rel="alternate" type="text/html" href="${attribute(channel.link)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${attribute(channel.self)}"/>`,
    `  <updated>${rfc3339(channel.updated)}</updated>`,
    `  <author><name>${text(channel.author)}</name></author>`,
    posts.map((post) =>
      lines(
        '  <entry>',
        `    <id>${text(post.id)}</id>`,
        `    <title>${text(post.title)}</title>`,
        `    <link rel="alternate" type="text/html" href="${attribute(post.link)}"/>`,
        `    <published>${rfc3339(post.published)}</published>`,
        `    <updated>${rfc3339(post.updated)}</updated>`,
        `    <author><name>${text(post.author)}</name></author>`,
        post.excerpt ? `    <summary>${text(post.excerpt)}</summary>` : [],
        post.categories.map((category) => `    <category term="${attribute(category)}"/>`),
        '  </entry>',
      ),
    ),
    '</feed>',
    '',
  );
}
