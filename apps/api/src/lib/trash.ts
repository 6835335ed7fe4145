/**
 * The trash (docs/decisions/115-trash-and-undo.md): a delete of an editable item moves its row,
 * and the rows that referenced it, into one `trash` entry as JSON, in the delete's transaction; a
 * restore puts them back with their old ids. The live tables hold only live rows, so no read
 * anywhere needs to leave deleted rows out. Files stay on disk until the entry is deleted for good
 * (by an administrator, or after TRASH_KEEP_DAYS).
 */
import { TRASH_KEEP_DAYS, type TrashType } from '@chamber/contracts';
import type { Db } from '../db/client.ts';
import type { Database } from '../db/types.ts';
import { conflict, notFound } from '../plugins/errors.ts';
import type { Attachments } from '../plugins/uploads.ts';
import { nameOf, type Actor } from './activity.ts';
import { nowIso } from './tokens.ts';

type Table = keyof Database;
type Values = Record<string, unknown>;

/** A column that must point at an existing row when its row comes back (`what`: for the note). */
type Need = { table: Table; what: string; required?: true };

/**
 * Rows of another table that point at a deleted row, and what the delete does to them: 'delete'
 * moves them to the trash with it (a page's content entries, a banner's slides), 'clear' empties
 * their column. A restore undoes either.
 */
export type Reference = {
  table: Table;
  /** Its column holding our row's id (or, with `matches`, our row's value of that column). */
  column: string;
  action: 'delete' | 'clear';
  /** The restore's note names one so: "menu item". */
  noun: string;
  /** A use elsewhere (a menu item linking to a page): moved only by a delete `withUses`. */
  use?: true;
  /** Our row's column the reference holds (default: id): a footer link holds a page's url. */
  matches?: string;
  /** The columns of its rows that hold attachment paths. */
  files?: string[];
  /** What its rows need when they come back; one whose need is gone stays in the trash. */
  needs?: Record<string, Need>;
  /** Rows that point at these rows in turn (a menu item's sub-items, going with its page). */
  references?: Reference[];
};

/** What a resource definition says about its trash (lib/resource.ts `trash`). */
export type TrashDefinition = {
  references?: Reference[];
  /** The row's columns that hold attachment paths. */
  files?: string[];
  /** What the row needs when it comes back: a required one gone refuses, another is cleared. */
  needs?: Record<string, Need>;
  /** Refuses a restore that would break a rule of the type (a page's url taken meanwhile). */
  beforeRestore?: (db: Db, row: Values) => Promise<void>;
};

/** Who deletes, and whether the uses of the item go with it. */
export type Deletion = { by: Actor; withUses?: boolean };

/** The rows of one reference, as deleted or cleared. */
type Group = Pick<Reference, 'table' | 'column' | 'action' | 'noun' | 'needs'> & {
  /** The id the cleared column held (for 'clear'). */
  value?: unknown;
  rows: Values[];
};
/** The JSON of a trash entry: the row, and the groups in the order they were found. */
type Snapshot = { table: Table; row: Values; groups: Group[] };

// Kysely's builders are typed per table; here the table is data, so the queries are untyped.
/* eslint-disable @typescript-eslint/no-explicit-any */
const untyped = (db: Db) => db as any;

/** Each type's table and trash rules, from its resource definition (lib/resource.ts). */
const definitions = new Map<TrashType, TrashDefinition & { table: Table }>();

export function defineTrash(type: TrashType, table: Table, definition: TrashDefinition) {
  definitions.set(type, { ...definition, table });
}

/** Runs `work` in a transaction, or in the one `db` already is. */
export const inTransaction = <R>(db: Db, work: (trx: Db) => Promise<R>): Promise<R> =>
  db.isTransaction ? work(db) : db.transaction().execute(work);

/** The rows each reference finds, depth first after their parents; `uses`: include the uses. */
async function collect(
  db: Db,
  references: Reference[],
  of: Values[],
  uses: boolean,
  files: string[],
) {
  const groups: Group[] = [];
  for (const reference of references) {
    if (reference.use && !uses) continue;
    const values = of.map((row) => row[reference.matches ?? 'id']).filter((v) => v != null);
    if (values.length === 0) continue;
    const rows: Values[] = await untyped(db)
      .selectFrom(reference.table)
      .selectAll()
      .where(reference.column, 'in', values)
      .orderBy('id')
      .execute();
    if (rows.length === 0) continue;
    const { table, column, action, noun, needs } = reference;
    groups.push({ table, column, action, noun, needs, value: values[0], rows });
    if (action === 'delete')
      files.push(...rows.flatMap((found) => filesOf(found, reference.files)));
    groups.push(...(await collect(db, reference.references ?? [], rows, uses, files)));
  }
  return groups;
}

const filesOf = (row: Values, columns: string[] = []) =>
  columns.map((column) => row[column]).filter((path): path is string => typeof path === 'string');

/**
 * Moves `row` (already read, in the transaction `db`) to the trash with what references it, then
 * deletes them all. The row itself is deleted by the caller.
 */
export async function moveToTrash(
  db: Db,
  type: TrashType,
  table: Table,
  row: Values,
  { by, withUses = false }: Deletion,
) {
  const definition = definitions.get(type) ?? { table };
  const files = filesOf(row, definition.files);
  const groups = await collect(db, definition.references ?? [], [row], withUses, files);
  // The last found first: sub-items before the menu items they hang from.
  for (const group of [...groups].reverse()) {
    const ids = group.rows.map((found) => found.id);
    const rows = untyped(db);
    if (group.action === 'clear') {
      await rows
        .updateTable(group.table)
        .set({ [group.column]: null })
        .where('id', 'in', ids)
        .execute();
    } else {
      await rows.deleteFrom(group.table).where('id', 'in', ids).execute();
    }
  }
  const snapshot: Snapshot = { table, row, groups };
  await db
    .insertInto('trash')
    .values({
      type,
      itemId: row.id as number,
      name: nameOf(row) ?? `#${String(row.id)}`,
      snapshot: JSON.stringify(snapshot),
      files: JSON.stringify([...new Set(files)]),
      deletedById: by.id,
      deletedByName: by.name,
      deletedOn: nowIso(),
    })
    .execute();
}

const exists = async (db: Db, table: Table, id: unknown) =>
  (await untyped(db).selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !==
  undefined;

/**
 * Checks what `row` needs: answers the row to insert (a gone optional link cleared) and the notes
 * saying so, or null when a required one is gone.
 */
async function withNeeds(db: Db, row: Values, needs: Record<string, Need> = {}) {
  const restored = { ...row };
  const notes: string[] = [];
  for (const [column, need] of Object.entries(needs)) {
    if (row[column] == null || (await exists(db, need.table, row[column]))) continue;
    if (need.required) return { row: null, notes, missing: need.what };
    restored[column] = null;
    notes.push(`without its ${need.what}, which was deleted`);
  }
  return { row: restored, notes, missing: null };
}

async function entryOf(db: Db, type: TrashType, itemId: number) {
  const entry = await db
    .selectFrom('trash')
    .selectAll()
    .where('type', '=', type)
    .where('itemId', '=', itemId)
    .executeTakeFirst();
  if (!entry) throw notFound('The item in the trash');
  return entry;
}

const quoted = (row: Values, noun: string) => {
  const name = nameOf(row);
  return name ? `the ${noun} “${name}”` : `a ${noun}`;
};

/**
 * Puts an item back with its old id and the rows that went with it, in one transaction; answers
 * its name and notes on what could not come back (a menu link whose parent item is gone).
 */
export async function restoreFromTrash(db: Db, type: TrashType, itemId: number) {
  return db.transaction().execute(async (trx) => {
    const entry = await entryOf(trx, type, itemId);
    const { table, row, groups } = JSON.parse(entry.snapshot) as Snapshot;
    const definition = definitions.get(type);
    const main = await withNeeds(trx, row, definition?.needs);
    if (!main.row) {
      throw conflict(
        `“${entry.name}” cannot be restored: its ${main.missing} was deleted. Restore that first.`,
      );
    }
    await definition?.beforeRestore?.(trx, main.row);
    // With its old id: PostgreSQL's sequences and SQLite's AUTOINCREMENT never hand an id out twice.
    await untyped(trx).insertInto(table).values(main.row).execute();
    const notes = main.notes.map((note) => `“${entry.name}” was restored ${note}.`);
    for (const group of groups) {
      for (const found of group.rows) {
        if (group.action === 'clear') {
          const result = await untyped(trx)
            .updateTable(group.table)
            .set({ [group.column]: group.value })
            .where('id', '=', found.id)
            .where(group.column, 'is', null)
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) === 0) {
            notes.push(`${capital(quoted(found, group.noun))} was not linked again: it changed.`);
          }
          continue;
        }
        const { row: back, notes: cleared, missing } = await withNeeds(trx, found, group.needs);
        if (!back) {
          notes.push(
            `${capital(quoted(found, group.noun))} was not restored: its ${missing} is gone.`,
          );
          continue;
        }
        await untyped(trx).insertInto(group.table).values(back).execute();
        notes.push(
          ...cleared.map((note) => `${capital(quoted(found, group.noun))} came back ${note}.`),
        );
      }
    }
    await trx.deleteFrom('trash').where('id', '=', entry.id).execute();
    return { name: entry.name, notes };
  });
}

const capital = (text: string) => text[0].toUpperCase() + text.slice(1);

/** Deletes an entry for good, then the files it kept; answers its name. */
export async function deleteForever(db: Db, attachments: Attachments, type: TrashType, id: number) {
  const entry = await entryOf(db, type, id);
  await forget(db, attachments, entry);
  return entry.name;
}

/**
 * What goes when an item is deleted for good: its trash entry and its revisions (nothing could
 * restore them any more), then the files it kept.
 */
async function forget(
  db: Db,
  attachments: Attachments,
  entry: { id: number; type: string; itemId: number; files: string },
) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('trash').where('id', '=', entry.id).execute();
    await trx
      .deleteFrom('revisions')
      .where('type', '=', entry.type)
      .where('itemId', '=', entry.itemId)
      .execute();
  });
  await removeFiles(attachments, entry.files);
}

async function removeFiles(attachments: Attachments, files: string) {
  for (const path of JSON.parse(files) as string[]) await attachments.remove(path);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes for good the entries older than TRASH_KEEP_DAYS (before `now`); answers how many. */
export async function pruneTrash(db: Db, attachments: Attachments, now = new Date()) {
  const cutoff = new Date(now.getTime() - TRASH_KEEP_DAYS * DAY_MS).toISOString();
  const expired = await db
    .selectFrom('trash')
    .selectAll()
    .where('deletedOn', '<', cutoff)
    .execute();
  for (const entry of expired) await forget(db, attachments, entry);
  return expired.length;
}

const plural = (noun: string) => (noun.endsWith('y') ? `${noun.slice(0, -1)}ies` : `${noun}s`);

/** The entries, newest first, with when each expires and what went with it. */
export async function listTrash(db: Db) {
  const entries = await db
    .selectFrom('trash')
    .selectAll()
    .orderBy('deletedOn', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return entries.map((entry) => {
    const { groups } = JSON.parse(entry.snapshot) as Snapshot;
    return {
      type: entry.type,
      id: entry.itemId,
      name: entry.name,
      deletedOn: entry.deletedOn,
      deletedById: entry.deletedById,
      deletedByName: entry.deletedByName,
      expiresOn: new Date(Date.parse(entry.deletedOn) + TRASH_KEEP_DAYS * DAY_MS).toISOString(),
      withIt: groups.map(
        ({ rows, noun, action }) =>
          `${rows.length} ${rows.length === 1 ? noun : plural(noun)}${action === 'clear' ? ' (link cleared)' : ''}`,
      ),
    };
  });
}
/* eslint-enable @typescript-eslint/no-explicit-any */
