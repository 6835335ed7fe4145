/**
 * Redirects (docs/decisions/136-redirects.md): an old address that answers 301 with where to go
 * now. Consulted only for an address that has nothing of its own (it would answer 404), so a
 * redirect never hides a page; the Redirect calls (modules/redirects) edit the list.
 */
import { addressKey } from '@chamber/contracts';
import type { Db } from '../db/client.ts';
import { nowIso } from './tokens.ts';

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
 * new one too (no chains), and a redirect from the new address goes: it has a page again.
 */
export async function leaveRedirect(db: Db, from: string, to: string) {
  const fromPath = addressKey(from);
  if (fromPath === addressKey(to)) return;
  const now = nowIso();
  await db.deleteFrom('redirects').where('fromPath', '=', addressKey(to)).execute();
  const leadingHere = await db
    .selectFrom('redirects')
    .select(['id', 'toPath'])
    .where((eb) => eb(eb.fn('lower', ['toPath']), 'in', [fromPath, `${fromPath}/`]))
    .execute();
  for (const { id } of leadingHere) {
    await db
      .updateTable('redirects')
      .set({ toPath: to, updatedAt: now, version: (eb) => eb('version', '+', 1) })
      .where('id', '=', id)
      .execute();
  }
  const existing = await db
    .selectFrom('redirects')
    .select('id')
    .where('fromPath', '=', fromPath)
    .executeTakeFirst();
  if (existing) {
    await db
      .updateTable('redirects')
      .set({ toPath: to, automatic: true, updatedAt: now, version: (eb) => eb('version', '+', 1) })
      .where('id', '=', existing.id)
      .execute();
  } else {
    await db
      .insertInto('redirects')
      .values({ fromPath, toPath: to, automatic: true, createdAt: now, updatedAt: now })
      .execute();
  }
}
