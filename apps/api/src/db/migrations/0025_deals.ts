/**
 * Hot Deals (docs/decisions/144-hot-deals.md): offers of member businesses. `valid_from` and
 * `valid_until` are calendar days (YYYY-MM-DD) on the chamber's calendar, text on both databases.
 * `member_id` has no foreign key: a member in the trash keeps its id, and its deals come back with
 * it; the public reads leave out deals whose member is gone or unpublished.
 */
import { defineMigration } from '../dialect.ts';

export default defineMigration(async (db, { id, timestamp, boolean }) => {
  await id(db.schema.createTable('deals'))
    .addColumn('title', 'text', (c) => c.notNull())
    // Sanitised rich HTML.
    .addColumn('description', 'text')
    .addColumn('terms', 'text')
    .addColumn('image_path', 'text')
    .addColumn('valid_from', 'text')
    .addColumn('valid_until', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer')
    // What a member's proposal said about who they are, for staff only.
    .addColumn('business_name', 'text')
    .addColumn('contact_email', 'text')
    // 'proposed' | 'declined' | null (written or approved by staff).
    .addColumn('proposal', 'text')
    // Published: visitors see it (while current).
    .addColumn('is_active', boolean, (c) => c.notNull().defaultTo(false))
    .addColumn('created_by_id', 'integer')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // The public list: published deals by last day.
  await db.schema
    .createIndex('deals_public_idx')
    .on('deals')
    .columns(['is_active', 'valid_until'])
    .execute();
});
