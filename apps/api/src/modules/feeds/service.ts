/**
 * What the public feeds carry: the latest posts for /rss.xml and /atom.xml, and the upcoming
 * events for /events.ics. Visitors' rules decide what is in them (the resource core's
 * `forVisitors`, as for the sitemap): a feed never shows what the site itself hides.
 */
import { publicPageAt } from '@chamber/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  authorsById,
  blogTexts,
  categoriesById,
  categoryIdsOf,
  firstSentences,
} from '../blogs/reading.ts';
import { subscribedCalendar } from '../events/ics.ts';
import { upcomingEvents } from '../events/service.ts';
import { documentsOn } from '../pages/documents.ts';
import { oneLine } from '../search/text.ts';
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

  /** The latest FEED_POST_COUNT blogs visitors see, newest first, with the feed's own details. */
  async function news(self: string): Promise<{ channel: FeedChannel; posts: FeedPost[] }> {
    const [settings, blogs] = await Promise.all([
      site(),
      documentsOn(db, 'blog')
        .forVisitors(
          db
            .selectFrom('blogs')
            .select([
              'id',
              'name',
              'url',
              'description',
              'addedBy',
              'addedOn',
              'updatedAt',
              'authorId',
              'categoryIds',
              'excerpt',
              'publishedOn',
            ]),
        )
        // Newest first by when they were published (staff may date a post back).
        .orderBy((eb) => eb.fn.coalesce('publishedOn', 'addedOn'), 'desc')
        .orderBy('id', 'desc')
        .limit(FEED_POST_COUNT)
        .execute(),
    ]);
    const [texts, authors, categories] = await Promise.all([
      blogTexts(
        db,
        blogs.map((blog) => blog.id),
      ),
      authorsById(
        db,
        blogs.map((blog) => blog.authorId),
      ),
      categoriesById(db),
    ]);
    const posts = blogs.map((blog): FeedPost => ({
      id: postId(config.publicUrl, blog),
      title: blog.name,
      link: absolute(blog.url),
      published: blog.publishedOn ?? blog.addedOn,
      updated: blog.updatedAt,
      // Its author (a staff member), else the name it was added by; the chamber speaks for the
      // ones that name no one.
      author:
        (blog.authorId ? authors.get(blog.authorId)?.name : undefined) ||
        blog.addedBy ||
        settings.companyName,
      // The excerpt written for it, else the summary written for search engines and link
      // previews, else the post's first words.
      excerpt: firstSentences(
        oneLine(blog.excerpt) || oneLine(blog.description) || texts.get(blog.id) || '',
        EXCERPT_MAX_LENGTH,
      ),
      categories: categoryIdsOf(blog).flatMap((id) => categories.get(id)?.name ?? []),
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
