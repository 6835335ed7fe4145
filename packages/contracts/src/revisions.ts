/**
 * Revisions (docs/editing.md, decision 114): every save of an editable item keeps a copy of it,
 * with who saved, when and what changed. Staff list an item's revisions, read one, compare two and
 * restore one; a restore is itself a save, and so a revision.
 */
import { z } from 'zod';
import { idOf } from './common.ts';
import { defineEndpoints, messageAnswer } from './endpoints/define.ts';
import { revisionRoutes } from './routes/revisions.ts';
import { REVISION_TYPES } from './item-types.ts';

/** How a revision came about: a save, a draft save, a publish or unpublish, a restore. */
export type RevisionKind = 'create' | 'save' | 'restore' | 'draft' | 'publish' | 'unpublish';

/** At least this many of an item's newest revisions are kept; older ones are pruned. */
export const REVISIONS_KEPT = 100;

/** The company settings are one item: id 1. */
export const SETTINGS_ITEM_ID = 1;

/**
 * Stored columns that are not the content: never compared, summarised or restored (a restore
 * keeps the item's place in its list, its author and its creation date).
 */
export const NOT_CONTENT = [
  'id',
  'createdAt',
  'addedOn',
  'addedBy',
  'createdById',
  'updatedAt',
  'sortOrder',
  'version',
] as const;

/** Columns whose names do not read well as words. */
const LABELS: Record<string, string> = {
  bannerImageFilePath: 'Banner image',
  imagePath: 'Image',
  companyLogoPath: 'Company logo',
  companyIconPath: 'Company icon',
  linkTo: 'Link',
  rawHtml: 'HTML',
  url: 'URL',
  seo: 'SEO',
  mapUrl: 'Map',
  pageId: 'Page',
  parentMenuItemId: 'Parent menu item',
  bannerId: 'Banner',
  startsAt: 'Start',
  endsAt: 'End',
  isActive: 'Active',
  googleAnalyticsId: 'Google Analytics Id',
  facebookPixelCode: 'Facebook Pixel Code',
  linkedInLink: 'LinkedIn link',
  youtubeLink: 'YouTube link',
  tiktokLink: 'TikTok link',
};

/** A stored column in words, as the history shows it: "addressLine1" → "Address line 1". */
export function fieldLabel(column: string) {
  if (LABELS[column]) return LABELS[column];
  const words = column
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/^is /, '')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const TYPE_MESSAGE = 'Please choose one of the editable types';

const revisionType = z.enum(REVISION_TYPES, { error: TYPE_MESSAGE });
const itemId = idOf('A valid id is required');
const revisionId = idOf('A valid revision id is required');

/** An editable item: `GET /Revision/GetRevisions?type=&id=`, and the editing calls' body. */
export const editableItem = z.object({ type: revisionType, id: itemId });
const revisionsQuery = editableItem;
/** `GET /Revision/GetRevision?type=&id=&revisionId=`, and the body of `RestoreRevision`. */
const revisionQuery = revisionsQuery.extend({ revisionId });

/** One line of an item's history. */
const revisionSummary = z.object({
  id: z.number(),
  /** The item's version after this save. */
  version: z.number(),
  kind: z.string(),
  /** The full name of who saved, as it was then. */
  savedBy: z.string(),
  /** When (ISO, UTC). */
  savedOn: z.string(),
  /** The fields this save changed, in words: "Title, Description". */
  summary: z.string(),
});
export type RevisionSummary = z.infer<typeof revisionSummary>;

/** A revision with the content it saved: the item's stored columns (`fieldLabel` names them). */
const revision = revisionSummary.extend({
  type: z.string(),
  itemId: z.number(),
  content: z.record(z.string(), z.unknown()),
});

const restoreAnswer = messageAnswer.extend({
  /** The files of the revision's images that are gone: the item keeps its current ones. */
  missingImages: z.array(z.string()),
});

/** Staff who change anyone's items (authors, who change only their own, have none). */
export const revisionEndpoints = defineEndpoints('Revisions', revisionRoutes, {
  'Revision.GetRevisions': {
    summary: `An item's revisions, newest first (at least the newest ${REVISIONS_KEPT} are kept)`,
    access: 'revisions',
    query: revisionsQuery,
    answer: z.array(revisionSummary),
  },
  'Revision.GetRevision': {
    summary: 'One revision with the content it saved',
    access: 'revisions',
    query: revisionQuery,
    answer: revision,
  },
  'Revision.RestoreRevision': {
    summary:
      'Saves a revision’s content over the item (itself a new revision); an image whose file is gone is kept as it is and named',
    access: 'revisions',
    body: revisionQuery,
    answer: restoreAnswer,
  },
});
