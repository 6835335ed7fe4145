/**
 * What the public feeds carry: the latest posts for /rss.xml and /atom.xml, and the upcoming
 * events for /events.ics. Visitors' rules decide what is in them (the resource core's
 * `forVisitors`, as for the sitemap): a feed never shows what the site itself hides.
 */
import { publicPageAt } from '@chamber/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { sectionsOn } from '../content-sections/service.ts';
import { subscribedCalendar } from '../events/ics.ts';
import { upcomingEvents } from '../events/service.ts';
import { documentsOn } from '../pages/documents.ts';
import { htmlToText, oneLine } from '../search/text.ts';
import { atomXml, rssXml, type FeedChannel, type FeedPost } from './xml.ts';

/** How many posts a news feed carries, newest first. */
const FEED_POST_COUNT = 20;
/** An excerpt is the first sentences of a post that fit in this many characters. */
const EXCERPT_MAX_LENGTH = 300;
/** The page the posts are listed on: the news feeds follow it. */
const BLOG_LIST_PATH = '/blogs-and-reviews';

/** The news feeds' name, in their own title and in every page's head. */
export const newsFeedTitle = (companyName: string) => `${companyName} News`;

/**
 * The first whole sentences of `text` that fit in EXCERPT_MAX_LENGTH characters; a longer first
 * sentence is cut at a word, with "…".
 */
function firstSentences(text: string) {
  const sentences = new Intl.Segmenter('en', { granularity: 'sentence' }).segment(text);
  let excerpt = '';
  for (const { segment } of sentences) {
    if ([...(excerpt + segment).trim()].length > EXCERPT_MAX_LENGTH) break;
    excerpt += segment;
  }
  if (excerpt.trim() || !text) return excerpt.trim();
  // Characters, not UTF-16 units: an emoji is never cut in half.
  const start = [...text].slice(0, EXCERPT_MAX_LENGTH - 1).join('');
  const space = start.lastIndexOf(' ');
  return `${(space > 0 ? start.slice(0, space) : start).trimEnd()}…`;
}

/**
 * The tag URI (RFC 4151) that names a post for good: its site's host, the day it was added and
 * its id. Its url may change; readers must not show it as a new post then.
 */
function postId(publicUrl: string, blog: { id: number; addedOn: string }) {
  return `tag:${new URL(publicUrl).hostname},${blog.addedOn.slice(0, 10)}:blog-${blog.id}`;
}

export function createFeeds(db: Db, config: Config) {
  const absolute = (path: string) => `${config.publicUrl}${path}`;

  async function site() {
    return db
      .selectFrom('companySettings')
      .select(['companyName', 'seo', 'updatedAt'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
  }

  /**
   * The text of each blog's sections visitors see, in the blog's order: the section's text and
   * its HTML's words (headings left out: an excerpt reads as running text).
   */
  async function textsOf(blogIds: number[]) {
    if (blogIds.length === 0) return new Map<number, string>();
    const sections = await sectionsOn(db)
      .forVisitors(
        db
          .selectFrom('blogContentEntries as e')
          .innerJoin('contentSections as s', 's.id', 'e.contentSectionId'),
        's',
      )
      .select(['e.blogId', 's.description', 's.rawHtml'])
      .where('e.type', '=', 'CONTENTSECTION')
      .where('e.blogId', 'in', blogIds)
      .orderBy('e.sortOrder')
      .orderBy('e.id')
      .execute();
    const texts = new Map<number, string>();
    for (const { blogId, description, rawHtml } of sections) {
      const words = [texts.get(blogId), oneLine(description), htmlToText(rawHtml)];
      texts.set(blogId, words.filter(Boolean).join(' '));
    }
    return texts;
  }

  /** The latest FEED_POST_COUNT blogs visitors see, newest first, with the feed's own details. */
  async function news(self: string): Promise<{ channel: FeedChannel; posts: FeedPost[] }> {
    const [settings, blogs] = await Promise.all([
      site(),
      documentsOn(db, 'blog')
        .forVisitors(
          db
            .selectFrom('blogs')
            .select(['id', 'name', 'url', 'description', 'addedBy', 'addedOn', 'updatedAt']),
        )
        .orderBy('addedOn', 'desc')
        .orderBy('id', 'desc')
        .limit(FEED_POST_COUNT)
        .execute(),
    ]);
    const texts = await textsOf(blogs.map((blog) => blog.id));
    const posts = blogs.map((blog): FeedPost => ({
      id: postId(config.publicUrl, blog),
      title: blog.name,
      link: absolute(blog.url),
      published: blog.addedOn,
      updated: blog.updatedAt,
      // Blogs name their writer; the chamber speaks for the ones that do not.
      author: blog.addedBy || settings.companyName,
      // The summary written for search engines and link previews, else the post's first words.
      excerpt: firstSentences(oneLine(blog.description) || texts.get(blog.id) || ''),
      // Blogs have no categories yet; when they do, their names go here.
      categories: [],
    }));
    const updated = [settings.updatedAt, ...posts.map((post) => post.updated)].reduce((a, b) =>
      Date.parse(a) >= Date.parse(b) ? a : b,
    );
    return {
      channel: {
        title: newsFeedTitle(settings.companyName),
        description:
          oneLine(settings.seo) ||
          publicPageAt(BLOG_LIST_PATH)?.description ||
          newsFeedTitle(settings.companyName),
        link: absolute(BLOG_LIST_PATH),
        self: absolute(self),
        author: settings.companyName,
        updated,
      },
      posts,
    };
  }

  return {
    async rss(self: string) {
      const { channel, posts } = await news(self);
      return rssXml(channel, posts);
    },

    async atom(self: string) {
      const { channel, posts } = await news(self);
      return atomXml(channel, posts);
    },

    /** The upcoming events, as `now` sees them, for calendar apps to subscribe to. */
    async calendar(now: Date) {
      const [settings, events] = await Promise.all([site(), upcomingEvents(db, now)]);
      return subscribedCalendar(events, config.publicUrl, {
        name: `${settings.companyName} Events`,
      });
    },
  };
}
