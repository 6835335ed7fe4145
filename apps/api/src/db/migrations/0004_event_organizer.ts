/** Events name who organises them (shown on the event page and in its structured data). */
import { defineMigration } from '../dialect.ts';

export default defineMigration(async (db) => {
  await db.schema.alterTable('events').addColumn('organizer', 'text').execute();
});
