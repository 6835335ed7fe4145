/** Banners and their slider items (/Banner/* and /BannerItem/*). */
import type { bannerItemSchema, bannerSchema } from '@chamber/contracts';
import type { z } from 'zod';
import { call } from './client.ts';
import type { Deleting } from './trash.ts';
import { contentReloads } from './content-sections.ts';
import { resource, sendBody, type Edited } from './resource.ts';

export type BannerValues = z.output<typeof bannerSchema>;
type BannerItemValues = z.output<typeof bannerItemSchema>;

/** Banners show wherever sections do (see contentReloads). */
const banners = resource('banners', { alsoInvalidate: contentReloads });

/** Every banner (active or not) with its slider items. */
export const useBanners = banners.list(() =>
  call('Banner.GetAllBanners', { query: { isActive: '' } }),
);

const fetchBanner = (bannerId: number) => call('Banner.GetBannerById', { query: { bannerId } });

export const useBanner = banners.one(fetchBanner);

/** Loads a banner afresh (a slide's stored version is read through its banner). */
export const useFetchBanner = banners.fetchOne(fetchBanner);

/** With pageId/blogId the server also appends the new banner to that page or blog. */
export const useCreateBanner = banners.mutation((values: BannerValues) =>
  call('Banner.CreateBanner', { body: values }),
);

export const useUpdateBanner = banners.mutation((values: BannerValues & Edited) =>
  call('Banner.UpdateBanner', { body: values }),
);

/** Refused with 409 (and a message naming them) while a page or blog uses the banner. */
export const useDeleteBanner = banners.mutation((query: Deleting) =>
  call('Banner.DeleteBanner', { query }),
);

type ItemSaveInput = { values: BannerItemValues; image: File | null };

/** Multipart, with the image (required on create); the item goes last. */
export const useCreateBannerItem = banners.mutation(({ values, image }: ItemSaveInput) =>
  call('BannerItem.CreateBannerItem', { form: { ...values, image } }),
);

/** Multipart; without a new image the stored one is kept. */
export const useUpdateBannerItem = banners.mutation(
  ({ id, values, image, version }: ItemSaveInput & Edited) =>
    call('BannerItem.UpdateBannerItem', { form: { ...values, id, image, version } }),
);

export const useDeleteBannerItem = banners.mutation((id: number) =>
  call('BannerItem.DeleteBannerItem', { query: { id } }),
);

export const useSortBannerItems = banners.mutation(sendBody('BannerItem.SortBannerItems'));
