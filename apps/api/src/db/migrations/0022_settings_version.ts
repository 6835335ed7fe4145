/**
 * The settings count their saves like every editable item (decision 113): a save made on an older
 * version is refused. They start at the version their history has reached, so the History goes on
 * from where it was.
 */
import { sql } from 'kysely';
import { defineMigration } from '../dialect.ts';

export default defineMigration(async (db) => {
  await db.schema
    .alterTable('company_settings')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`update company_settings set version = coalesce((select max(version) from revisions where type = 'settings'), 1)`.execute(
    db,
  );
});
