/**
 * Drafts and publishing (docs/editing.md, decision 117): a page, blog or event may be saved as a
 * draft, which visitors do not see until it is published; publishing and unpublishing may be
 * scheduled for a later time.
 */
import { z } from 'zod';
import { ITEM_NOUNS } from './activity.ts';
import { bool, id } from './common.ts';
import { defineEndpoints, messageAnswer } from './endpoints/define.ts';
import { toIsoDateTime } from './dates.ts';
import { REVISION_TYPES, type RevisionType } from './item-types.ts';
import { publishingRoutes } from './routes/publishing.ts';

/**
 * The types that have drafts and are published: every editable type. A page's
 * or blog's sections and banners (with their slides) go live with it (decision 140).
 */
export const PUBLISHING_TYPES = REVISION_TYPES.filter(
  // The media library's files have no drafts: visitors see them where items use them.
  (type): type is Exclude<RevisionType, 'media'> => type !== 'media',
) as unknown as readonly [Exclude<RevisionType, 'media'>, ...Exclude<RevisionType, 'media'>[]];
export type PublishingType = (typeof PUBLISHING_TYPES)[number];

/**
 * The types with a public address of their own: they are previewed, scheduled from their editor
 * and listed on the dashboard. The others are seen on the pages that show them.
 */
export const ADDRESSED_TYPES = ['page', 'blog', 'event'] as const satisfies PublishingType[];
export type AddressedType = (typeof ADDRESSED_TYPES)[number];

/**
 * 'draft': visitors do not see it (never published, or unpublished); 'published': they do;
 * 'scheduled': not yet public, with a publish on its way (`publishAt`).
 */
const PUBLISHING_STATUSES = ['draft', 'published', 'scheduled'] as const;

/** The Create/Update field: `true` saves a draft only; visitors keep seeing what was published. */
export const draftField = { draft: bool(false) };

const publishingState = {
  status: z.enum(PUBLISHING_STATUSES),
  /** Saved changes that visitors do not see yet (a published item's draft). */
  hasDraft: z.boolean(),
  /** When a scheduled publish or unpublish will happen (ISO, UTC), or null. */
  publishAt: z.string().nullable(),
  unpublishAt: z.string().nullable(),
};
export type PublishingState = z.infer<z.ZodObject<typeof publishingState>>;

/**
 * What staff GETs of a page, blog or event add: visitors' answers leave them out, so they are
 * optional in the answer.
 */
export const publishingAnswerFields = {
  status: publishingState.status.optional(),
  hasDraft: publishingState.hasDraft.optional(),
  publishAt: publishingState.publishAt.optional(),
  unpublishAt: publishingState.unpublishAt.optional(),
};

const PUBLISHING_TIME_MESSAGE =
  'Please give a date and time like 2026-12-03T09:00:00Z, or leave it out for now';
/** "Please choose a page, blog, …, deal or the settings": written from the list of types. */
const TYPE_MESSAGE = `Please choose a ${PUBLISHING_TYPES.filter((type) => type !== 'settings')
  .map((type) => ITEM_NOUNS[type])
  .join(', ')} or the settings`;

/** A time to do it at (ISO); "", null or absent: now. */
const when = z
  .preprocess((v) => (v === '' || v === null ? undefined : v), z.string().optional())
  .transform((v, ctx) => {
    if (v === undefined) return null;
    const iso = toIsoDateTime(v.trim());
    if (iso === null) ctx.addIssue({ code: 'custom', message: PUBLISHING_TIME_MESSAGE });
    return iso;
  });

const publishingType = z.enum(PUBLISHING_TYPES, { error: TYPE_MESSAGE });
const item = { type: publishingType, id };

/** How many rows the lists act on at once: a list page shows at most this many. */
const MANY_MAX = 100;
const MANY_MESSAGE = `Please select between 1 and ${MANY_MAX} items`;

/**
 * Pages, blogs or events of one type that the lists act on together (their selected rows): all
 * or nothing. An id
 * sent twice counts once.
 */
export const manyItems = z.object({
  type: z.enum(ADDRESSED_TYPES, { error: 'Please choose a page, blog or event' }),
  ids: z
    .array(id, { error: MANY_MESSAGE })
    .min(1, MANY_MESSAGE)
    .max(MANY_MAX, MANY_MESSAGE)
    .transform((ids) => [...new Set(ids)]),
});

/**
 * What goes live with an item when it is published (decision 140): the sections and banners of a
 * page or blog and the slides of its banners (a banner's own slides), each that has a draft or is
 * not on the site yet; with the other pages and blogs that show it, which change too.
 */
const publishingPart = z.object({
  type: publishingType,
  id: z.number(),
  name: z.string(),
  /** 'changes': visitors see it now, and will see its draft; 'new': it is not on the site yet. */
  change: z.enum(['changes', 'new']),
  alsoOn: z.array(z.object({ type: z.enum(['page', 'blog']), id: z.number(), name: z.string() })),
});
export type PublishingPart = z.infer<typeof publishingPart>;

/** The item's state after the call; `message` says what happened, in words. */
const publishingAnswer = messageAnswer.extend(publishingState);

export const publishingEndpoints = defineEndpoints('Publishing', publishingRoutes, {
  'Publishing.Publish': {
    summary:
      'Applies the draft (if any) and shows the item to visitors; `publishAt` in the future schedules it',
    access: 'publish',
    body: z.object({ ...item, publishAt: when }),
    answer: publishingAnswer,
  },
  'Publishing.Unpublish': {
    summary:
      'Takes the item off the site without deleting it; `unpublishAt` in the future schedules it',
    access: 'publish',
    body: z.object({ ...item, unpublishAt: when }),
    answer: publishingAnswer,
  },
  'Publishing.PublishMany': {
    summary:
      'Publishes several items of one type now, all or nothing: 404 naming the ids not found, 400 listing what to fix in each item that cannot go live',
    access: 'publish',
    body: manyItems,
    answer: messageAnswer,
  },
  'Publishing.UnpublishMany': {
    summary: 'Takes several items of one type off the site now, all or nothing',
    access: 'publish',
    body: manyItems,
    answer: messageAnswer,
  },
  'Publishing.GetParts': {
    summary:
      "What publishing the item also puts on the site: its sections', banners' and slides' drafts and new ones, each with the other pages and blogs that show it",
    access: 'publish',
    query: z.object(item),
    answer: z.array(publishingPart),
  },
});
