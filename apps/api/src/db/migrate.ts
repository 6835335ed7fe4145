/** Applies the ordered migrations at start, before the server listens (main.ts). */
import { Migrator, type Migration } from 'kysely';
import type { DatabaseHandle } from './client.ts';
import { initialMigration } from './migrations/0001_initial.ts';
import { userIdentityMigration } from './migrations/0002_user_identity.ts';
import { sessionsMigration } from './migrations/0003_sessions.ts';
import { eventOrganizerMigration } from './migrations/0004_event_organizer.ts';
import { updatedAtEverywhereMigration } from './migrations/0005_updated_at_everywhere.ts';

function migrations(handle: DatabaseHandle): Record<string, Migration> {
  return {
    '0001_initial': initialMigration(handle.dialect),
    '0002_user_identity': userIdentityMigration(handle.dialect),
    '0003_sessions': sessionsMigration(handle.dialect),
    '0004_event_organizer': eventOrganizerMigration,
    '0005_updated_at_everywhere': updatedAtEverywhereMigration(handle.dialect),
  };
}

/**
 * PostgreSQL serialises concurrent migrators with an advisory lock. SQLite has none, so when two
 * processes start on one data folder the loser of the race sees SQLITE_BUSY, or finds the tables it
 * meant to create already there: it waits and tries again, and then finds the migrations applied.
 */
export async function migrateToLatest(handle: DatabaseHandle) {
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrations(handle) },
    // Kysely looks for its own tables in every schema unless told which one is ours.
    ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
  });
  for (let attempt = 1; ; attempt++) {
    const { error } = await migrator.migrateToLatest();
    if (!error) return;
    if (!lostTheMigrationRace(error) || attempt >= 20) throw error;
    await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
  }
}

/**
 * Whether a migration failed because another process on the same SQLite file was first: its
 * transaction (tables and the migration record together) either still holds the lock or has just
 * committed what we were about to create. SQLITE_SCHEMA: it changed the schema under our prepared
 * statement (seen with "table … already exists"). "duplicate column name": it has just added a
 * column we were about to add.
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
