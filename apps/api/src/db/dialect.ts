/** The few schema differences between SQLite and PostgreSQL, for the migrations. */
import type { CreateTableBuilder } from 'kysely';
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
    /** timestamptz on PostgreSQL; ISO-8601 text on SQLite (sorts and compares correctly). */
    timestamp: pg ? ('timestamptz' as const) : ('text' as const),
    /** Declared `boolean` on both: SQLite keeps the declared type, which db/client.ts reads back. */
    boolean: 'boolean' as const,
  };
}
