/** The few schema differences between SQLite and PostgreSQL, for the migrations. */
import type { CreateTableBuilder, Kysely, Migration } from 'kysely';
import type { DialectName } from './client.ts';

type AnyTable = CreateTableBuilder<string, string>;

export function schemaHelpers(dialect: DialectName) {
  const pg = dialect === 'postgres';
  return {
    /** Adds the auto-incrementing integer primary key. */
    id(table: AnyTable): AnyTable {
      return pg
        ? table.addColumn('id', 'serial', (c) => c.primaryKey())
        : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
    },
    /** The item a row is about, as revisions, trash, drafts and the like name it: type and id. */
    aboutAnItem(table: AnyTable): AnyTable {
      return table
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('item_id', 'integer', (c) => c.notNull());
    },
    /** timestamptz on PostgreSQL; ISO-8601 text on SQLite (sorts and compares correctly). */
    timestamp: pg ? ('timestamptz' as const) : ('text' as const),
    /** Declared `boolean` on both: SQLite keeps the declared type, which db/client.ts reads back. */
    boolean: 'boolean' as const,
  };
}

/** The database as a migration sees it: the schema as it was then, not today's Database type. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MigrationDb = Kysely<any>;

/**
 * A migration file's default export: `up` gets the database and this dialect's schema helpers
 * (db/migrate.ts gives the dialect).
 */
export const defineMigration =
  (up: (db: MigrationDb, helpers: ReturnType<typeof schemaHelpers>) => Promise<void>) =>
  (dialect: DialectName): Migration => ({ up: (db) => up(db, schemaHelpers(dialect)) });
