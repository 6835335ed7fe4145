/** Banners and their slider items: schemas, limits and validation messages. */
import { z } from 'zod';
import { draftField, publishingAnswerFields } from './publishing.ts';
import { buttonAnswerFields, buttonFields, buttonRules } from './buttons.ts';
import {
  bool,
  id,
  isActiveQuery,
  optionalId,
  optionalText,
  requiredText,
  standardCalls,
  version,
} from './common.ts';
import { defineEndpoints, resourceEndpoints } from './endpoints/define.ts';
import { deleteWithUsesQuery } from './trash.ts';
import { ALIGNMENTS, alignmentOrLeft } from './enums.ts';
import { bannerItemRoutes, bannerRoutes } from './routes/banners.ts';

export const BANNER_LIMITS = { name: 150 } as const;
export const BANNER_ITEM_LIMITS = { name: 1000, title: 1000 } as const;

/** Banner form and `POST /Banner/CreateBanner`; `pageId`/`blogId` when created from one. */
export const bannerSchema = z.object({
  name: requiredText('Banner Name', BANNER_LIMITS.name),
  pageId: optionalId,
  blogId: optionalId,
  isActive: bool(true),
  ...draftField,
});

/** `PUT /Banner/UpdateBanner`. */
export const updateBannerSchema = bannerSchema.extend({ id, version });

/** Slider item form and `POST /BannerItem/CreateBannerItem` (multipart, with the `image` file). */
export const bannerItemSchema = z
  .object({
    bannerId: id,
    name: requiredText('Name', BANNER_ITEM_LIMITS.name),
    title: optionalText('Title', BANNER_ITEM_LIMITS.title),
    description: optionalText('Description'),
    alignment: alignmentOrLeft,
    isActive: bool(true),
    ...buttonFields,
    ...draftField,
  })
  .superRefine(...buttonRules);

/** `PUT /BannerItem/UpdateBannerItem`. */
export const updateBannerItemSchema = bannerItemSchema.safeExtend({ id, version });

/** A slider item as the API returns it. */
export const bannerItem = z.object({
  id: z.number(),
  bannerId: z.number(),
  name: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  alignment: z.enum(ALIGNMENTS),
  imagePath: z.string().nullable(),
  isActive: z.boolean(),
  sortOrder: z.number(),
  version: z.number(),
  ...buttonAnswerFields,
  ...publishingAnswerFields,
});
export type BannerItem = z.infer<typeof bannerItem>;

/** A banner with its items in slide order; pageId/blogId are not stored (always null). */
const banner = z.object({
  id: z.number(),
  name: z.string(),
  pageId: z.number().nullable(),
  blogId: z.number().nullable(),
  isActive: z.boolean(),
  version: z.number(),
  ...publishingAnswerFields,
  bannerItems: z.array(bannerItem),
});
export type Banner = z.infer<typeof banner>;

const byId = z.object({ id });

export const bannerCalls = standardCalls('Banner');

export const bannerEndpoints = defineEndpoints(
  'Banner',
  bannerRoutes,
  resourceEndpoints(
    bannerCalls,
    {
      noun: 'banner',
      access: 'sections',
      answer: banner,
      listQuery: isActiveQuery,
      idQuery: z.object({ bannerId: id }),
      removeQuery: deleteWithUsesQuery,
      create: bannerSchema,
      update: updateBannerSchema,
      files: [],
    },
    {
      list: { summary: 'All banners with their slider items' },
      get: { summary: 'One banner with its slider items in order' },
      create: { summary: 'Create a banner; pageId/blogId also add it there' },
      remove: { summary: 'Delete a banner no page or blog uses, with its slider items' },
    },
  ),
);

/** Which endpoint serves each of the standard calls; the API registers its handlers by it too. */
export const bannerItemCalls = {
  create: 'BannerItem.CreateBannerItem',
  update: 'BannerItem.UpdateBannerItem',
  remove: 'BannerItem.DeleteBannerItem',
  sort: 'BannerItem.SortBannerItems',
} as const;

/** Slider items are read with their banner, so they have no list or get call of their own. */
export const bannerItemEndpoints = defineEndpoints(
  'BannerItem',
  bannerItemRoutes,
  resourceEndpoints(
    bannerItemCalls,
    {
      noun: 'slider item',
      access: 'sections',
      answer: bannerItem,
      removeQuery: byId,
      create: bannerItemSchema,
      update: updateBannerItemSchema,
      files: ['image'],
    },
    {
      sort: { summary: 'Reorder the slider items of one banner' },
    },
  ),
);
