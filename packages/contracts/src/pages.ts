/** Pages, and the url rules pages and blogs share: both are routed by their url. */
import { z } from 'zod';
import {
  bool,
  HEX_COLOR_MESSAGE,
  HEX_COLOR_PATTERN,
  id,
  isActiveQuery,
  isSitePath,
  optionalPatternText,
  optionalText,
  requiredText,
  standardCalls,
  version,
} from './common.ts';
import {
  createdAnswer,
  defineEndpoints,
  messageAnswer,
  resourceEndpoints,
} from './endpoints/define.ts';
import { deleteWithUsesQuery } from './trash.ts';
import { ownerQuery, pageContentEntry } from './page-content.ts';
import { addressKey, FEEDS, PUBLIC_PAGES } from './public-pages.ts';
import { draftField, publishingAnswerFields } from './publishing.ts';
import { PREVIEW_PATH } from './preview.ts';
import { pageRoutes } from './routes/pages.ts';

export const PAGE_LIMITS = {
  name: 250,
  title: 250,
  url: 250,
  bannerColor: 10,
  keywords: 1500,
} as const;

export const DEFAULT_BANNER_COLOR = '#000000';

/** The website's own routes; a page or blog may not take one of these urls. */
export const RESERVED_URLS: readonly string[] = [
  '/',
  ...PUBLIC_PAGES.map((page) => page.path),
  ...Object.values(FEEDS),
  '/login',
  '/reset-password',
  '/page',
  '/deals',
];
/** Url beginnings owned by the website: "/admin" also covers "/admin/…", "/deal/" covers "/deal/7". */
const RESERVED_URL_PREFIXES = [
  '/admin',
  '/cms',
  '/api',
  '/events/',
  '/deal/',
  PREVIEW_PATH,
] as const;

export const RESERVED_URL_MESSAGE =
  'This URL is used by the website itself. Please choose another one.';
export const URL_SLASH_MESSAGE = 'URL must begin with /';
export const URL_PATH_MESSAGE = 'URL must be a path like /about-us, without spaces';

/** Routes match case-insensitively and with or without a trailing slash. */
export function isReservedUrl(url: string) {
  const path = addressKey(url);
  return (
    RESERVED_URLS.includes(path) ||
    RESERVED_URL_PREFIXES.some((prefix) =>
      // "/admin" is a whole path segment: "/administration" stays free.
      /[/-]$/.test(prefix)
        ? path.startsWith(prefix)
        : path === prefix || path.startsWith(`${prefix}/`),
    )
  );
}

/**
 * The home page's content (its carousel and sections) is the CMS page with this url, so one
 * page — never a blog — may take it; url uniqueness keeps it to one.
 */
const HOME_PAGE_URL = '/home';

function urlProblem(url: string, { allowHome }: { allowHome: boolean }) {
  if (url === '') return null; // the required rule speaks
  if (!url.startsWith('/')) return URL_SLASH_MESSAGE;
  if (!isSitePath(url)) return URL_PATH_MESSAGE;
  const isHome = addressKey(url) === HOME_PAGE_URL;
  if (isReservedUrl(url) && !(allowHome && isHome)) return RESERVED_URL_MESSAGE;
  return null;
}

function routedUrl(options: { allowHome: boolean }) {
  return requiredText('URL', PAGE_LIMITS.url).superRefine((url, ctx) => {
    const message = urlProblem(url, options);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

/**
 * Fields pages and blogs share. Spread into the entity's z.object; only the name and title rules
 * differ, and only a page may be the home page.
 */
export const routedPageFields = {
  url: routedUrl({ allowHome: false }),
  isBannerVisible: bool(true),
  bannerColor: optionalPatternText(
    'Banner Color',
    PAGE_LIMITS.bannerColor,
    HEX_COLOR_PATTERN,
    HEX_COLOR_MESSAGE,
  ).transform((v) => v ?? DEFAULT_BANNER_COLOR),
  keywords: optionalText('Keywords', PAGE_LIMITS.keywords),
  description: optionalText('Description'),
  isActive: bool(true),
  ...draftField,
};

/** Page form and `POST /Page/CreatePage` (multipart, with an optional `bannerImage` file). */
export const pageSchema = z.object({
  name: requiredText('Page Name', PAGE_LIMITS.name),
  title: optionalText('Page Title', PAGE_LIMITS.title),
  ...routedPageFields,
  url: routedUrl({ allowHome: true }),
});

/** `PUT /Page/UpdatePage`. */
export const updatePageSchema = pageSchema.extend({ id, version });

/** A page as `GET /Page/GetAllPages` lists it. */
export const page = z.object({
  id: z.number(),
  name: z.string(),
  title: z.string().nullable(),
  url: z.string(),
  isBannerVisible: z.boolean(),
  bannerImageFilePath: z.string().nullable(),
  bannerColor: z.string(),
  keywords: z.string().nullable(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  addedBy: z.string().nullable(),
  addedOn: z.string(),
  version: z.number(),
  ...publishingAnswerFields,
});
export type Page = z.infer<typeof page>;

/** `GET /Page/GetPageById`: the page with its ordered content. */
const pageDetails = page.extend({ contentSections: z.array(pageContentEntry) });
export type PageDetails = z.infer<typeof pageDetails>;

/**
 * The seven calls pages and blogs both have, alike but for their names, forms and answers: the
 * standard ones of a resource, removing the banner image, and making a draft copy.
 */
export function documentEndpoints<
  const N extends Record<'list' | 'get' | 'create' | 'update' | 'remove', string>,
  const B extends string,
  const C extends string,
  K extends 'pageId' | 'blogId',
  F extends z.ZodType,
  U extends z.ZodType,
  A extends z.ZodType,
  D extends z.ZodType,
>(
  calls: N,
  { deleteBannerImage, duplicate }: { deleteBannerImage: B; duplicate: C },
  what: { noun: 'page' | 'blog'; idQuery: K; form: F; updateForm: U; answer: A; details: D },
) {
  const { noun, form, updateForm, answer, details } = what;
  const idQuery = ownerQuery(what.idQuery);
  const access = noun === 'page' ? 'pages' : 'blogs';
  const removeBannerImage = {
    summary: `Remove the ${noun}'s banner image`,
    access,
    query: idQuery,
    answer: messageAnswer,
  } as const;
  const duplicateDocument = {
    summary: `Copy a ${noun} as a new draft ("Copy of …", at a free url): its fields, banner image and content entries`,
    access,
    body: z.object({ id }),
    answer: createdAnswer,
  } as const;
  return {
    ...resourceEndpoints(
      calls,
      {
        noun,
        access,
        answer,
        listQuery: isActiveQuery,
        idQuery,
        removeQuery: deleteWithUsesQuery,
        create: form,
        update: updateForm,
        files: ['bannerImage'],
      },
      {
        list: { summary: `All ${noun}s (isActive true/false; empty = all)` },
        get: { summary: `One ${noun} with its ordered content entries`, answer: details },
        create: { summary: `Create a ${noun} (multipart, optional bannerImage file)` },
        update: {
          summary: `Change a ${noun} (JSON or multipart; a bannerImage replaces the old)`,
        },
        remove: { summary: `Delete a ${noun}, its content entries and its banner image` },
      },
    ),
    ...({ [deleteBannerImage]: removeBannerImage } as Record<B, typeof removeBannerImage>),
    ...({ [duplicate]: duplicateDocument } as Record<C, typeof duplicateDocument>),
  };
}

export const pageCalls = standardCalls('Page');

export const pageEndpoints = defineEndpoints(
  'Page',
  pageRoutes,
  documentEndpoints(
    pageCalls,
    { deleteBannerImage: 'Page.DeleteBannerImage', duplicate: 'Page.DuplicatePage' },
    {
      noun: 'page',
      idQuery: 'pageId',
      form: pageSchema,
      updateForm: updatePageSchema,
      answer: page,
      details: pageDetails,
    },
  ),
);
