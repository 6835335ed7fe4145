/**
 * Who has which item open in an editor (docs/decisions/130-editing-together.md). A row lives
 * while its editor says it is open; rows not heard from for a minute are deleted by the next call.
 */
import { defineMigration } from '../dialect.ts';

export default defineMigration(async (db, { id, timestamp, aboutAnItem }) => {
  await aboutAnItem(id(db.schema.createTable('editing_sessions')))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('started_on', timestamp, (c) => c.notNull())
    .addColumn('seen_on', timestamp, (c) => c.notNull())
    .addUniqueConstraint('editing_sessions_one_per_user', ['type', 'item_id', 'user_id'])
    .execute();
});
