/**
 * The content upgrades a database has had (seed/upgrades.ts): changes to a site's content that a
 * new version of the product brings once, such as the fixed pages becoming pages (decision 138).
 */
import { defineMigration } from '../dialect.ts';

export default defineMigration(async (db, { timestamp }) => {
  await db.schema
    .createTable('content_upgrades')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('done_at', timestamp, (c) => c.notNull())
    .execute();
});
