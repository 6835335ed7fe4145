/**
 * Authors readers can put a face to (docs/decisions/131-author-profiles.md): a staff member's
 * photo and short bio, shown with their blog posts, and a blog cover image's alt text.
 */
import { defineMigration } from '../dialect.ts';

export default defineMigration(async (db) => {
  await db.schema.alterTable('users').addColumn('bio', 'text').execute();
  await db.schema.alterTable('users').addColumn('photo_path', 'text').execute();
  await db.schema.alterTable('blogs').addColumn('banner_image_alt', 'text').execute();
});
