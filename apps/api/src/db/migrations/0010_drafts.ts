/**
 * Drafts and publishing (docs/decisions/117-drafts-and-publishing.md): the unpublished changes of
 * a published item, kept beside its live row (which stays what the public reads), and the
 * publishes and unpublishes staff scheduled, which any server instance may run when they are due.
 */
import { defineMigration } from '../dialect.ts';

export default defineMigration(async (db, { id, timestamp, aboutAnItem }) => {
  const s = db.schema;
  await aboutAnItem(id(s.createTable('drafts')))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('saved_on', timestamp, (c) => c.notNull())
    // One draft per item: a later draft save replaces it.
    .addUniqueConstraint('drafts_type_item', ['type', 'item_id'])
    .execute();
  await aboutAnItem(id(s.createTable('publishing_jobs')))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('run_at', timestamp, (c) => c.notNull())
    .addColumn('by_id', 'integer')
    .addColumn('by_name', 'text', (c) => c.notNull())
    // Set by the instance that claimed and ran it (once: the claim is a conditional update).
    .addColumn('done_at', timestamp)
    .addColumn('outcome', 'text')
    .execute();
  // The scheduler's poll: the due jobs not done yet.
  await s
    .createIndex('publishing_jobs_due_idx')
    .on('publishing_jobs')
    .columns(['done_at', 'run_at'])
    .execute();
  await s
    .createIndex('publishing_jobs_item_idx')
    .on('publishing_jobs')
    .columns(['type', 'item_id'])
    .execute();
});
