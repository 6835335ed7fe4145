/**
 * Redirects (docs/decisions/136-redirects.md): an old address that answers 301 with where to go
 * now. Consulted only for an address that has nothing of its own (it would answer 404), so a
 * redirect never hides a page; the Redirect calls (modules/redirects) edit the list.
 */
import { addressKey } from '@chamber/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/client.ts';
import { followMovedLinks } from './links.ts';
import { nowIso } from './tokens.ts';
import { inTransaction } from './trash.ts';

/** Where `path` leads now, if a redirect says. */
export async function redirectFor(db: Db, path: string): Promise<string | null> {
  const found = await db
    .selectFrom('redirects')
    .select('toPath')
    .where('fromPath', '=', addressKey(path))
    .executeTakeFirst();
  return found?.toPath ?? null;
}

/**
 * The Location of a redirect to `to` (a path of this site or another site's address) from the
 * request `url`, whose query string goes along unless `to` has its own; percent-encoded, as a
 * header must be ("/café" → "/caf%C3%A9").
 */
export function redirectLocation(to: string, url: string) {
  const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  const target = new URL(to.includes('?') ? to : `${to}${query}`, 'http://site.invalid');
  return target.origin === 'http://site.invalid'
    ? `${target.pathname}${target.search}${target.hash}`
    : target.href;
}

/**
 * A published page or blog moved from `from` to `to`: links to the old address, in other sites and
 * in visitors' bookmarks, lead to the new one. Redirects that led to the old address lead to the
 * new one too (no chains), and a redirect from the new address goes: it has a page again. The
 * site's own links are rewritten to the new address (lib/links.ts), in the same transaction.
 */
export async function leaveRedirect(db: Db, from: string, to: string) {
  const fromPath = addressKey(from);
  if (fromPath === addressKey(to)) return;
  await inTransaction(db, async (trx) => {
    const now = nowIso();
    // Qualified: in an upsert, "version" alone could be the new row's too (PostgreSQL refuses it).
    const moved = { toPath: to, updatedAt: now, version: sql<number>`redirects.version + 1` };
    await trx.deleteFrom('redirects').where('fromPath', '=', addressKey(to)).execute();
    await trx
      .updateTable('redirects')
      .set(moved)
      .where((eb) => eb(eb.fn('lower', ['toPath']), 'in', [fromPath, `${fromPath}/`]))
      .execute();
    // One redirect per old address: one typed by hand for it (unused while the page was there) too.
    await trx
      .insertInto('redirects')
      .values({ fromPath, toPath: to, automatic: true, createdAt: now, updatedAt: now })
      .onConflict((conflict) =>
        conflict.column('fromPath').doUpdateSet({ ...moved, automatic: true }),
      )
      .execute();
    await followMovedLinks(trx, from, to);
  });
}
