/**
 * Event registration (docs/decisions/145-event-registration.md): the event's registration fields,
 * and who registered. A registration's cancel token is stored only as its SHA-256 hash.
 */
import { defineMigration } from '../dialect.ts';

export default defineMigration(async (db, { id, timestamp, boolean }) => {
  await db.schema
    .alterTable('events')
    .addColumn('registration_open', boolean, (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.alterTable('events').addColumn('capacity', 'integer').execute();
  await db.schema.alterTable('events').addColumn('registration_deadline', timestamp).execute();
  await db.schema.alterTable('events').addColumn('price_text', 'text').execute();

  await id(db.schema.createTable('event_registrations'))
    .addColumn('event_id', 'integer', (c) =>
      c.notNull().references('events.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('company', 'text')
    .addColumn('attendees', 'integer', (c) => c.notNull())
    // 'registered', 'waiting' or 'cancelled'.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .addColumn('cancelled_at', timestamp)
    .execute();
  await db.schema
    .createIndex('event_registrations_event')
    .on('event_registrations')
    .columns(['event_id', 'status', 'created_at'])
    .execute();
});
