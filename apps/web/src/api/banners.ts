/** Banners and their slider items (/Banner/* and /BannerItem/*). */
import { call } from './client.ts';
import type { Deleting } from './trash.ts';
import { contentReloads } from './content-sections.ts';
import { resource, sendBody, sendForm } from './resource.ts';

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
export const useCreateBanner = banners.mutation(sendBody('Banner.CreateBanner'));

export const useUpdateBanner = banners.mutation(sendBody('Banner.UpdateBanner'));

/** Refused with 409 (and a message naming them) while a page or blog uses the banner. */
export const useDeleteBanner = banners.mutation((query: Deleting) =>
  call('Banner.DeleteBanner', { query }),
);

/** The image is required on create; the item goes last. */
export const useCreateBannerItem = banners.mutation(sendForm('BannerItem.CreateBannerItem'));

export const useUpdateBannerItem = banners.mutation(sendForm('BannerItem.UpdateBannerItem'));

export const useDeleteBannerItem = banners.mutation((id: number) =>
  call('BannerItem.DeleteBannerItem', { query: { id } }),
);

export const useSortBannerItems = banners.mutation(sendBody('BannerItem.SortBannerItems'));
