/**
 * The activity log: who did what, when and from which address (docs/activity.md). Entries are
 * written by the API as things happen and only ever read here: no call changes or removes one.
 */
import { z } from 'zod';
import { idOf } from './common.ts';
import { defineEndpoints } from './endpoints/define.ts';
import { REVISION_TYPES } from './item-types.ts';
import { activityRoutes } from './routes/activity.ts';

/** What was done. Publish and unpublish are named for the drafts to come. */
export const ACTIVITY_ACTIONS = [
  'signIn',
  'signInFailed',
  'create',
  'update',
  'delete',
  'sort',
  'publish',
  'unpublish',
  'restore',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** What it was done to: every kind of stored thing staff change (the editable ones first). */
export const ACTIVITY_TYPES = [
  ...REVISION_TYPES,
  'message',
  'subscriber',
  'announcement',
  'user',
  'blogCategory',
  'redirect',
  'memberCategory',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/**
 * How staff name each kind of item, in messages ("Content section published.") and in the back
 * office's lists (capitalised there).
 */
export const ITEM_NOUNS: Record<ActivityType, string> = {
  page: 'page',
  blog: 'blog',
  event: 'event',
  contentSection: 'content section',
  banner: 'banner',
  bannerItem: 'slider item',
  menuItem: 'menu item',
  footerItem: 'footer item',
  member: 'member',
  memberCategory: 'member category',
  settings: 'settings',
  message: 'message',
  subscriber: 'subscriber',
  announcement: 'announcement',
  user: 'user',
  blogCategory: 'blog category',
  redirect: 'redirect',
  media: 'file',
  deal: 'deal',
};

/** The most entries one call answers: the newest first, older ones on later pages. */
export const ACTIVITY_PAGE_SIZE_MAX = 500;

const DATE_MESSAGE = (label: string) =>
  `${label} must be a date like 2026-11-25 or a date and time like 2026-11-25T10:42:00Z`;

/** A day ("2026-11-25", in UTC) or an instant with its offset; "" or absent: no limit. */
function dateLimit(label: string, end: 'start' | 'end') {
  return z
    .preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z
        .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: DATE_MESSAGE(label) })
        .optional(),
    )
    .transform((v) => {
      if (v === undefined) return null;
      // A day alone reaches to its last millisecond when it ends the range.
      const dayOnly = v.length === 10;
      const time = Date.parse(dayOnly ? `${v}T00:00:00Z` : v);
      return new Date(dayOnly && end === 'end' ? time + 86_400_000 - 1 : time).toISOString();
    });
}

/** A whole number from `min` to `max`, also as text of digits; "" or absent gives `fallback`. */
function wholeNumber(label: string, min: number, max: number, fallback: number) {
  const message = `${label} must be a whole number from ${min} to ${max}`;
  return z
    .preprocess(
      (v) =>
        v === '' || v === null
          ? undefined
          : typeof v === 'string' && /^\d+$/.test(v)
            ? Number(v)
            : v,
      z.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
    )
    .transform((v) => v ?? fallback);
}

/** One of `choices`, or "" / absent for all of them. */
function anyOf<const T extends readonly [string, ...string[]]>(choices: T, message: string) {
  return z
    .preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.enum(choices, { error: message }).optional(),
    )
    .transform((v) => v ?? null);
}

/** `GET /Activity/GetActivity`: every filter narrows; none given, the newest entries of all. */
export const activityQuery = z
  .object({
    from: dateLimit('From', 'start'),
    to: dateLimit('To', 'end'),
    userId: z
      .preprocess(
        (v) => (v === '' || v === null ? undefined : v),
        idOf('Please choose a user').optional(),
      )
      .transform((v) => v ?? null),
    action: anyOf(ACTIVITY_ACTIONS, 'Please choose one of the listed actions'),
    type: anyOf(ACTIVITY_TYPES, 'Please choose one of the listed types'),
    page: wholeNumber('Page', 1, 1_000_000, 1),
    pageSize: wholeNumber('Page size', 1, ACTIVITY_PAGE_SIZE_MAX, 100),
  })
  .refine(({ from, to }) => from === null || to === null || from <= to, {
    message: 'To must not be before From',
    path: ['to'],
  });

/** One entry: the user's name as it was then, so it reads the same after a rename. */
export const activityEntry = z.object({
  id: z.number(),
  /** When (ISO, UTC). */
  at: z.string(),
  /** null: a failed sign-in with a name no account has. */
  userId: z.number().nullable(),
  userName: z.string(),
  action: z.string(),
  type: z.string(),
  itemId: z.number().nullable(),
  summary: z.string(),
  /** The client's address, as the server sees it (TRUST_PROXY: docs/operations.md). */
  address: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntry>;

const activityAnswer = z.object({
  entries: z.array(activityEntry),
  /** How many entries match the filters, on all pages. */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const activityEndpoints = defineEndpoints('Activity', activityRoutes, {
  'Activity.GetActivity': {
    summary: `The activity log, newest first, narrowed by the filters (at most ${ACTIVITY_PAGE_SIZE_MAX} entries a page)`,
    access: 'activity',
    query: activityQuery,
    answer: activityAnswer,
  },
});
