/**
 * The activity log (docs/activity.md): one row per sign-in, failed sign-in and change, written once
 * and never changed. No foreign key to users: an entry keeps the id and name it was written with,
 * whatever happens to the account later.
 */
import { defineMigration } from '../dialect.ts';

export default defineMigration(async (db, { id, timestamp }) => {
  const s = db.schema;
  await id(s.createTable('activity'))
    .addColumn('at', timestamp, (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer')
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .execute();
  // The screen lists newest first and filters by dates; pruning deletes by date.
  await s.createIndex('activity_at_idx').on('activity').column('at').execute();
  // The history of one item.
  await s
    .createIndex('activity_type_item_idx')
    .on('activity')
    .columns(['type', 'item_id'])
    .execute();
});
