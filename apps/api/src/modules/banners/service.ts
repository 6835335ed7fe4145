/** Banners and their slider items. */
import {
  bannerItem,
  IMAGE_REQUIRED_MESSAGE,
  type Banner,
  type BannerItem,
  updateBannerItemSchema,
  updateBannerSchema,
  type bannerItemSchema,
  type bannerSchema,
  type PublishingState,
} from '@chamber/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { BannersTable } from '../../db/types.ts';
import { fieldMap } from '../../lib/field-map.ts';
import {
  createResource,
  type Audience,
  type Columns,
  type Files,
  type Filter,
} from '../../lib/resource.ts';
import { badRequest } from '../../plugins/errors.ts';
import { saveWithImage, updateWithImage, type Attachments } from '../../plugins/uploads.ts';
import type { Deletion } from '../../lib/trash.ts';
import { entriesShowing, removeUnlessUsed } from '../content-sections/service.ts';
import { appendToOwners } from '../page-content/service.ts';

type ItemInput = z.output<typeof bannerItemSchema>;

/** Slides answer their columns as stored, under the same names. */
const itemFields = fieldMap(bannerItem);
const itemColumns = (input: ItemInput) => itemFields.toColumns(input) as Columns<'bannerItems'>;

/** pageId/blogId are not stored: on create they only name the page or blog that gets the banner. */
function toBanner(
  row: Selectable<BannersTable> & Partial<PublishingState>,
  items: BannerItem[],
): Banner {
  return {
    id: row.id,
    name: row.name,
    pageId: null,
    blogId: null,
    isActive: row.isActive,
    version: row.version,
    status: row.status,
    hasDraft: row.hasDraft,
    publishAt: row.publishAt,
    unpublishAt: row.unpublishAt,
    bannerItems: items.filter((item) => item.bannerId === row.id),
  };
}

/** Banners on the database or inside a transaction; visitors see the active ones. */
const bannersOn = (db: Db) =>
  createResource(db, {
    table: 'banners',
    noun: 'The banner',
    order: ['name', 'id'],
    public: { column: 'isActive' },
    trash: {
      references: [
        // Its slides go with it, and their image files stay until it is deleted for good.
        {
          table: 'bannerItems',
          column: 'bannerId',
          action: 'delete',
          noun: 'slide',
          files: ['imagePath'],
        },
        ...entriesShowing('bannerId'),
      ],
    },
    drafts: { rules: updateBannerSchema },
  });

/** Slider items: each banner's are hand-sorted apart; visitors see the active ones. */
const itemsOn = (db: Db) =>
  createResource(db, {
    table: 'bannerItems',
    noun: 'The banner item',
    toAnswer: itemFields.toAnswer,
    order: ['sortOrder', 'id'],
    public: { column: 'isActive' },
    sortable: { within: 'bannerId' },
    trash: {
      files: ['imagePath'],
      needs: { bannerId: { table: 'banners', what: 'banner', required: true } },
    },
    drafts: { rules: updateBannerItemSchema },
  });

/** The banners `filter` picks, with their slider items in slide order, as `audience` sees them. */
export async function bannersWithItems(
  db: Db,
  audience: Audience,
  filter: Filter<'banners'>,
): Promise<Banner[]> {
  const rows = await bannersOn(db).list(audience, filter);
  const items = await itemsOn(db).list(audience, { bannerId: rows.map((row) => row.id) });
  return rows.map((row) => toBanner(row, items));
}

const STAFF: Audience = { signedIn: true };

export function createBannersService(db: Db) {
  const banners = bannersOn(db);
  const items = itemsOn(db);

  return {
    list: (audience: Audience, filter: Filter<'banners'>) => bannersWithItems(db, audience, filter),

    async get(id: number): Promise<Banner> {
      const row = await banners.get(id);
      return toBanner(row, await items.list(STAFF, { bannerId: row.id }));
    },

    /** With pageId/blogId the new banner is also put at the end of that page or blog, at once. */
    create: (input: z.output<typeof bannerSchema>) =>
      db.transaction().execute(async (trx) => {
        const id = await bannersOn(trx).create(
          { name: input.name, isActive: input.isActive },
          { draft: input.draft },
        );
        await appendToOwners(trx, input, 'BANNER', id);
        return id;
      }),

    async update(input: z.output<typeof updateBannerSchema>) {
      await banners.update(
        input.id,
        { name: input.name, isActive: input.isActive },
        input.version,
        { draft: input.draft },
      );
    },

    /** To the trash with its slider items (their files stay until it is deleted for good). */
    async remove(id: number, deletion: Deletion) {
      const row = await banners.row(id);
      await removeUnlessUsed(db, 'BANNER', row, deletion, () => banners.remove(row.id, deletion));
    },
  };
}

/** The slider items of the banners. */
export function createBannerItemsService(db: Db, attachments: Attachments) {
  const banners = bannersOn(db);
  const items = itemsOn(db);

  return {
    /** A new slider item comes last in its banner. */
    async create(input: ItemInput, { image }: Files) {
      if (!image) throw badRequest(IMAGE_REQUIRED_MESSAGE, { image: IMAGE_REQUIRED_MESSAGE });
      const banner = await banners.row(input.bannerId);
      return saveWithImage(attachments, image, (imagePath) =>
        // In one transaction, so two slides added at once cannot take the same place.
        db
          .transaction()
          .execute((trx) =>
            itemsOn(trx).create(
              { ...itemColumns(input), bannerId: banner.id, imagePath },
              { draft: input.draft },
            ),
          ),
      );
    },

    /** A slider item stays in its banner; a new image replaces the old one. */
    async update(input: z.output<typeof updateBannerItemSchema>, { image }: Files) {
      const row = await items.row(input.id);
      if (input.bannerId !== row.bannerId) {
        throw badRequest('A banner item cannot move to another banner.', {
          bannerId: 'A banner item cannot move to another banner.',
        });
      }
      await updateWithImage(attachments, image, (newImage) =>
        items.update(row.id, { ...itemColumns(input), ...newImage }, input.version, {
          draft: input.draft,
        }),
      );
    },

    /** To the trash; its image file stays until it is deleted for good. */
    remove: (id: number, deletion: Deletion) => items.remove(id, deletion),

    /** Renumbers the items of ONE banner: the first item decides which. */
    async sort(orderedIds: number[]) {
      if (orderedIds.length === 0) return;
      const first = await items.row(orderedIds[0]);
      await items.sort(orderedIds, first.bannerId);
    },
  };
}
