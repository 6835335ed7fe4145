/**
 * Preview links (docs/decisions/119-preview-links.md): who made a link to show which item, until
 * when. Only a hash of the link's secret is stored, so a copy of the database opens no preview.
 */
import { defineMigration } from '../dialect.ts';

export default defineMigration(async (db, { id, timestamp, aboutAnItem }) => {
  await aboutAnItem(id(db.schema.createTable('preview_links')))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by_id', 'integer')
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('created_on', timestamp, (c) => c.notNull())
    .addColumn('expires_at', timestamp, (c) => c.notNull())
    .addColumn('revoked_on', timestamp)
    .execute();
  await db.schema
    .createIndex('preview_links_item_idx')
    .on('preview_links')
    .columns(['type', 'item_id'])
    .execute();
});
