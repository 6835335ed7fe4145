/** Banners and their slider items (/Banner/* and /BannerItem/*). */
import { useQuery } from '@tanstack/react-query';
import type { bannerItemSchema, bannerSchema } from '@chamber/contracts';
import type { z } from 'zod';
import { call } from './client.ts';
import { useContentMutation } from './content-sections.ts';

export type BannerValues = z.output<typeof bannerSchema>;
export type BannerItemValues = z.output<typeof bannerItemSchema>;

const bannerKeys = {
  all: ['banners'] as const,
  list: () => [...bannerKeys.all, 'list'] as const,
  detail: (id: number) => [...bannerKeys.all, 'detail', id] as const,
};

/** Every banner (active or not) with its slider items. */
export function useBanners() {
  return useQuery({
    queryKey: bannerKeys.list(),
    queryFn: () => call('Banner.GetAllBanners', { query: { isActive: '' } }),
  });
}

export function useBanner(id: number) {
  return useQuery({
    queryKey: bannerKeys.detail(id),
    queryFn: () => call('Banner.GetBannerById', { query: { bannerId: id } }),
    staleTime: 0, // an edit screen starts from what is stored now
  });
}

const useBannerMutation = <Input, Answer>(send: (input: Input) => Promise<Answer>) =>
  useContentMutation(send, [bannerKeys.all]);

/** With pageId/blogId the server also appends the new banner to that page or blog. */
export const useCreateBanner = () =>
  useBannerMutation((values: BannerValues) => call('Banner.CreateBanner', { body: values }));

export const useUpdateBanner = () =>
  useBannerMutation((values: BannerValues & { id: number }) =>
    call('Banner.UpdateBanner', { body: values }),
  );

/** Refused with 409 (and a message naming them) while a page or blog uses the banner. */
export const useDeleteBanner = () =>
  useBannerMutation((id: number) => call('Banner.DeleteBanner', { query: { id } }));

type ItemSaveInput = { values: BannerItemValues; image: File | null };

/** Multipart, with the image (required on create); the item goes last. */
export const useCreateBannerItem = () =>
  useBannerMutation(({ values, image }: ItemSaveInput) =>
    call('BannerItem.CreateBannerItem', { form: { ...values, image } }),
  );

/** Multipart; without a new image the stored one is kept. */
export const useUpdateBannerItem = () =>
  useBannerMutation(({ id, values, image }: ItemSaveInput & { id: number }) =>
    call('BannerItem.UpdateBannerItem', { form: { ...values, id, image } }),
  );

export const useDeleteBannerItem = () =>
  useBannerMutation((id: number) => call('BannerItem.DeleteBannerItem', { query: { id } }));

export const useSortBannerItems = () =>
  useBannerMutation((ordered: { id: number; sortOrder: number }[]) =>
    call('BannerItem.SortBannerItems', { body: ordered }),
  );
