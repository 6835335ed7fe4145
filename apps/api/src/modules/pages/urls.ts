/**
 * The url space pages and blogs share: both are routed by their url, so one url may belong to
 * only one of them. The one place that checks it, for both modules.
 */
import { addressKey } from '@chamber/contracts';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../plugins/errors.ts';

type RoutedTable = 'pages' | 'blogs';

const KIND: Record<RoutedTable, string> = { pages: 'page', blogs: 'blog' };

/** The page or blog that has `url`, but for `self` (the row being saved). */
async function ownerOf(db: Db, url: string, self?: { table: RoutedTable; id: number }) {
  const wanted = addressKey(url);
  for (const table of ['pages', 'blogs'] as const) {
    let query = db
      .selectFrom(table)
      .select('name')
      // Rows are stored normalised; the trailing-slash spelling covers rows written otherwise.
      .where((eb) => eb(eb.fn('lower', ['url']), 'in', [wanted, `${wanted}/`]));
    if (self?.table === table) query = query.where('id', '<>', self.id);
    const owner = await query.executeTakeFirst();
    if (owner) return { kind: KIND[table], name: owner.name };
  }
  return undefined;
}

/** Throws a 409 naming the page or blog that already has `url`; `self` is the row being saved. */
export async function assertUrlAvailable(
  db: Db,
  url: string,
  self?: { table: RoutedTable; id: number },
) {
  const owner = await ownerOf(db, url, self);
  if (owner) {
    throw conflict(
      `The URL "${addressKey(url)}" is already used by the ${owner.kind} "${owner.name}". Please choose another one.`,
    );
  }
}

/** A url no page or blog has, for a copy of `url`: "/about-copy", else "/about-copy-2"… */
export async function freeCopyUrl(db: Db, url: string, maxLength: number) {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '-copy' : `-copy-${n}`;
    const candidate = `${addressKey(url).slice(0, maxLength - suffix.length)}${suffix}`;
    if (!(await ownerOf(db, candidate))) return candidate;
  }
}
