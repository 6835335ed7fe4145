/** Banners and their slider items. */
import {
  IMAGE_REQUIRED_MESSAGE,
  type Alignment,
  type Banner,
  type BannerItem,
  type ButtonActionType,
  type bannerItemSchema,
  type bannerSchema,
  type updateBannerItemSchema,
  type updateBannerSchema,
} from '@chamber/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { BannerItemsTable, BannersTable } from '../../db/types.ts';
import { nextSortOrder, renumber } from '../../lib/sorting.ts';
import { nowIso } from '../../lib/tokens.ts';
import { badRequest, notFound } from '../../plugins/errors.ts';
import { saveWithImage, type Attachments } from '../../plugins/uploads.ts';
import { appendToOwners, assertUnused } from '../page-content/service.ts';

type ItemInput = z.output<typeof bannerItemSchema>;

function toBannerItem(row: Selectable<BannerItemsTable>): BannerItem {
  return {
    id: row.id,
    bannerId: row.bannerId,
    name: row.name,
    title: row.title,
    description: row.description,
    alignment: row.alignment as Alignment,
    imagePath: row.imagePath,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
    primaryButtonText: row.primaryButtonText,
    primaryButtonActionType: row.primaryButtonActionType as ButtonActionType | null,
    primaryButtonLink: row.primaryButtonLink,
    secondaryButtonText: row.secondaryButtonText,
    secondaryButtonActionType: row.secondaryButtonActionType as ButtonActionType | null,
    secondaryButtonLink: row.secondaryButtonLink,
  };
}

/** pageId/blogId are not stored: on create they only name the page or blog that gets the banner. */
export function toBanner(row: Selectable<BannersTable>, items: BannerItem[]): Banner {
  return {
    id: row.id,
    name: row.name,
    pageId: null,
    blogId: null,
    isActive: row.isActive,
    bannerItems: items.filter((item) => item.bannerId === row.id),
  };
}

/** The slider items of `bannerIds` in slide order (only active ones when asked). */
export async function bannerItemsOf(db: Db, bannerIds: number[], onlyActive = false) {
  if (bannerIds.length === 0) return [];
  let query = db
    .selectFrom('bannerItems')
    .selectAll()
    .where('bannerId', 'in', bannerIds)
    .orderBy('sortOrder')
    .orderBy('id');
  if (onlyActive) query = query.where('isActive', '=', true);
  return (await query.execute()).map(toBannerItem);
}

function itemColumns(input: ItemInput) {
  return {
    name: input.name,
    title: input.title,
    description: input.description,
    alignment: input.alignment,
    isActive: input.isActive,
    primaryButtonText: input.primaryButtonText,
    primaryButtonActionType: input.primaryButtonActionType,
    primaryButtonLink: input.primaryButtonLink,
    secondaryButtonText: input.secondaryButtonText,
    secondaryButtonActionType: input.secondaryButtonActionType,
    secondaryButtonLink: input.secondaryButtonLink,
  };
}

export function createBannersService(db: Db, attachments: Attachments) {
  async function getBannerRow(id: number) {
    const row = await db.selectFrom('banners').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('The banner');
    return row;
  }

  async function getItemRow(id: number) {
    const row = await db
      .selectFrom('bannerItems')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound('The banner item');
    return row;
  }

  return {
    async list(isActive: boolean | undefined): Promise<Banner[]> {
      let query = db.selectFrom('banners').selectAll().orderBy('name').orderBy('id');
      if (isActive !== undefined) query = query.where('isActive', '=', isActive);
      const rows = await query.execute();
      const items = await bannerItemsOf(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => toBanner(row, items));
    },

    async get(id: number): Promise<Banner> {
      const row = await getBannerRow(id);
      return toBanner(row, await bannerItemsOf(db, [row.id]));
    },

    /** With pageId/blogId the new banner is also put at the end of that page or blog, at once. */
    async create(input: z.output<typeof bannerSchema>) {
      return db.transaction().execute(async (trx) => {
        const now = nowIso();
        const { id } = await trx
          .insertInto('banners')
          .values({ name: input.name, isActive: input.isActive, createdAt: now, updatedAt: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await appendToOwners(trx, input, 'BANNER', id);
        return id;
      });
    },

    async update(input: z.output<typeof updateBannerSchema>) {
      const result = await db
        .updateTable('banners')
        .set({ name: input.name, isActive: input.isActive, updatedAt: nowIso() })
        .where('id', '=', input.id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw notFound('The banner');
    },

    /** Its slider items go with it (foreign key cascade), then their image files. */
    async remove(id: number) {
      const row = await getBannerRow(id);
      await assertUnused(db, 'BANNER', row.id, row.name);
      const items = await bannerItemsOf(db, [row.id]);
      try {
        await db.deleteFrom('banners').where('id', '=', row.id).execute();
      } catch (error) {
        // Assigned to a page at the same moment: the foreign key refused, the check explains.
        await assertUnused(db, 'BANNER', row.id, row.name);
        throw error;
      }
      for (const item of items) await attachments.remove(item.imagePath);
    },

    /** A new slider item comes last in its banner. */
    async createItem(input: ItemInput, image: Buffer | undefined) {
      if (!image) throw badRequest(IMAGE_REQUIRED_MESSAGE, { image: IMAGE_REQUIRED_MESSAGE });
      const banner = await getBannerRow(input.bannerId);
      return saveWithImage(attachments, image, (imagePath) =>
        db.transaction().execute(async (trx) => {
          const sortOrder = await nextSortOrder(trx, 'bannerItems', {
            column: 'bannerId',
            value: banner.id,
          });
          const now = nowIso();
          const { id } = await trx
            .insertInto('bannerItems')
            .values({
              ...itemColumns(input),
              bannerId: banner.id,
              imagePath,
              sortOrder,
              createdAt: now,
              updatedAt: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return id;
        }),
      );
    },

    /** A slider item stays in its banner; a new image replaces the old one. */
    async updateItem(input: z.output<typeof updateBannerItemSchema>, image: Buffer | undefined) {
      const row = await getItemRow(input.id);
      if (input.bannerId !== row.bannerId) {
        throw badRequest('A banner item cannot move to another banner.', {
          bannerId: 'A banner item cannot move to another banner.',
        });
      }
      const newImage = await saveWithImage(attachments, image, async (imagePath) => {
        const result = await db
          .updateTable('bannerItems')
          .set({ ...itemColumns(input), ...(imagePath ? { imagePath } : {}), updatedAt: nowIso() })
          .where('id', '=', row.id)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) throw notFound('The banner item');
        return imagePath;
      });
      if (newImage) await attachments.remove(row.imagePath);
    },

    async removeItem(id: number) {
      const row = await getItemRow(id);
      await db.deleteFrom('bannerItems').where('id', '=', row.id).execute();
      await attachments.remove(row.imagePath);
    },

    /** Renumbers the items of ONE banner: the first item decides which. */
    async sortItems(orderedIds: number[]) {
      if (orderedIds.length === 0) return;
      const first = await getItemRow(orderedIds[0]);
      await renumber(db, 'bannerItems', orderedIds, { column: 'bannerId', value: first.bannerId });
    },
  };
}
