/**
 * Revisions (docs/decisions/114-revisions.md): a copy of an editable item as each save left it, so
 * staff can see its history, compare two and bring one back. One table for every type; the live
 * row stays what the public reads. No foreign keys: a revision keeps the name it was saved by.
 */
import { defineMigration } from '../dialect.ts';

export default defineMigration(async (db, { id, timestamp, aboutAnItem }) => {
  const s = db.schema;
  await aboutAnItem(id(s.createTable('revisions')))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('saved_on', timestamp, (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .execute();
  // One item's history, newest first; the pruning keeps its newest.
  await s
    .createIndex('revisions_type_item_idx')
    .on('revisions')
    .columns(['type', 'item_id', 'id'])
    .execute();
});
