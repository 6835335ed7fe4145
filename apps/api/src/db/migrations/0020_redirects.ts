/**
 * Redirects (docs/decisions/136-redirects.md): an old address of the site and where it leads now.
 * `from_path` is stored as the site matches addresses (lower case, no trailing slash), so the
 * unique index also catches "/Old/" beside "/old".
 */
import { defineMigration } from '../dialect.ts';

export default defineMigration(async (db, { id, timestamp, boolean }) => {
  await id(db.schema.createTable('redirects'))
    .addColumn('from_path', 'text', (c) => c.notNull().unique())
    .addColumn('to_path', 'text', (c) => c.notNull())
    // Made by the site when a published page or blog moved (not typed by an administrator).
    .addColumn('automatic', boolean, (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
});
