/**
 * Drafts (docs/decisions/117-drafts-and-publishing.md): the saved but unpublished changes of a
 * published page, blog or event, one per item, beside its live row. The live row stays what
 * visitors read, so no public read anywhere needs to know about drafts; staff reads lay the
 * draft over the row (lib/resource.ts). Also each item's publishing state, and the registry the
 * Publish and Unpublish calls find a type's publishing in.
 */
import type { PublishingState, PublishingType } from '@chamber/contracts';
import type { Db } from '../db/client.ts';
import { nowIso } from './tokens.ts';

type Values = Record<string, unknown>;

/** The draft of an item: the columns it changes (undefined: it has none). */
export async function readDraft(db: Db, type: PublishingType, itemId: number) {
  const found = await db
    .selectFrom('drafts')
    .select('content')
    .where('type', '=', type)
    .where('itemId', '=', itemId)
    .executeTakeFirst();
  return found ? (JSON.parse(found.content) as Values) : undefined;
}

/** Keeps `content` as the item's draft, in place of the one it had. */
export async function writeDraft(db: Db, type: PublishingType, itemId: number, content: Values) {
  const values = { content: JSON.stringify(content), savedOn: nowIso() };
  const updated = await db
    .updateTable('drafts')
    .set(values)
    .where('type', '=', type)
    .where('itemId', '=', itemId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await db
      .insertInto('drafts')
      .values({ type, itemId, ...values })
      .execute();
  }
}

/** Discards the item's draft (a publish applied it, or a plain save replaced it). */
export async function dropDraft(db: Db, type: string, itemId: number) {
  await db.deleteFrom('drafts').where('type', '=', type).where('itemId', '=', itemId).execute();
}

/**
 * The publishing state of items of one type, by id: `isPublic` says whether visitors see each
 * (its live row's public column); drafts and pending jobs are read in one query each.
 */
export async function publishingStates(
  db: Db,
  type: PublishingType,
  items: { id: number; isPublic: boolean }[],
): Promise<Map<number, PublishingState & { draft?: Values }>> {
  const ids = items.map((item) => item.id);
  const states = new Map<number, PublishingState & { draft?: Values }>();
  if (ids.length === 0) return states;
  const [drafts, jobs] = await Promise.all([
    db
      .selectFrom('drafts')
      .select(['itemId', 'content'])
      .where('type', '=', type)
      .where('itemId', 'in', ids)
      .execute(),
    db
      .selectFrom('publishingJobs')
      .select(['itemId', 'action', 'runAt'])
      .where('type', '=', type)
      .where('itemId', 'in', ids)
      .where('doneAt', 'is', null)
      .orderBy('runAt')
      .execute(),
  ]);
  const draftOf = new Map(drafts.map((d) => [d.itemId, JSON.parse(d.content) as Values]));
  const when = (id: number, action: string) =>
    jobs.find((job) => job.itemId === id && job.action === action)?.runAt ?? null;
  for (const { id, isPublic } of items) {
    const publishAt = when(id, 'publish');
    const draft = draftOf.get(id);
    states.set(id, {
      status: isPublic ? 'published' : publishAt ? 'scheduled' : 'draft',
      hasDraft: draft !== undefined,
      publishAt,
      unpublishAt: when(id, 'unpublish'),
      ...(draft ? { draft } : {}),
    });
  }
  return states;
}

/** What a save answers beside the row as it was: the files of a draft it discarded, to remove. */
export type DiscardedFiles = { discardedFiles?: string[] };

/** What publishing an item did: its name for the log, and the files its old version held. */
export type Published = { item: Values; replacedFiles: string[] };

/** A type's publishing, on a database or a transaction (lib/resource.ts gives it). */
export type Publishing = {
  /** Applies the draft (if any) and shows the item; 400 listing what to fix, 404 if none. */
  publish(id: number): Promise<Published>;
  unpublish(id: number): Promise<Published>;
  state(id: number): Promise<PublishingState>;
  /** Saves `columns` as the item's draft (or, unpublished, as the item): a restored version. */
  saveDraft(id: number, columns: Values): Promise<unknown>;
};

const publishings = new Map<PublishingType, (db: Db) => Publishing>();

export function definePublishing(type: PublishingType, on: (db: Db) => Publishing) {
  publishings.set(type, on);
}

/** The publishing of `type` on `db` (every publishing type is defined when the app is built). */
export function publishingOf(type: PublishingType, db: Db): Publishing {
  const on = publishings.get(type);
  if (!on) throw new Error(`${type} has no publishing defined`);
  return on(db);
}
