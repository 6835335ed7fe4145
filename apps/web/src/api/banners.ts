/** Banners and their slider items (/Banner/* and /BannerItem/*). */
import { useQuery } from '@tanstack/react-query';
import type {
  Banner,
  bannerItemSchema,
  bannerSchema,
  CreatedResponse,
  MessageResponse,
} from '@chamber/contracts';
import type { z } from 'zod';
import { api } from './client.ts';
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
    queryFn: () => api.get<Banner[]>('/Banner/GetAllBanners', { isActive: null }),
  });
}

export function useBanner(id: number) {
  return useQuery({
    queryKey: bannerKeys.detail(id),
    queryFn: () => api.get<Banner>('/Banner/GetBannerById', { bannerId: id }),
    staleTime: 0, // an edit screen starts from what is stored now
  });
}

const useBannerMutation = <Input, Answer>(call: (input: Input) => Promise<Answer>) =>
  useContentMutation(call, [bannerKeys.all]);

/** With pageId/blogId the server also appends the new banner to that page or blog. */
export const useCreateBanner = () =>
  useBannerMutation((values: BannerValues) =>
    api.post<CreatedResponse>('/Banner/CreateBanner', values),
  );

export const useUpdateBanner = () =>
  useBannerMutation((values: BannerValues & { id: number }) =>
    api.put<MessageResponse>('/Banner/UpdateBanner', values),
  );

/** Refused with 409 (and a message naming them) while a page or blog uses the banner. */
export const useDeleteBanner = () =>
  useBannerMutation((id: number) => api.delete<MessageResponse>('/Banner/DeleteBanner', { id }));

type ItemSaveInput = { values: BannerItemValues; image: File | null };

/** Multipart, with the image (required on create); the item goes last. */
export const useCreateBannerItem = () =>
  useBannerMutation(({ values, image }: ItemSaveInput) =>
    api.postForm<CreatedResponse>('/BannerItem/CreateBannerItem', { ...values, image }),
  );

/** Multipart; without a new image the stored one is kept. */
export const useUpdateBannerItem = () =>
  useBannerMutation(({ id, values, image }: ItemSaveInput & { id: number }) =>
    api.putForm<MessageResponse>('/BannerItem/UpdateBannerItem', { ...values, id, image }),
  );

export const useDeleteBannerItem = () =>
  useBannerMutation((id: number) =>
    api.delete<MessageResponse>('/BannerItem/DeleteBannerItem', { id }),
  );

export const useSortBannerItems = () =>
  useBannerMutation((ordered: { id: number; sortOrder: number }[]) =>
    api.put<MessageResponse>('/BannerItem/SortBannerItems', ordered),
  );
