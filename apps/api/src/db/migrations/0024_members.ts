/**
 * The member directory (docs/decisions/143-member-directory.md): the chamber's member businesses
 * and the categories they are listed under. A member's categories are a JSON list of ids on its
 * row, as a blog's are (decision 128), so drafts, revisions and the trash carry them like any
 * other field; the public directory filters the published rows by it.
 */
import { defineMigration } from '../dialect.ts';

export default defineMigration(async (db, { id, timestamp, boolean }) => {
  const s = db.schema;
  await id(s.createTable('member_categories'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await id(s.createTable('members'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('category_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('image_path', 'text')
    .addColumn('short_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('street', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('region', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('postal_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('website', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('facebook_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('instagram_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('linkedin_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('x_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('youtube_url', 'text', (c) => c.notNull().defaultTo(''))
    // Free text, one line per day or range ("Mon–Fri 9–5").
    .addColumn('opening_hours', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('membership_level', 'text', (c) => c.notNull().defaultTo('basic'))
    .addColumn('is_featured', boolean, (c) => c.notNull().defaultTo(false))
    // A calendar date (YYYY-MM-DD), not a moment: text on both databases.
    .addColumn('member_since', 'text')
    // Published: visitors see the member.
    .addColumn('is_active', boolean, (c) => c.notNull().defaultTo(true))
    // No foreign key: an item keeps its author's id after the account changes (decision 120).
    .addColumn('created_by_id', 'integer')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // The public directory's order: featured first, then A–Z.
  await s
    .createIndex('members_public_order_idx')
    .on('members')
    .columns(['is_active', 'is_featured', 'name'])
    .execute();
});
