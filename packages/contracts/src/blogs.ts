/** Blogs: routed by their url like pages, see `routedPageFields`. */
import { z } from 'zod';
import { id, requiredText } from './common.ts';
import type { PageContentEntry } from './page-content.ts';
import { PAGE_LIMITS, routedPageFields, type Page } from './pages.ts';

export const BLOG_LIMITS = {
  name: 250,
  url: PAGE_LIMITS.url,
  bannerColor: PAGE_LIMITS.bannerColor,
  keywords: PAGE_LIMITS.keywords,
} as const;

/** Blog form and `POST /Blog/CreateBlog` (multipart, with an optional `bannerImage` file). */
export const blogSchema = z.object({
  // The spec really gives the menu item's message for a blog's name: see
  // docs/decisions/029-blog-name-message.md.
  name: requiredText('Blog Name', BLOG_LIMITS.name, 'Menu Item Name is required'),
  ...routedPageFields,
});

/** `PUT /Blog/UpdateBlog`. */
export const updateBlogSchema = blogSchema.extend({ id });

/** A blog as `GET /Blog/GetAllBlogs` lists it: a page without a title. */
export type Blog = Omit<Page, 'title'>;

/** `GET /Blog/GetBlogById`: the blog with its ordered content. */
export type BlogDetails = Blog & { contentSections: PageContentEntry[] };
