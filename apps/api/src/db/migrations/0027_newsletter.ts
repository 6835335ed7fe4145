/**
 * The newsletter (docs/decisions/146-newsletter.md): subscribers choose topics and confirm their
 * address (double opt-in); staff send announcements through a queue of deliveries kept here, so
 * sending survives a restart and each delivery is on record.
 */
import { sql } from 'kysely';
import { defineMigration } from '../dialect.ts';

export default defineMigration(async (db, { id, timestamp }) => {
  const s = db.schema;
  // Addresses signed up before double opt-in stay subscribed, to every topic.
  await s
    .alterTable('newsletter_subscribers')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('confirmed'))
    .execute();
  await s
    .alterTable('newsletter_subscribers')
    .addColumn('topics', 'text', (c) => c.notNull().defaultTo('["news","events","deals"]'))
    .execute();
  for (const column of ['confirmed_at', 'unsubscribed_at', 'confirmation_sent_at']) {
    await s.alterTable('newsletter_subscribers').addColumn(column, timestamp).execute();
  }
  await sql`update newsletter_subscribers set confirmed_at = created_at`.execute(db);

  // A confirmation link: single-use (deleted when followed), expiring; only its hash is kept.
  await id(s.createTable('newsletter_confirmations'))
    .addColumn('subscriber_id', 'integer', (c) =>
      c.notNull().references('newsletter_subscribers.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    // The topics asked for with this sign-up: they apply when it is confirmed.
    .addColumn('topics', 'text', (c) => c.notNull())
    .addColumn('expires_at', timestamp, (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();

  await id(s.createTable('newsletter_announcements'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    // A topic, or 'all'.
    .addColumn('topic', 'text', (c) => c.notNull().defaultTo('all'))
    .addColumn('sent_at', timestamp)
    .addColumn('sent_by', 'text')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  // One row per recipient of a sent announcement: the queue and its record.
  await id(s.createTable('newsletter_deliveries'))
    .addColumn('announcement_id', 'integer', (c) =>
      c.notNull().references('newsletter_announcements.id').onDelete('cascade'),
    )
    .addColumn('subscriber_id', 'integer', (c) =>
      c.references('newsletter_subscribers.id').onDelete('set null'),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    // queued → sending (claimed by one instance) → sent, or back to queued to retry, or failed.
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', timestamp, (c) => c.notNull())
    .addColumn('claimed_at', timestamp)
    .addColumn('sent_at', timestamp)
    .addColumn('error', 'text')
    // The hash of the unsubscribe link's token in this e-mail.
    .addColumn('unsubscribe_token_hash', 'text', (c) => c.unique())
    .execute();
  await s
    .createIndex('newsletter_deliveries_queue_idx')
    .on('newsletter_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await s
    .createIndex('newsletter_deliveries_announcement_idx')
    .on('newsletter_deliveries')
    .column('announcement_id')
    .execute();
});
