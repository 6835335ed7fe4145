/** Blogs: routed by their url like pages, see `routedPageFields`. */
import { z } from 'zod';
import { id, requiredText, standardCalls, version } from './common.ts';
import { defineEndpoints } from './endpoints/define.ts';
import { pageContentEntry } from './page-content.ts';
import { documentEndpoints, page, PAGE_LIMITS, routedPageFields } from './pages.ts';
import { blogRoutes } from './routes/blogs.ts';

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
export const updateBlogSchema = blogSchema.extend({ id, version });

/** A blog as `GET /Blog/GetAllBlogs` lists it: a page without a title. */
const blog = page.omit({ title: true });
export type Blog = z.infer<typeof blog>;

/** `GET /Blog/GetBlogById`: the blog with its ordered content. */
const blogDetails = blog.extend({ contentSections: z.array(pageContentEntry) });
export type BlogDetails = z.infer<typeof blogDetails>;

export const blogCalls = standardCalls('Blog');

export const blogEndpoints = defineEndpoints(
  'Blog',
  blogRoutes,
  documentEndpoints(blogCalls, 'Blog.DeleteBannerImage', {
    noun: 'blog',
    idQuery: 'blogId',
    form: blogSchema,
    updateForm: updateBlogSchema,
    answer: blog,
    details: blogDetails,
  }),
);
