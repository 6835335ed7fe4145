/**
 * Messages and subscribers get `updated_at` like every other stored type, so the one resource
 * core (lib/resource.ts) stamps every save alike. Existing rows take their creation time.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../client.ts';
import { schemaHelpers } from '../dialect.ts';

export default function updatedAtEverywhereMigration(dialect: DialectName): Migration {
  const { timestamp } = schemaHelpers(dialect);
  return {
    // Kysely<any>: a migration sees the schema as it was then, not today's Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      for (const table of ['contact_messages', 'newsletter_subscribers']) {
        await db.schema.alterTable(table).addColumn('updated_at', timestamp).execute();
        await sql`update ${sql.table(table)} set updated_at = created_at`.execute(db);
      }
    },
  };
}
