/** The public dynamic page and blog: an active page or blog with its active content, in order. */
import { z } from 'zod';
import { blogCard } from './blog-categories.ts';
import { blogWritingAnswer } from './blogs.ts';
import { id } from './common.ts';
import { defineEndpoints } from './endpoints/define.ts';
import { dynamicContentEntry } from './page-content.ts';
import { page } from './pages.ts';
import { dynamicPageRoutes } from './routes/dynamic-pages.ts';

// What visitors see: not whether it is active, nor how often it was saved.
const dynamicPageBase = page.omit({ isActive: true, version: true });

/** `GET /Home/GetDynamicPage?dynamicPageId=`. */
const dynamicPage = dynamicPageBase.extend({
  pageContentSectionBanners: z.array(dynamicContentEntry),
});
export type DynamicPage = z.infer<typeof dynamicPage>;

/** `GET /Home/GetDynamicBlog?dynamicPageId=`; `title` is null (blogs have none). */
const { writtenExcerpt: _written, ...blogReading } = blogWritingAnswer;
const dynamicBlog = dynamicPageBase.extend({
  blogContentSectionBanners: z.array(dynamicContentEntry),
  ...blogReading,
  /** Minutes to read its text, at 200 words a minute (at least 1). */
  readingMinutes: z.number(),
  /** Up to 3 other published blogs sharing its categories or tags, most shared first. */
  relatedPosts: z.array(blogCard),
});
export type DynamicBlog = z.infer<typeof dynamicBlog>;

const dynamicQuery = z.object({ dynamicPageId: id });

export const dynamicPageEndpoints = defineEndpoints('Home', dynamicPageRoutes, {
  'Home.GetDynamicPage': {
    summary: 'An active page with its active content, in order',
    access: 'public',
    publicCache: true,
    query: dynamicQuery,
    answer: dynamicPage,
  },
  'Home.GetDynamicBlog': {
    summary: 'An active blog with its active content, in order',
    access: 'public',
    publicCache: true,
    query: dynamicQuery,
    answer: dynamicBlog,
  },
});
