/**
 * Where a stored file is used: every column that holds an attachment path, listed once here. The
 * media library's "uses" read it (drafts included), and Replace rewrites the paths it names in
 * one transaction (docs/decisions/141-media-library.md).
 */
import type { MediaUse } from '@chamber/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';

type PathColumn = {
  /** The item type, as the trash, revisions and drafts name it. */
  type: string;
  table: keyof Database;
  column: string;
  /** The column naming the item for staff. */
  name: string;
};

/** Every column that stores an attachment path. A new one belongs here. */
const PATH_COLUMNS: readonly PathColumn[] = [
  { type: 'page', table: 'pages', column: 'bannerImageFilePath', name: 'name' },
  { type: 'blog', table: 'blogs', column: 'bannerImageFilePath', name: 'name' },
  { type: 'event', table: 'events', column: 'imagePath', name: 'title' },
  { type: 'contentSection', table: 'contentSections', column: 'imagePath', name: 'name' },
  { type: 'bannerItem', table: 'bannerItems', column: 'imagePath', name: 'name' },
  { type: 'settings', table: 'companySettings', column: 'companyLogoPath', name: 'companyName' },
  { type: 'settings', table: 'companySettings', column: 'companyIconPath', name: 'companyName' },
  { type: 'user', table: 'users', column: 'photoPath', name: 'fullName' },
];

/** Tables whose JSON text holds copies of rows (and so of paths): drafts, trash, revisions. */
const COPIES = [
  { table: 'drafts', column: 'content' },
  { table: 'trash', column: 'snapshot' },
  { table: 'trash', column: 'files' },
  { table: 'revisions', column: 'snapshot' },
] as const;

// The table is data here, so the queries are built untyped.
/* eslint-disable @typescript-eslint/no-explicit-any */
const untyped = (db: Db) => db as any;

/**
 * The items showing `filePath`, live or in a draft, each once. Stored names are hex with an
 * extension, so they hold no LIKE wildcard.
 */
export async function usesOf(db: Db, filePath: string): Promise<MediaUse[]> {
  const uses = new Map<string, MediaUse>();
  const add = (type: string, id: number, name: unknown) => {
    const key = `${type} ${id}`;
    if (!uses.has(key)) uses.set(key, { type, id, name: String(name ?? `#${id}`) });
  };
  for (const { type, table, column, name } of PATH_COLUMNS) {
    const rows: { id: number; name: unknown }[] = await untyped(db)
      .selectFrom(table)
      .select(['id', `${name} as name`])
      .where(column, '=', filePath)
      .execute();
    for (const row of rows) add(type, row.id, row.name);
  }
  const drafts = await db
    .selectFrom('drafts')
    .select(['type', 'itemId'])
    .where('content', 'like', `%${filePath}%`)
    .execute();
  for (const draft of drafts) {
    const where = PATH_COLUMNS.find((candidate) => candidate.type === draft.type);
    const row = where
      ? await untyped(db)
          .selectFrom(where.table)
          .select(`${where.name} as name`)
          .where('id', '=', draft.itemId)
          .executeTakeFirst()
      : undefined;
    add(draft.type, draft.itemId, row?.name);
  }
  return [...uses.values()];
}

/**
 * Points every use of `from` at `to`, in the live rows and in the copies kept of them (drafts,
 * the trash, revisions), on `db` (the Replace's transaction).
 */
export async function rewritePaths(db: Db, from: string, to: string) {
  for (const { table, column } of PATH_COLUMNS) {
    await untyped(db)
      .updateTable(table)
      .set({ [column]: to })
      .where(column, '=', from)
      .execute();
  }
  for (const { table, column } of COPIES) {
    await untyped(db)
      .updateTable(table)
      .set({ [column]: sql`replace(${sql.ref(column)}, ${from}, ${to})` })
      .where(column, 'like', `%${from}%`)
      .execute();
  }
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** The uses of a library file by its id (the Trash screen's GetUsage); none once it is gone. */
export async function mediaUses(db: Db, id: number) {
  const found = await db.selectFrom('media').select('path').where('id', '=', id).executeTakeFirst();
  return found ? usesOf(db, found.path) : [];
}
