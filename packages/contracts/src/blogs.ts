/** Blogs: routed by their url like pages, see `routedPageFields`. */
import { z } from 'zod';
import {
  blogAuthor,
  blogCategory,
  blogTag,
  TAG_LIMITS,
  slugOf,
  tidyTag,
} from './blog-categories.ts';
import {
  id,
  idOf,
  keptText,
  maxLengthMessage,
  requiredText,
  standardCalls,
  version,
} from './common.ts';
import { toIsoDateTime } from './dates.ts';
import { defineEndpoints } from './endpoints/define.ts';
import { pageContentEntry } from './page-content.ts';
import { documentEndpoints, page, PAGE_LIMITS, routedPageFields } from './pages.ts';
import { blogRoutes } from './routes/blogs.ts';

export const BLOG_LIMITS = {
  name: 250,
  excerpt: 500,
  bannerImageAlt: 250,
  url: PAGE_LIMITS.url,
  bannerColor: PAGE_LIMITS.bannerColor,
  keywords: PAGE_LIMITS.keywords,
} as const;

/**
 * A list field of a form: an array (JSON), or in multipart a JSON array text or comma-separated
 * text; absent stays absent (an update keeps what the blog had).
 */
export const listOf = <T extends z.ZodType>(item: T, max: number, label: string) =>
  z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      const text = v.trim();
      if (text.startsWith('[')) {
        try {
          return JSON.parse(text);
        } catch {
          return v;
        }
      }
      return text === '' ? [] : text.split(',');
    },
    z.array(item).max(max, `At most ${max} ${label}`).optional(),
  );

export const AUTHOR_MESSAGE = 'Choose the author from the staff list';
export const CATEGORY_MESSAGE = 'Choose categories from the list';
export const PUBLISHED_ON_MESSAGE = 'Please enter a date like 2026-05-01';

/**
 * Blog authors, categories, tags, excerpt and publishing date (decision 128): optional, so the
 * spec's clients keep working; an update without one keeps what the blog had.
 */
const blogWritingFields = {
  /** The staff member shown as author (default: who creates it); only editors may choose another. */
  authorId: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    idOf(AUTHOR_MESSAGE).optional(),
  ),
  categoryIds: listOf(idOf(CATEGORY_MESSAGE), 20, 'categories'),
  /** Free text; tags the same but for case and spacing are one (their slug), kept once. */
  tags: listOf(
    z
      .string()
      .transform(tidyTag)
      .pipe(z.string().max(TAG_LIMITS.name, maxLengthMessage('A tag', TAG_LIMITS.name))),
    TAG_LIMITS.perBlog,
    'tags',
  ).transform((tags) => {
    if (!tags) return tags;
    const seen = new Set<string>();
    return tags.filter((tag) => {
      const slug = slugOf(tag);
      if (!slug || seen.has(slug)) return false;
      seen.add(slug);
      return true;
    });
  }),
  /** Written by hand; empty: the first sentences of the blog's text are shown instead. */
  excerpt: keptText('Excerpt', BLOG_LIMITS.excerpt),
  /** What the cover image shows, for readers who cannot see it; none: it is decorative. */
  bannerImageAlt: keptText('Image description', BLOG_LIMITS.bannerImageAlt),
  /**
   * Set by the first Publish; staff may change it: an ISO date-time, or a date alone, which
   * means noon UTC that day (the same date on every American clock).
   */
  publishedOn: z.preprocess(
    (v) =>
      v === ''
        ? null
        : typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)
          ? `${v}T12:00:00Z`
          : v,
    z
      .string()
      .transform((value, ctx) => {
        const iso = toIsoDateTime(value);
        if (iso === null) ctx.addIssue({ code: 'custom', message: PUBLISHED_ON_MESSAGE });
        return iso ?? value;
      })
      .nullable()
      .optional(),
  ),
};

/** Blog form and `POST /Blog/CreateBlog` (multipart, with an optional `bannerImage` file). */
export const blogSchema = z.object({
  // The spec really gives the menu item's message for a blog's name: see
  // docs/decisions/029-blog-name-message.md.
  name: requiredText('Blog Name', BLOG_LIMITS.name, 'Menu Item Name is required'),
  ...routedPageFields,
  ...blogWritingFields,
});

/** `PUT /Blog/UpdateBlog`. */
export const updateBlogSchema = blogSchema.extend({ id, version });

/**
 * What a blog's answers add to a page's: its author, categories, tags, excerpt (written, or the
 * first sentences of its text) and publishing date; `writtenExcerpt`: the one written (the form's).
 */
export const blogWritingAnswer = {
  author: blogAuthor.nullable(),
  categories: z.array(blogCategory.pick({ id: true, name: true, slug: true })),
  tags: z.array(blogTag),
  excerpt: z.string().nullable(),
  writtenExcerpt: z.string().nullable(),
  bannerImageAlt: z.string().nullable(),
  publishedOn: z.string().nullable(),
};

/** A blog as `GET /Blog/GetAllBlogs` lists it: a page without a title, with decision 128's fields. */
const blog = page.omit({ title: true }).extend(blogWritingAnswer);
export type Blog = z.infer<typeof blog>;

/** `GET /Blog/GetBlogById`: the blog with its ordered content. */
const blogDetails = blog.extend({ contentSections: z.array(pageContentEntry) });
export type BlogDetails = z.infer<typeof blogDetails>;

export const blogCalls = standardCalls('Blog');

export const blogEndpoints = defineEndpoints(
  'Blog',
  blogRoutes,
  documentEndpoints(
    blogCalls,
    { deleteBannerImage: 'Blog.DeleteBannerImage', duplicate: 'Blog.DuplicateBlog' },
    {
      noun: 'blog',
      idQuery: 'blogId',
      form: blogSchema,
      updateForm: updateBlogSchema,
      answer: blog,
      details: blogDetails,
    },
  ),
);
