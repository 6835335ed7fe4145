/**
 * The trash (docs/editing.md, decision 115): a deleted page, blog, event, section, banner, slide,
 * menu or footer item waits here for 30 days with what referenced it, and can be put back.
 */
import { z } from 'zod';
import { bool, id } from './common.ts';
import { defineEndpoints, messageAnswer } from './endpoints/define.ts';
import { TRASH_TYPES } from './item-types.ts';
import { manyItems } from './publishing.ts';
import { trashRoutes } from './routes/trash.ts';

/** How long a deleted item can be restored; after that it is deleted for good, with its files. */
export const TRASH_KEEP_DAYS = 30;

const TYPE_MESSAGE = 'Please choose one of the types that go to the trash';
const trashType = z.enum(TRASH_TYPES, { error: TYPE_MESSAGE });

/**
 * The Delete call of a type that may be used elsewhere: `withUses=true` also moves what uses it
 * (menu items linking to a page, page entries showing a section) to the trash with it; without it
 * such a delete is refused (409) naming the uses, as before.
 */
export const deleteWithUsesQuery = z.object({ id, withUses: bool(false) });

/** One item in the trash or one use of an item. */
const itemRef = { type: z.string(), id: z.number(), name: z.string() };

const trashEntry = z.object({
  ...itemRef,
  /** The trash entry's own id is not needed: an item is named by its type and id. */
  deletedOn: z.string(),
  deletedById: z.number().nullable(),
  deletedByName: z.string(),
  /** When it will be deleted for good (ISO, UTC). */
  expiresOn: z.string(),
  /** What went to the trash with it, in words: "2 menu items, 3 content entries". */
  withIt: z.array(z.string()),
});
export type TrashEntry = z.infer<typeof trashEntry>;

const usage = z.object(itemRef);
export type Usage = z.infer<typeof usage>;

/** `{ type, id }` of RestoreFromTrash, and the query of DeleteForever and GetUsage. */
const trashItemSchema = z.object({ type: trashType, id });

export const trashEndpoints = defineEndpoints('Trash', trashRoutes, {
  'Trash.GetTrash': {
    summary: `What was deleted in the last ${TRASH_KEEP_DAYS} days, newest first`,
    access: 'trash',
    answer: z.array(trashEntry),
  },
  'Trash.GetUsage': {
    summary:
      'Where an item is used (menu and footer items, pages and blogs, buttons): shown before it is deleted',
    access: 'trash',
    query: trashItemSchema,
    answer: z.array(usage),
  },
  'Trash.RestoreFromTrash': {
    summary:
      'Puts a deleted item back with its old id and what referenced it; `notes` says what could not come back',
    access: 'trash',
    body: trashItemSchema,
    answer: messageAnswer.extend({ notes: z.array(z.string()) }),
  },
  'Trash.MoveToTrash': {
    summary:
      'Deletes several pages, blogs or events at once as each Delete call does (to the trash), all or nothing; `withUses` as in Delete',
    // Every role that deletes content may call it (authors: their own blogs and events); the
    // type's own Delete permission and the authors' rule are checked next, item by item.
    access: 'blogs',
    body: manyItems.extend({ withUses: bool(false) }),
    answer: messageAnswer,
  },
  'Trash.DeleteForever': {
    summary: 'Deletes an item in the trash for good, with its files (administrators)',
    access: 'deleteForever',
    query: trashItemSchema,
    answer: messageAnswer,
  },
});
