/**
 * Messages and subscribers get `updated_at` like every other stored type, so the one resource
 * core (lib/resource.ts) stamps every save alike. Existing rows take their creation time.
 */
import { sql } from 'kysely';
import { defineMigration } from '../dialect.ts';

export default defineMigration(async (db, { timestamp }) => {
  for (const table of ['contact_messages', 'newsletter_subscribers']) {
    await db.schema.alterTable(table).addColumn('updated_at', timestamp).execute();
    await sql`update ${sql.table(table)} set updated_at = created_at`.execute(db);
  }
});
