/**
 * Revisions (docs/decisions/114-revisions.md): after every create, save and restore of an editable
 * item, a copy of its stored row, with who saved, when and which fields changed. Written here
 * only: the resource core calls `app.revisions.record` after each standard create and update, and
 * the saves outside it (settings, menu nesting, removing a page's banner image) call the same.
 * An item keeps its newest REVISIONS_KEPT revisions; older ones are pruned as new ones come.
 */
import {
  ADMIN_ONLY_SETTINGS,
  fieldLabel,
  NOT_CONTENT,
  PUBLISHING_TYPES,
  REVISIONS_KEPT,
  type RevisionKind,
  type RevisionType,
} from '@chamber/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import type { Database } from '../db/types.ts';
import { readDraft } from './drafts.ts';
import { nowIso } from './tokens.ts';

/** Where each type is stored, and how a 404 names it. */
export const REVISION_TABLES = {
  page: { table: 'pages', noun: 'The page' },
  blog: { table: 'blogs', noun: 'The blog' },
  event: { table: 'events', noun: 'The event' },
  contentSection: { table: 'contentSections', noun: 'The content section' },
  banner: { table: 'banners', noun: 'The banner' },
  bannerItem: { table: 'bannerItems', noun: 'The banner item' },
  menuItem: { table: 'menuItems', noun: 'The menu item' },
  footerItem: { table: 'footerItems', noun: 'The footer item' },
  member: { table: 'members', noun: 'The member' },
  media: { table: 'media', noun: 'The file' },
  deal: { table: 'deals', noun: 'The deal' },
  settings: { table: 'companySettings', noun: 'The company settings' },
} as const satisfies Record<RevisionType, { table: keyof Database; noun: string }>;

type Snapshot = Record<string, unknown>;

/** What a save records: `note` opens the summary ("Restored version 3"). */
export type RevisionEntry = {
  type: RevisionType;
  itemId: number;
  kind: RevisionKind;
  note?: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    revisions: {
      /** Records the item as it is stored now, saved by the request's signed-in user. */
      record(request: FastifyRequest, entry: RevisionEntry): Promise<void>;
    };
  }
}

const notContent = new Set<string>(NOT_CONTENT);

/** The content fields whose values differ between two snapshots, in words. */
function changedFields(before: Snapshot, after: Snapshot) {
  return Object.keys(after)
    .filter((key) => !notContent.has(key))
    .filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null))
    .map(fieldLabel);
}

/** The labels of the settings only administrators see (left out of what others read). */
const ADMIN_ONLY_LABELS = new Set<string>(ADMIN_ONLY_SETTINGS.map(fieldLabel));

/** A summary without the administrator-only settings' names, for other staff. */
export const withoutAdminOnly = (summary: string) =>
  summary
    .split(', ')
    .filter((part) => !ADMIN_ONLY_LABELS.has(part))
    .join(', ') || 'No visible changes';

/**
 * The stored row of an item, as JSON-ready values (undefined: there is none), with its draft laid
 * over it when it has one: what staff edit.
 */
export async function storedItem(db: Db, type: RevisionType, itemId: number) {
  const { table } = REVISION_TABLES[type];
  // The table is a parameter here: the row is read as any one table's and handled as plain values.
  const row = await db
    .selectFrom(table as 'pages')
    .selectAll()
    .where('id', '=', itemId)
    .executeTakeFirst();
  const drafted = PUBLISHING_TYPES.find((candidate) => candidate === type);
  const draft = row && drafted ? await readDraft(db, drafted, itemId) : undefined;
  return row ? ({ ...row, ...draft } as Snapshot) : undefined;
}

/** Inserts the revision of the item as stored now; prunes the item's oldest beyond the kept. */
export async function recordRevision(
  db: Db,
  { type, itemId, kind, note }: RevisionEntry,
  actor: { id: number | null; name: string },
) {
  const row = await storedItem(db, type, itemId);
  if (!row) return;
  const previous = await db
    .selectFrom('revisions')
    .select(['snapshot', 'version'])
    .where('type', '=', type)
    .where('itemId', '=', itemId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const changed = previous ? changedFields(JSON.parse(previous.snapshot) as Snapshot, row) : [];
  const what =
    kind === 'create'
      ? 'First version'
      : previous
        ? changed.join(', ') || 'No changes'
        : // Saved before revisions were kept: what changed is not known.
          'Saved';
  await db
    .insertInto('revisions')
    .values({
      type,
      itemId,
      // The item's own count of saves (a row without one: counted here).
      version: typeof row.version === 'number' ? row.version : (previous?.version ?? 0) + 1,
      kind,
      snapshot: JSON.stringify(row),
      userId: actor.id,
      userName: actor.name,
      savedOn: nowIso(),
      summary: note ? `${note}${kind === 'restore' ? `: ${what}` : ''}` : what,
    })
    .execute();
  await pruneRevisions(db, type, itemId);
}

/** Deletes the item's revisions older than its newest REVISIONS_KEPT. */
async function pruneRevisions(db: Db, type: RevisionType, itemId: number) {
  const oldestKept = await db
    .selectFrom('revisions')
    .select('id')
    .where('type', '=', type)
    .where('itemId', '=', itemId)
    .orderBy('id', 'desc')
    .offset(REVISIONS_KEPT - 1)
    .limit(1)
    .executeTakeFirst();
  if (!oldestKept) return;
  await db
    .deleteFrom('revisions')
    .where('type', '=', type)
    .where('itemId', '=', itemId)
    .where('id', '<', oldestKept.id)
    .execute();
}

/** `app.revisions.record`: by the request's signed-in user (revisions are of staff saves). */
export const revisionsPlugin = fp(async (app: FastifyInstance, { db }: { db: Db }) => {
  app.decorate('revisions', {
    record: (request, entry) =>
      recordRevision(
        db,
        entry,
        request.currentUser
          ? { id: request.currentUser.id, name: request.currentUser.fullName }
          : { id: null, name: 'Someone' },
      ),
  });
});
