/**
 * Content upgrades: changes to a site's content that a new version of the product brings, each
 * done once per database (the content_upgrades table, migration 0021), at start, before the demo
 * content. A new, empty database has nothing to upgrade: it is marked as done, and the demo
 * content (when loaded) is already the new kind.
 */
import type { Transaction } from 'kysely';
import type { Db } from '../db/client.ts';
import type { Database } from '../db/types.ts';
import { readDemoFile } from './demo-content.ts';
import { hasNoContent } from './demo.ts';
import { demoFixedPages, seedFixedPages } from './fixed-pages.ts';

type Upgrade = { name: string; run: (trx: Transaction<Database>) => Promise<unknown> };

const UPGRADES: Upgrade[] = [
  {
    // Decision 138: the fixed pages become pages, where their urls are still free.
    name: 'fixed-pages',
    run: (trx) => {
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
    },
  },
];

/** Runs the upgrades this database has not had, each whole or not at all; answers their names. */
export async function upgradeContent(db: Db): Promise<string[]> {
  const done: string[] = [];
  for (const upgrade of UPGRADES) {
    const ran = await db.transaction().execute(async (trx) => {
      const had = await trx
        .selectFrom('contentUpgrades')
        .select('name')
        .where('name', '=', upgrade.name)
        .executeTakeFirst();
      if (had) return false;
      // Claimed by its row: a second instance starting at the same moment waits for the first's
      // commit, then finds the row there and leaves the upgrade to it.
      const claimed = await trx
        .insertInto('contentUpgrades')
        .values({ name: upgrade.name, doneAt: new Date().toISOString() })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .returning('name')
        .executeTakeFirst();
      if (!claimed) return false;
      if (await hasNoContent(trx)) return false;
      await upgrade.run(trx);
      return true;
    });
    if (ran) done.push(upgrade.name);
  }
  return done;
}
