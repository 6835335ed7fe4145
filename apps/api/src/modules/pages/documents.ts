/**
 * Pages and blogs are the same kind of thing: a document routed by its url, with a banner image
 * and an ordered list of content entries. This service keeps both; the pages and blogs modules
 * only choose the tables, the answer shape and what may block a deletion
 * (docs/decisions/028-pages-and-blogs-one-service.md).
 */
import { DEFAULT_BANNER_COLOR, type Page, type PageContentEntry } from '@chamber/contracts';
import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database, PagesTable } from '../../db/types.ts';
import { nowIso } from '../../lib/tokens.ts';
import type { CurrentUser } from '../../lib/sessions.ts';
import { notFound } from '../../plugins/errors.ts';
import { readContentEntries, type ContentOwner } from '../page-content/entries.ts';
import { saveWithImage, type Attachments } from '../../plugins/uploads.ts';
import { assertUrlAvailable, normaliseUrl, type RoutedTable } from './urls.ts';

/** Pages and blogs have the same columns (db/types.ts `RoutedDocumentColumns`). */
export type DocumentRow = Selectable<PagesTable>;

/** The validated form of a page or blog (blogs have no title). */
export type DocumentInput = {
  name: string;
  title?: string | null;
  url: string;
  isBannerVisible: boolean;
  bannerColor: string;
  keywords: string | null;
  description: string | null;
  isActive: boolean;
};

export type DocumentKind<T> = {
  table: RoutedTable;
  /** Which content lists (page-content module) belong to it. */
  contentOwner: ContentOwner;
  /** "The page" / "The blog", for messages. */
  what: string;
  toEntity(row: DocumentRow): T;
  /** Refuses a deletion that would break something else; runs in the deletion's transaction. */
  beforeDelete?(trx: Transaction<Database>, row: DocumentRow): Promise<void>;
};

export function toPage(row: DocumentRow): Page {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    url: row.url,
    isBannerVisible: row.isBannerVisible,
    bannerImageFilePath: row.bannerImageFilePath,
    bannerColor: row.bannerColor ?? DEFAULT_BANNER_COLOR,
    keywords: row.keywords,
    description: row.description,
    isActive: row.isActive,
    addedBy: row.addedBy,
    addedOn: row.addedOn,
  };
}

export function createDocumentsService<T>(db: Db, attachments: Attachments, kind: DocumentKind<T>) {
  async function getRow(id: number) {
    const row = await db.selectFrom(kind.table).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(kind.what);
    return row;
  }

  /** The columns a save writes; the url is stored in its normal form. */
  const columns = (input: DocumentInput) => ({
    name: input.name,
    title: input.title ?? null,
    url: normaliseUrl(input.url),
    isBannerVisible: input.isBannerVisible,
    bannerColor: input.bannerColor,
    keywords: input.keywords,
    description: input.description,
    isActive: input.isActive,
  });

  return {
    async list(isActive: boolean | undefined): Promise<T[]> {
      let query = db
        .selectFrom(kind.table)
        .selectAll()
        .orderBy('addedOn', 'desc')
        .orderBy('id', 'desc');
      if (isActive !== undefined) query = query.where('isActive', '=', isActive);
      return (await query.execute()).map(kind.toEntity);
    },

    async get(id: number): Promise<T & { contentSections: PageContentEntry[] }> {
      const row = await getRow(id);
      return {
        ...kind.toEntity(row),
        contentSections: await readContentEntries(db, kind.contentOwner, id),
      };
    },

    /** `addedBy` and `addedOn` are set once, here: later saves keep the original author. */
    async create(input: DocumentInput, bannerImage: Buffer | undefined, user: CurrentUser) {
      await assertUrlAvailable(db, input.url);
      const now = nowIso();
      return saveWithImage(attachments, bannerImage, async (bannerImageFilePath) => {
        try {
          const { id } = await db
            .insertInto(kind.table)
            .values({
              ...columns(input),
              bannerImageFilePath,
              addedBy: user.fullName,
              addedOn: now,
              updatedAt: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return id;
        } catch (error) {
          // Two saves of one url at the same moment: the unique index decides, the check explains.
          await assertUrlAvailable(db, input.url);
          throw error;
        }
      });
    },

    /** A new banner image replaces the old one, whose file is removed once the row is saved. */
    async update(input: DocumentInput & { id: number }, bannerImage: Buffer | undefined) {
      const row = await getRow(input.id);
      await assertUrlAvailable(db, input.url, { table: kind.table, id: row.id });
      await saveWithImage(attachments, bannerImage, async (newImage) => {
        let updated: number;
        try {
          const result = await db
            .updateTable(kind.table)
            .set({
              ...columns(input),
              ...(newImage ? { bannerImageFilePath: newImage } : {}),
              updatedAt: nowIso(),
            })
            .where('id', '=', row.id)
            .executeTakeFirst();
          updated = Number(result.numUpdatedRows);
        } catch (error) {
          await assertUrlAvailable(db, input.url, { table: kind.table, id: row.id });
          throw error;
        }
        // Deleted meanwhile: the new file goes too.
        if (updated === 0) throw notFound(kind.what);
      });
      if (bannerImage) await attachments.remove(row.bannerImageFilePath);
    },

    /** Its content entries go with it (foreign key cascade); its banner file once it is gone. */
    async remove(id: number) {
      const row = await getRow(id);
      await db.transaction().execute(async (trx) => {
        await kind.beforeDelete?.(trx, row);
        await trx.deleteFrom(kind.table).where('id', '=', id).execute();
      });
      await attachments.remove(row.bannerImageFilePath);
    },

    async removeBannerImage(id: number) {
      const row = await getRow(id);
      await db
        .updateTable(kind.table)
        .set({ bannerImageFilePath: null, updatedAt: nowIso() })
        .where('id', '=', id)
        .execute();
      await attachments.remove(row.bannerImageFilePath);
    },
  };
}

export type DocumentsService<T> = ReturnType<typeof createDocumentsService<T>>;
