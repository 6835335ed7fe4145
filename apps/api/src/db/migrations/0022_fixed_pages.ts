/**
 * The fixed pages become ordinary pages (docs/decisions/138-fixed-pages-as-content.md): a site
 * that already has content gets About the Chamber, Board of Directors, Our Team and its bio pages,
 * Economic Development, Small Business Resources, Education, Lifestyle and Community and Contact
 * Us as pages with the words their screens showed, each only where its url is still free. A new
 * database gets them from the demo content instead (or starts empty with SEED_DEMO=false).
 */
import type { Transaction } from 'kysely';
import type { Database } from '../types.ts';
import { defineMigration } from '../dialect.ts';
import { hasNoContent } from '../../seed/demo.ts';
import { readDemoFile } from '../../seed/demo-content.ts';
import { demoFixedPages, seedFixedPages } from '../../seed/fixed-pages.ts';

export default defineMigration(async (db) => {
  if (await hasNoContent(db)) return;
  // Kysely runs the migrations in a transaction where the database has transactional DDL
  // (PostgreSQL); on SQLite this one makes its own, so the pages arrive whole or not at all.
  if (db.isTransaction) await addFixedPages(db as Transaction<Database>);
  else await db.transaction().execute((trx) => addFixedPages(trx as Transaction<Database>));
});

function addFixedPages(trx: Transaction<Database>) {
  const now = new Date();
  return seedFixedPages(
    {
      trx,
      now,
      stamp: now.toISOString(),
      picture: (name) => {
        throw new Error(`The fixed pages have no pictures (asked for "${name}")`);
      },
    },
    readDemoFile('fixed-pages.json', demoFixedPages),
  );
}
