/**
 * Roles (docs/decisions/120-roles-and-one-permission-table.md): a user is an administrator, an
 * editor or an author instead of an administrator flag; those who were not administrators become
 * editors. Pages, blogs and events know who created them, for the authors' own-items rule.
 */
import { sql } from 'kysely';
import { defineMigration } from '../dialect.ts';

export default defineMigration(async (db) => {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('editor'))
    .execute();
  // A boolean on PostgreSQL, 0 or 1 on SQLite: both read as a condition.
  await sql`update users set role = 'administrator' where is_admin`.execute(db);
  await db.schema.alterTable('users').dropColumn('is_admin').execute();
  // Pages too: they share the blogs' columns and service.
  for (const table of ['pages', 'blogs', 'events']) {
    // No foreign key: an item keeps its author's id after the account changes.
    await db.schema.alterTable(table).addColumn('created_by_id', 'integer').execute();
  }
});
