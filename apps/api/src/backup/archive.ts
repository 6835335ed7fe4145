/**
 * Backup, restore and moving databases (docs/operations.md): the whole site — every table that
 * holds content, users with their password hashes, settings, messages, subscribers — plus the
 * uploaded files, in one .tar.gz. The same archive loads into an empty SQLite or PostgreSQL
 * database, which is how a chamber moves from the embedded database to PostgreSQL; the files are
 * read from and written to whichever storage is set (lib/storage.ts), which is how they move from
 * DATA_DIR into a bucket or back.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'kysely';
import pLimit from 'p-limit';
import * as tar from 'tar';
import type { DatabaseHandle, Db } from '../db/client.ts';
import type { Database } from '../db/types.ts';
import { PRIVATE_FILE_MODE } from '../lib/private-files.ts';
import { contentTypeOf, storageOf, type FileStorage } from '../lib/storage.ts';
import { userKeys } from '../lib/identity.ts';

const FORMAT = 'chamber-backup';
const VERSION = 1;

/**
 * Short-lived secrets, who has what open, and which content upgrades this database has had:
 * nothing a moved site needs.
 */
type LeftOut =
  | 'sessions'
  | 'refreshTokens'
  | 'passwordResetTokens'
  | 'previewLinks'
  | 'editingSessions'
  | 'contentUpgrades'
  | 'newsletterConfirmations';

/** The tables backed up; a new table not named here or in LeftOut does not compile. */
function backedUp<const T extends readonly (keyof Database)[]>(
  tables: T &
    ([Exclude<keyof Database, T[number] | LeftOut>] extends [never]
      ? unknown
      : { missing: Exclude<keyof Database, T[number] | LeftOut> }),
) {
  return tables;
}

/**
 * Tables in an order that satisfies their foreign keys (LeftOut names the others: everyone simply
 * signs in again). The activity log, the revisions, the trash, drafts and scheduled publishes
 * come along, so a moved site keeps its history and its unpublished work.
 */
const BACKUP_TABLES = backedUp([
  'users',
  'pages',
  'blogCategories',
  'blogs',
  'menuItems',
  'contentSections',
  'banners',
  'bannerItems',
  'pageContentEntries',
  'blogContentEntries',
  'events',
  'eventRegistrations',
  'footerItems',
  'memberCategories',
  'members',
  'deals',
  'redirects',
  'companySettings',
  'contactMessages',
  'newsletterSubscribers',
  'newsletterAnnouncements',
  'newsletterDeliveries',
  'media',
  'activity',
  'revisions',
  'trash',
  'drafts',
  'publishingJobs',
] as const);
type BackupTable = (typeof BACKUP_TABLES)[number];
/** Tables an archive made by an earlier version may lack: read as empty. */
const ADDED_LATER = new Set<BackupTable>([
  'blogCategories',
  'activity',
  'revisions',
  'trash',
  'drafts',
  'publishingJobs',
  'redirects',
  'eventRegistrations',
  'memberCategories',
  'members',
  'deals',
  'newsletterAnnouncements',
  'newsletterDeliveries',
  'media',
]);

type Manifest = {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  counts: Record<BackupTable, number>;
};

type Row = Record<string, unknown>;

/** Files moved at once: a bucket answers each request in some milliseconds, and there are many. */
const FILES_AT_ONCE = 4;

/**
 * Writes the site to `file`. `files`: the storage the uploaded files are in (a data folder's path
 * stands for its local attachments).
 */
export async function exportSite(
  handle: DatabaseHandle,
  files: FileStorage | string,
  file: string,
) {
  const stage = await mkdtemp(path.join(tmpdir(), 'chamber-export-'));
  try {
    // One snapshot of every table, so the archive is consistent even while the site is in use.
    const tables = await handle.db
      .transaction()
      .setIsolationLevel(handle.dialect === 'postgres' ? 'repeatable read' : 'serializable')
      .execute(async (trx) => {
        const result = {} as Record<BackupTable, Row[]>;
        for (const table of BACKUP_TABLES) {
          result[table] = (await trx
            .selectFrom(table)
            .selectAll()
            .orderBy('id')
            .execute()) as Row[];
        }
        return result;
      });
    await mkdir(path.join(stage, 'tables'));
    for (const table of BACKUP_TABLES) {
      await writeFile(path.join(stage, 'tables', `${table}.json`), JSON.stringify(tables[table]));
    }
    await mkdir(path.join(stage, 'attachments'));
    const storage = storageOf(files);
    const names: string[] = [];
    for await (const name of storage.list()) names.push(name);
    const limit = pLimit(FILES_AT_ONCE);
    await Promise.all(
      names.map((name) =>
        limit(async () => {
          // Streamed through disk, not memory: a document may be 30 MB.
          const object = await storage.get(name);
          if (object)
            await pipeline(object.body, createWriteStream(path.join(stage, 'attachments', name)));
        }),
      ),
    );
    const manifest: Manifest = {
      format: FORMAT,
      version: VERSION,
      createdAt: new Date().toISOString(),
      counts: Object.fromEntries(
        BACKUP_TABLES.map((t) => [t, tables[t].length]),
      ) as Manifest['counts'],
    };
    await writeFile(path.join(stage, 'manifest.json'), JSON.stringify(manifest, null, 2));
    // The archive holds password hashes: created owner-only, before anything is written to it.
    await writeFile(file, '', { mode: PRIVATE_FILE_MODE });
    await tar.c({ gzip: true, file, cwd: stage, portable: true }, [
      'manifest.json',
      'tables',
      'attachments',
    ]);
    return manifest;
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}

/** Loads `file` into an empty database, and its uploaded files into `files` (as exportSite). */
export async function importSite(
  handle: DatabaseHandle,
  files: FileStorage | string,
  file: string,
) {
  const stage = await mkdtemp(path.join(tmpdir(), 'chamber-import-'));
  try {
    await tar.x({ file, cwd: stage, strict: true });
    const manifest = JSON.parse(
      await readFile(path.join(stage, 'manifest.json'), 'utf8'),
    ) as Manifest;
    if (manifest.format !== FORMAT || manifest.version !== VERSION) {
      throw new Error(`${file} is not a Chamber backup this version can read.`);
    }
    await assertEmpty(handle.db);
    const tables = {} as Record<BackupTable, Row[]>;
    for (const table of BACKUP_TABLES) {
      if (manifest.counts[table] === undefined && ADDED_LATER.has(table)) {
        tables[table] = [];
        continue;
      }
      tables[table] = JSON.parse(
        await readFile(path.join(stage, 'tables', `${table}.json`), 'utf8'),
      ) as Row[];
      if (tables[table].length !== manifest.counts[table])
        throw new Error(`The backup of ${table} is incomplete.`);
    }
    // Keys by today's rule (lib/identity.ts), also for archives made before users had them; an
    // archive from before roles has an administrator flag instead (migration 0011's rule).
    tables.users = tables.users.map(({ isAdmin, ...user }) => ({
      ...user,
      ...userKeys(user as { username: string; email: string }),
      ...(user.role === undefined ? { role: isAdmin ? 'administrator' : 'editor' } : {}),
    }));
    // Parents before their children (menu items refer to other menu items).
    tables.menuItems.sort(
      (a, b) => Number(a.parentMenuItemId !== null) - Number(b.parentMenuItemId !== null),
    );

    // All rows or none.
    await handle.db.transaction().execute(async (trx) => {
      for (const table of BACKUP_TABLES) {
        const rows = tables[table];
        for (let start = 0; start < rows.length; start += 100) {
          // The rows are the table's own, as read by the export: typed per table only there.
          const batch = rows.slice(start, start + 100) as never;
          await trx.insertInto(table).values(batch).execute();
        }
        if (handle.dialect === 'postgres' && table !== 'companySettings') {
          // Rows came with their ids: move the id sequence past them.
          const snake = table.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
          await sql`select setval(pg_get_serial_sequence(${snake}, 'id'), coalesce((select max(id) from ${sql.table(snake)}), 0) + 1, false)`.execute(
            trx,
          );
        }
      }
    });

    const storage = storageOf(files);
    const limit = pLimit(FILES_AT_ONCE);
    await Promise.all(
      (await readdir(path.join(stage, 'attachments'))).map((name) =>
        limit(() =>
          storage.put(name, { file: path.join(stage, 'attachments', name) }, contentTypeOf(name)),
        ),
      ),
    );
    return manifest;
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}

/** Loading into a database that has content would mix two sites: refuse. */
async function assertEmpty(db: Db) {
  for (const table of BACKUP_TABLES) {
    if (await db.selectFrom(table).select('id').limit(1).executeTakeFirst()) {
      throw new Error(
        `The target database is not empty (table ${table} has rows). Import into a new, empty database.`,
      );
    }
  }
}
