/**
 * Every editable item counts its saves in `version` (docs/decisions/113-edit-conflicts.md): a save
 * that says which version it edited is refused (409) when someone saved in between. Existing rows
 * start at 1. The company settings are not saved through the resource core and have none yet.
 */
import { defineMigration } from '../dialect.ts';

const VERSIONED_TABLES = [
  'pages',
  'blogs',
  'events',
  'content_sections',
  'banners',
  'banner_items',
  'menu_items',
  'footer_items',
] as const;

export default defineMigration(async (db) => {
  for (const table of VERSIONED_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
});
