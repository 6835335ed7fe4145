/**
 * Links follow the page (docs/decisions/139-links-follow-the-page.md): when a published page or
 * blog moves, every link the site stores to its old address is rewritten to the new one, so the
 * site's own links keep working without a detour through the redirect. Links are matched as the
 * site matches addresses: percent-decoded, case-insensitive, with or without a trailing slash;
 * a link's own query string and fragment stay. Other sites' addresses, mailto: and tel: are left.
 */
import { addressKey, isSitePath } from '@chamber/contracts';
import type { Db } from '../db/client.ts';
import type { Database } from '../db/types.ts';

type Values = Record<string, unknown>;

const BUTTON_LINKS = ['primaryButtonLink', 'secondaryButtonLink'];

/**
 * Where the site stores links: columns holding one link each (`links`) and columns of rich HTML
 * whose `<a href>`s are links (`html`). A new link column is added here.
 */
type Place = { links: string[]; html?: string[] };
const LINK_PLACES: (Place & { table: keyof Database })[] = [
  { table: 'menuItems', links: ['customLink'] },
  { table: 'footerItems', links: ['linkTo'] },
  { table: 'contentSections', links: BUTTON_LINKS, html: ['rawHtml'] },
  { table: 'bannerItems', links: BUTTON_LINKS },
  { table: 'events', links: BUTTON_LINKS },
];
/**
 * A draft holds its table's columns by the same names, so every draft is read as one place with
 * all of these (whichever types have drafts).
 */
const IN_DRAFTS: Place = {
  links: [...new Set(LINK_PLACES.flatMap((place) => place.links))],
  html: LINK_PLACES.flatMap((place) => place.html ?? []),
};

/** A path as the server reads a visited one (modules/seo/page-address.ts): decoded, then keyed. */
function keyOf(path: string) {
  try {
    return addressKey(decodeURIComponent(path));
  } catch {
    return addressKey(path);
  }
}

/** `link`, leading to `to` if it led to the address `fromKey`; otherwise as it was. */
function followedLink(link: string, fromKey: string, to: string) {
  if (!isSitePath(link)) return link;
  const end = link.search(/[?#]/);
  const [path, rest] = end === -1 ? [link, ''] : [link.slice(0, end), link.slice(end)];
  return keyOf(path) === fromKey ? `${to}${rest}` : link;
}

// Stored rich HTML is sanitize-html's output: attributes in double quotes, with only these four
// characters escaped.
const ENTITIES: [string, string][] = [
  ['&', '&amp;'],
  ['"', '&quot;'],
  ['<', '&lt;'],
  ['>', '&gt;'],
];
const unescaped = (text: string) =>
  ENTITIES.reduceRight((out, [plain, entity]) => out.replaceAll(entity, plain), text);
const escaped = (text: string) =>
  ENTITIES.reduce((out, [plain, entity]) => out.replaceAll(plain, entity), text);
const ANCHOR_HREF = /(<a\s(?:[^>]*?\s)?href=")([^"]*)"/gi;

/** `html` with each `<a href>` that led to the address `fromKey` leading to `to`. */
function followedHtml(html: string, fromKey: string, to: string) {
  return html.replace(ANCHOR_HREF, (whole, start: string, href: string) => {
    const link = unescaped(href);
    const followed = followedLink(link, fromKey, to);
    return followed === link ? whole : `${start}${escaped(followed)}"`;
  });
}

/** The columns of `values` that change when links to `fromKey` lead to `to`. */
function changesOf(values: Values, place: Place, fromKey: string, to: string) {
  const changes: Values = {};
  for (const column of [...place.links, ...(place.html ?? [])]) {
    const value = values[column];
    if (typeof value !== 'string') continue;
    const followed = place.html?.includes(column)
      ? followedHtml(value, fromKey, to)
      : followedLink(value, fromKey, to);
    if (followed !== value) changes[column] = followed;
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

// The table is data here, so the queries are built untyped.
/* eslint-disable @typescript-eslint/no-explicit-any */
const untyped = (db: Db) => db as any;

/**
 * Points every stored link to `from` at `to`, in live rows and in drafts, on `db` (the caller's
 * transaction, so the links and the redirect change together). The rows keep their version and
 * update stamp: nobody edited them, and a colleague's open editor should not be told otherwise.
 */
export async function followMovedLinks(db: Db, from: string, to: string) {
  const fromKey = addressKey(from);
  for (const place of LINK_PLACES) {
    const columns = [...place.links, ...(place.html ?? [])];
    const rows: Values[] = await untyped(db)
      .selectFrom(place.table)
      .select(['id', ...columns])
      .where((eb: any) => eb.or(columns.map((column) => eb(column, 'is not', null))))
      .execute();
    for (const row of rows) {
      const changes = changesOf(row, place, fromKey, to);
      if (!changes) continue;
      await untyped(db).updateTable(place.table).set(changes).where('id', '=', row.id).execute();
    }
  }
  const drafts = await db.selectFrom('drafts').select(['id', 'content']).execute();
  for (const draft of drafts) {
    const content = JSON.parse(draft.content) as Values;
    const changes = changesOf(content, IN_DRAFTS, fromKey, to);
    if (!changes) continue;
    await db
      .updateTable('drafts')
      .set({ content: JSON.stringify({ ...content, ...changes }) })
      .where('id', '=', draft.id)
      .execute();
  }
}
/* eslint-enable @typescript-eslint/no-explicit-any */
