/**
 * The trash (docs/decisions/115-trash-and-undo.md): a deleted item's row, with the rows that
 * referenced it, kept as JSON for 30 days. The live tables keep only live rows.
 */
import { defineMigration } from '../dialect.ts';

export default defineMigration(async (db, { id, timestamp, aboutAnItem }) => {
  const s = db.schema;
  await aboutAnItem(id(s.createTable('trash')))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('files', 'text', (c) => c.notNull())
    .addColumn('deleted_by_id', 'integer')
    .addColumn('deleted_by_name', 'text', (c) => c.notNull())
    .addColumn('deleted_on', timestamp, (c) => c.notNull())
    // Ids are never reused, so an item is in the trash at most once.
    .addUniqueConstraint('trash_type_item', ['type', 'item_id'])
    .execute();
  // Expiry deletes by date.
  await s.createIndex('trash_deleted_on_idx').on('trash').column('deleted_on').execute();
});
