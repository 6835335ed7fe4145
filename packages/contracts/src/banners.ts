/** Banners and their slider items: schemas, limits and validation messages. */
import { z } from 'zod';
import { buttonFields, checkButtons, type ButtonFields } from './buttons.ts';
import { bool, id, optionalId, optionalText, requiredText } from './common.ts';
import { alignmentOrLeft, type Alignment } from './enums.ts';

export const BANNER_LIMITS = { name: 150 } as const;
export const BANNER_ITEM_LIMITS = { name: 1000, title: 1000 } as const;

/** Banner form and `POST /Banner/CreateBanner`; `pageId`/`blogId` when created from one. */
export const bannerSchema = z.object({
  name: requiredText('Banner Name', BANNER_LIMITS.name),
  pageId: optionalId,
  blogId: optionalId,
  isActive: bool(true),
});
export type BannerRequest = z.input<typeof bannerSchema>;

/** `PUT /Banner/UpdateBanner`. */
export const updateBannerSchema = bannerSchema.extend({ id });

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
  })
  .superRefine(checkButtons);
export type BannerItemRequest = z.input<typeof bannerItemSchema>;

/** `PUT /BannerItem/UpdateBannerItem`. */
export const updateBannerItemSchema = bannerItemSchema.safeExtend({ id });

/** A slider item as the API returns it. */
export type BannerItem = ButtonFields & {
  id: number;
  bannerId: number;
  name: string;
  title: string | null;
  description: string | null;
  alignment: Alignment;
  imagePath: string | null;
  isActive: boolean;
  sortOrder: number;
};

/** `GET /Banner/GetBannerById`: the banner with its items in slide order. */
export type Banner = {
  id: number;
  name: string;
  pageId: number | null;
  blogId: number | null;
  isActive: boolean;
  bannerItems: BannerItem[];
};
