/**
 * Blog categories, tags and the public list of blogs
 * (docs/decisions/128-blog-authors-categories-tags.md). Categories are a managed list with a name
 * and a unique slug (the address of their list: /blogs-and-reviews?category=slug); tags are free
 * text, one tag whatever its case and spacing (its slug).
 */
import { z } from 'zod';
import { id, idOf, requiredText, standardCalls, version } from './common.ts';
import { defineEndpoints, resourceEndpoints } from './endpoints/define.ts';
import { blogCategoryRoutes, blogReadingRoutes } from './routes/blog-categories.ts';

const BLOG_CATEGORY_LIMITS = { name: 100 } as const;
export const TAG_LIMITS = { name: 50, perBlog: 20 } as const;
/** Blogs per page of the public list. */
export const BLOGS_PER_PAGE = 12;

/**
 * The slug of a category name or tag: lower case, words joined by "-", accents and punctuation
 * dropped ("Small  Business" and "small business" are both "small-business").
 */
export function slugOf(text: string) {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A tag as typed, tidied: trimmed, inner spaces one each. */
export const tidyTag = (text: string) => text.trim().replace(/\s+/g, ' ');

const SLUG_MESSAGE = 'Please use letters or digits in the name';

/** Category form and `POST /BlogCategory/CreateBlogCategory`. */
export const blogCategorySchema = z.object({
  name: requiredText('Category name', BLOG_CATEGORY_LIMITS.name).refine(
    (name) => name === '' || slugOf(name) !== '',
    SLUG_MESSAGE,
  ),
});

/** `PUT /BlogCategory/UpdateBlogCategory`. */
const updateBlogCategorySchema = blogCategorySchema.extend({ id, version });

/** A category as the API answers it, with how many blogs (drafts included) are in it. */
export const blogCategory = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  blogCount: z.number(),
  version: z.number(),
});
export type BlogCategory = z.infer<typeof blogCategory>;

/**
 * `DELETE /BlogCategory/DeleteBlogCategory?blogCategoryId=&moveTo=`: a category blogs are in is
 * refused (409 naming them) unless `moveTo` names the category they move to.
 */
const deleteCategoryQuery = z.object({
  blogCategoryId: id,
  moveTo: z
    .preprocess((v) => (v === '' ? undefined : v), idOf('Choose the category to move to'))
    .optional(),
});

export const blogCategoryCalls = {
  ...standardCalls('BlogCategory'),
  // "Categories", not the pattern's "Categorys".
  list: 'BlogCategory.GetAllBlogCategories',
} as const;

export const blogCategoryEndpoints = defineEndpoints(
  'Blog categories',
  blogCategoryRoutes,
  resourceEndpoints(
    blogCategoryCalls,
    {
      noun: 'blog category',
      access: 'blogs',
      answer: blogCategory,
      idQuery: z.object({ blogCategoryId: id }),
      removeQuery: deleteCategoryQuery,
      create: blogCategorySchema,
      update: updateBlogCategorySchema,
    },
    {
      list: { summary: 'All blog categories by name, with how many blogs each has' },
      create: { summary: 'Add a blog category (editors and administrators)', access: 'allContent' },
      update: { summary: 'Rename a blog category (its slug follows)', access: 'allContent' },
      remove: {
        summary: 'Delete a blog category; refused (409) while blogs are in it, unless moveTo',
        access: 'allContent',
      },
    },
  ),
);

/** A tag: as first written, and its slug. */
export const blogTag = z.object({ name: z.string(), slug: z.string() });
export type BlogTag = z.infer<typeof blogTag>;

/** A blog's author: a staff member, with the photo and bio of their profile (decision 131). */
export const blogAuthor = z.object({
  id: z.number(),
  name: z.string(),
  /** Their photo's attachment path. */
  photo: z.string().nullable(),
  bio: z.string().nullable(),
});
export type BlogAuthor = z.infer<typeof blogAuthor>;

/** A blog as the public list and "related posts" show it. */
export const blogCard = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  bannerImageFilePath: z.string().nullable(),
  bannerImageAlt: z.string().nullable(),
  excerpt: z.string().nullable(),
  publishedOn: z.string().nullable(),
  author: blogAuthor.nullable(),
  categories: z.array(blogCategory.pick({ id: true, name: true, slug: true })),
  tags: z.array(blogTag),
});
export type BlogCard = z.infer<typeof blogCard>;

const optionalSlug = z
  .string()
  .max(120)
  .optional()
  .transform((v) => (v ? v.toLowerCase() : undefined));

/** `GET /Home/GetBlogList`: the public list's filters and page. */
export const blogListQuery = z.object({
  category: optionalSlug,
  tag: optionalSlug,
  author: z.preprocess((v) => (v === '' ? undefined : v), id.optional()),
  page: z.preprocess(
    (v) => (v === '' ? undefined : v),
    idOf('The page must be a whole number of 1 or more').optional(),
  ),
});
export type BlogListQuery = z.output<typeof blogListQuery>;

/** The public list of blogs: its filters and pages are links (no script needed). */
export const BLOG_LIST_PATH = '/blogs-and-reviews';

/**
 * The list's address parameters in one canonical form (category, tag, author, page; an empty or
 * malformed one left out, page 1 unsaid): the server draws, inlines and caches the list by it, and
 * the browser finds the inlined copy by it. "" for the whole list's first page.
 */
/** The blog list's search by title (`?title=…`): drawn from the site info, the list's filters aside. */
export const BLOG_TITLE_PARAM = 'title';

export function blogListSearch(params: URLSearchParams): string {
  const canonical = new URLSearchParams();
  const category = slugOf(params.get('category') ?? '');
  const tag = slugOf(params.get('tag') ?? '');
  const author = params.get('author') ?? '';
  const page = params.get('page') ?? '';
  if (category) canonical.set('category', category.slice(0, 120));
  if (tag) canonical.set('tag', tag.slice(0, 120));
  if (/^[1-9]\d{0,8}$/.test(author)) canonical.set('author', author);
  if (/^[1-9]\d{0,5}$/.test(page) && page !== '1') canonical.set('page', page);
  const text = canonical.toString();
  return text ? `?${text}` : '';
}

/** The list's address with `changes` (a null removes the parameter; filters start at page 1). */
export function blogListLink(search: string, changes: Record<string, string | number | null>) {
  const params = new URLSearchParams(search);
  if (!('page' in changes)) params.delete('page');
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === 1) params.delete(name);
    else params.set(name, String(value));
  }
  return `${BLOG_LIST_PATH}${blogListSearch(params)}`;
}

/** One page of the public list, with what it is narrowed to (named, for the heading). */
const blogList = z.object({
  items: z.array(blogCard),
  page: z.number(),
  pageCount: z.number(),
  total: z.number(),
  category: blogCategory.pick({ id: true, name: true, slug: true }).nullable(),
  tag: blogTag.nullable(),
  author: blogAuthor.nullable(),
});
export type BlogList = z.infer<typeof blogList>;

export const blogReadingEndpoints = defineEndpoints('Blogs', blogReadingRoutes, {
  'Blog.GetBlogTags': {
    summary: 'Every tag blogs have (drafts included), by name: the editor suggests them',
    access: 'blogs',
    answer: z.array(blogTag.extend({ blogCount: z.number() })),
  },
  'Blog.GetBlogAuthors': {
    summary: 'The staff who may be named as a blog’s author (active users), by name',
    access: 'allContent',
    answer: z.array(blogAuthor.pick({ id: true, name: true })),
  },
  'Home.GetBlogList': {
    summary: `Published blogs, newest first, ${BLOGS_PER_PAGE} a page; ?category=slug, ?tag=slug, ?author=id, ?page=`,
    access: 'public',
    publicCache: true,
    query: blogListQuery,
    answer: blogList,
  },
});
