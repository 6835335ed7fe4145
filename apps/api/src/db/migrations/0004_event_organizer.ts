/** Events name who organises them (shown on the event page and in its structured data). */
import type { Kysely, Migration } from 'kysely';

export default function eventOrganizerMigration(): Migration {
  return {
    // Kysely<any>: a migration sees the schema as it was then, not today's Database type.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema.alterTable('events').addColumn('organizer', 'text').execute();
    },
  };
}
