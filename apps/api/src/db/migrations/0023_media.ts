/**
 * The media library (docs/decisions/141-media-library.md): one row per stored image or PDF, with
 * what the public site needs to show it well (alt text, caption, focal point, size). Other tables
 * keep storing the file's path; the library finds its uses from those paths.
 */
import { defineMigration } from '../dialect.ts';

export default defineMigration(async (db, { id, timestamp, boolean }) => {
  await id(db.schema.createTable('media'))
    // 'image' | 'document'
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    // The stored name under Attachments/, as the other tables hold it.
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('decorative', boolean, (c) => c.notNull().defaultTo(false))
    .addColumn('caption', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('focal_x', 'double precision', (c) => c.notNull().defaultTo(0.5))
    .addColumn('focal_y', 'double precision', (c) => c.notNull().defaultTo(0.5))
    // Who uploaded it: authors replace and delete only their own (no foreign key, like the trash).
    .addColumn('created_by_id', 'integer')
    .addColumn('created_on', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('media_created_on').on('media').column('created_on').execute();
});
