/** Applies the ordered migrations at start, before the server listens (main.ts). */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Migrator, type Migration } from 'kysely';
import type { DatabaseHandle, DialectName } from './client.ts';

const MIGRATIONS_FOLDER = path.join(import.meta.dirname, 'migrations');

/**
 * Every file of migrations/, in the order of their names (NNNN_what.ts); each default-exports a
 * function of the dialect that gives its migration. A new migration is a new file, nothing else.
 */
async function migrations(handle: DatabaseHandle): Promise<Record<string, Migration>> {
  const files = readdirSync(MIGRATIONS_FOLDER)
    .filter((file) => /^\d{4}_[a-z0-9_]+\.ts$/.test(file))
    .sort();
  const entries = await Promise.all(
    files.map(async (file) => {
      const { default: migration } = (await import(
        pathToFileURL(path.join(MIGRATIONS_FOLDER, file)).href
      )) as { default: (dialect: DialectName) => Migration };
      return [file.replace(/\.ts$/, ''), migration(handle.dialect)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

const migratorOf = (handle: DatabaseHandle) =>
  new Migrator({
    db: handle.db,
    provider: { getMigrations: () => migrations(handle) },
    // Kysely looks for its own tables in every schema unless told which one is ours.
    ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
  });

/** The database as an older version left it: migrated up to `name` (NNNN_what) only. */
export async function migrateUpTo(handle: DatabaseHandle, name: string) {
  const { error } = await migratorOf(handle).migrateTo(name);
  if (error) throw error;
}

/**
 * PostgreSQL serialises concurrent migrators with an advisory lock. SQLite has none, so when two
 * processes start on one data folder the loser of the race sees SQLITE_BUSY, or finds the tables it
 * meant to create already there: it waits and tries again, and then finds the migrations applied.
 */
export async function migrateToLatest(handle: DatabaseHandle) {
  const migrator = migratorOf(handle);
  for (let attempt = 1; ; attempt++) {
    const { error } = await migrator.migrateToLatest();
    if (!error) return;
    if (!lostTheMigrationRace(error) || attempt >= 20) throw error;
    await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
  }
}

/**
 * Whether a migration failed because another process on the same SQLite file was first: its transaction (tables and the migration record
 * together) either still holds the lock or has just committed what we were about to create.
 * SQLITE_SCHEMA: it changed the schema under our prepared statement (seen with "table … already
 * exists"). "duplicate column name": it has just added a column we were about to add.
 */
export function lostTheMigrationRace(error: unknown) {
  const code = String((error as { code?: string } | null)?.code ?? '');
  const message = error instanceof Error ? error.message : '';
  return (
    code.startsWith('SQLITE_BUSY') ||
    code === 'SQLITE_SCHEMA' ||
    (code === 'SQLITE_ERROR' && /already exists|duplicate column name/.test(message))
  );
}
