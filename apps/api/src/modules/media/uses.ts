/**
 * Where a stored file is used: every column that holds an attachment path, and every column of
 * rich HTML whose images and links may show one, listed once here. The media library's "uses"
 * read them (drafts included), and Replace rewrites what they hold in one transaction
 * (docs/decisions/141-media-library.md).
 */
import {
  attachmentPath,
  IMAGE_VARIANT_WIDTHS,
  imageVariantPath,
  type MediaUse,
} from '@chamber/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import { usesOf as showingSection } from '../page-content/service.ts';

type Place = {
  /** The item type, as the trash, revisions and drafts name it. */
  type: string;
  table: keyof Database;
  column: string;
  /** The column naming the item for staff. */
  name: string;
};

/** Every column that stores an attachment path. A new one belongs here. */
const PATH_COLUMNS: readonly Place[] = [
  { type: 'page', table: 'pages', column: 'bannerImageFilePath', name: 'name' },
  { type: 'blog', table: 'blogs', column: 'bannerImageFilePath', name: 'name' },
  { type: 'event', table: 'events', column: 'imagePath', name: 'title' },
  { type: 'contentSection', table: 'contentSections', column: 'imagePath', name: 'name' },
  { type: 'bannerItem', table: 'bannerItems', column: 'imagePath', name: 'name' },
  { type: 'settings', table: 'companySettings', column: 'companyLogoPath', name: 'companyName' },
  { type: 'settings', table: 'companySettings', column: 'companyIconPath', name: 'companyName' },
  { type: 'user', table: 'users', column: 'photoPath', name: 'fullName' },
  { type: 'member', table: 'members', column: 'imagePath', name: 'name' },
  { type: 'deal', table: 'deals', column: 'imagePath', name: 'title' },
];

/**
 * Every column of sanitised rich HTML (content-sections/sanitize.ts): its `<img src>`/`srcset`
 * and `<a href>` may show a library file by its URL. A new one belongs here. A page's or blog's
 * body is its Custom sections.
 */
const RICH_TEXT_COLUMNS: readonly Place[] = [
  { type: 'contentSection', table: 'contentSections', column: 'rawHtml', name: 'name' },
  { type: 'member', table: 'members', column: 'description', name: 'name' },
  { type: 'deal', table: 'deals', column: 'description', name: 'title' },
  // Sent e-mails load their images from the site too.
  { type: 'announcement', table: 'newsletterAnnouncements', column: 'body', name: 'subject' },
];

/** Where an item of each type is named, for a use found only in its draft. */
const NAMED = new Map([...PATH_COLUMNS, ...RICH_TEXT_COLUMNS].map((place) => [place.type, place]));

/** Tables whose JSON text holds copies of rows (and so of paths): drafts, trash, revisions. */
const COPIES = [
  { table: 'drafts', column: 'content' },
  { table: 'trash', column: 'snapshot' },
  { table: 'trash', column: 'files' },
  { table: 'revisions', column: 'snapshot' },
] as const;

/**
 * `column` holds `text` anywhere. Stored names are lowercase hex with an extension, so they hold
 * no wildcard; escaped all the same, so no name could ever match more than itself.
 */
const holding = (column: string, text: string) =>
  sql<boolean>`${sql.ref(column)} like ${`%${text.replace(/[\\%_]/g, '\\$&')}%`} escape '\\'`;

// The table is data here, so the queries are built untyped.
/* eslint-disable @typescript-eslint/no-explicit-any */
const untyped = (db: Db) => db as any;

/**
 * The items showing `filePath`, live or in a draft, each once; a section's pages and blogs are
 * listed with it, as they are what staff know the file from.
 */
export async function usesOf(db: Db, filePath: string): Promise<MediaUse[]> {
  const uses = new Map<string, MediaUse>();
  const add = async (type: string, id: number, name: unknown) => {
    const key = `${type} ${id}`;
    if (uses.has(key)) return;
    uses.set(key, { type, id, name: String(name ?? `#${id}`) });
    if (type !== 'contentSection') return;
    for (const owner of await showingSection(db, 'CONTENTSECTION', id))
      await add(owner.type, owner.id, owner.name);
  };
  for (const { type, table, column, name } of PATH_COLUMNS) {
    const rows: { id: number; name: unknown }[] = await untyped(db)
      .selectFrom(table)
      .select(['id', `${name} as name`])
      .where(column, '=', filePath)
      .execute();
    for (const row of rows) await add(type, row.id, row.name);
  }
  const url = attachmentPath(filePath);
  for (const { type, table, column, name } of RICH_TEXT_COLUMNS) {
    const rows: { id: number; name: unknown }[] = await untyped(db)
      .selectFrom(table)
      .select(['id', `${name} as name`])
      .where(holding(column, url))
      .execute();
    for (const row of rows) await add(type, row.id, row.name);
  }
  // A draft holds its row's columns, paths and rich HTML alike.
  const drafts = await db
    .selectFrom('drafts')
    .select(['type', 'itemId'])
    .where(holding('content', filePath))
    .execute();
  for (const draft of drafts) {
    const where = NAMED.get(draft.type);
    const row = where
      ? await untyped(db)
          .selectFrom(where.table)
          .select(`${where.name} as name`)
          .where('id', '=', draft.itemId)
          .executeTakeFirst()
      : undefined;
    await add(draft.type, draft.itemId, row?.name);
  }
  return [...uses.values()];
}

/** The file a Replace puts in place of another: its stored path and, for an image, its size. */
type Replacement = { path: string; width: number | null; height: number | null };

const IMG_TAG = /<img\s[^>]*>/gi;

/**
 * `html` showing `to` where it showed `from`: the URLs of the file and of its WebP variants (an
 * image's srcset), and the size of each `<img>` of it, so a picture of other proportions is not
 * drawn stretched. Stored HTML is sanitize-html's output: attributes in double quotes.
 */
function rewriteHtml(html: string, from: string, to: Replacement) {
  const url = attachmentPath(from);
  let out = html;
  if (to.width !== null && to.height !== null) {
    const size = { width: to.width, height: to.height };
    out = out.replace(IMG_TAG, (tag) =>
      tag.includes(` src="${url}"`)
        ? tag.replace(
            / (width|height)="\d*"/g,
            (_, name: 'width' | 'height') => ` ${name}="${size[name]}"`,
          )
        : tag,
    );
    for (const width of IMAGE_VARIANT_WIDTHS) {
      out = out.replaceAll(
        attachmentPath(imageVariantPath(from, width)),
        attachmentPath(imageVariantPath(to.path, width)),
      );
    }
  }
  return out.replaceAll(url, attachmentPath(to.path));
}

/** A copy's JSON with every string showing `to` where it showed `from` (a path or rich HTML). */
function rewriteCopy(json: string, from: string, to: Replacement) {
  const rewrite = (value: unknown): unknown => {
    if (typeof value === 'string')
      return value.includes(from) ? rewriteHtml(value, from, to).replaceAll(from, to.path) : value;
    if (Array.isArray(value)) return value.map(rewrite);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rewrite(item)]));
    return value;
  };
  return JSON.stringify(rewrite(JSON.parse(json)));
}

/**
 * Points every use of `from` at `to`, in the live rows and in the copies kept of them (drafts,
 * the trash, revisions), on `db` (the Replace's transaction). Rows are rewritten one at a time,
 * each read by id, so memory stays bounded however many there are.
 */
export async function rewritePaths(db: Db, from: string, to: Replacement) {
  for (const { table, column } of PATH_COLUMNS) {
    await untyped(db)
      .updateTable(table)
      .set({ [column]: to.path })
      .where(column, '=', from)
      .execute();
  }
  const rewriteRows = async (
    table: string,
    column: string,
    needle: string,
    rewrite: (text: string) => string,
  ) => {
    const ids: { id: number }[] = await untyped(db)
      .selectFrom(table)
      .select('id')
      .where(holding(column, needle))
      .execute();
    for (const { id } of ids) {
      const row = await untyped(db)
        .selectFrom(table)
        .select(column)
        .where('id', '=', id)
        .executeTakeFirst();
      const text = row?.[column];
      if (typeof text !== 'string') continue;
      const rewritten = rewrite(text);
      if (rewritten !== text)
        await untyped(db)
          .updateTable(table)
          .set({ [column]: rewritten })
          .where('id', '=', id)
          .execute();
    }
  };
  for (const { table, column } of RICH_TEXT_COLUMNS)
    await rewriteRows(table, column, attachmentPath(from), (html) => rewriteHtml(html, from, to));
  for (const { table, column } of COPIES)
    await rewriteRows(table, column, from, (json) => rewriteCopy(json, from, to));
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** The uses of a library file by its id (the Trash screen's GetUsage); none once it is gone. */
export async function mediaUses(db: Db, id: number) {
  const found = await db.selectFrom('media').select('path').where('id', '=', id).executeTakeFirst();
  return found ? usesOf(db, found.path) : [];
}
