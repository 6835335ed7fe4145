/**
 * Blog authors, categories and tags (docs/decisions/128-blog-authors-categories-tags.md): a
 * managed list of categories, and on each blog its author (a staff member), its categories and
 * tags (JSON lists on the row, so drafts, revisions and the trash carry them like any field), a
 * written excerpt and the date it was first published. Existing blogs get their creator as author
 * and, when published, their creation date as publishing date.
 */
import { sql } from 'kysely';
import { defineMigration } from '../dialect.ts';

export default defineMigration(async (db, { id, timestamp }) => {
  await id(db.schema.createTable('blog_categories'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // Like created_by_id: users are switched off, never deleted.
  await db.schema.alterTable('blogs').addColumn('author_id', 'integer').execute();
  await db.schema.alterTable('blogs').addColumn('excerpt', 'text').execute();
  await db.schema.alterTable('blogs').addColumn('published_on', timestamp).execute();
  await db.schema
    .alterTable('blogs')
    .addColumn('category_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('blogs')
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await sql`update blogs set author_id = created_by_id`.execute(db);
  await sql`update blogs set published_on = added_on where is_active`.execute(db);
});
