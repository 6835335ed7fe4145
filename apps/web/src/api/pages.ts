/**
 * Pages (the /Page/* calls), and the calls pages and blogs share: both are documents routed by
 * their url, with the same six calls (the API serves both from one service as well).
 */
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type {
  blogSchema,
  CreatedResponse,
  MessageResponse,
  Page,
  PageContentEntry,
} from '@chamber/contracts';
import type { z } from 'zod';
import { api } from './client.ts';
import { homeKeys } from './home.ts';
import { menuItemKeys } from './menu-items.ts';

/** What the page or blog form hands over (pages add a title). */
export type DocumentValues = z.output<typeof blogSchema> & { title?: string | null };

/** A stored page or blog (blogs have no title). */
export type StoredDocument = Omit<Page, 'title'> & { title?: string | null };

type DocumentConfig = {
  /** Root of the query keys. */
  key: string;
  /** The query name of GetById and DeleteBannerImage. */
  idQuery: 'pageId' | 'blogId';
  paths: {
    list: string;
    get: string;
    create: string;
    update: string;
    delete: string;
    deleteBannerImage: string;
  };
  /** Other screens that show this kind's data. */
  alsoShownIn: QueryKey[];
};

type SaveInput = { values: DocumentValues; bannerImage: File | null };

export function createDocumentApi<T extends StoredDocument>({
  key,
  idQuery,
  paths,
  alsoShownIn,
}: DocumentConfig) {
  const keys = {
    all: [key] as const,
    list: () => [key, 'list'] as const,
    detail: (id: number) => [key, 'detail', id] as const,
  };

  /** The public site lists pages and blogs in its site info, so that reloads too. */
  function useDocumentMutation<Input, Answer>(call: (input: Input) => Promise<Answer>) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: call,
      onSuccess: () =>
        Promise.all(
          [keys.all, homeKeys.all, ...alsoShownIn].map((queryKey) =>
            queryClient.invalidateQueries({ queryKey }),
          ),
        ),
    });
  }

  return {
    keys,

    /** Every document, active or not (an empty isActive means all). */
    useList: () =>
      useQuery({
        queryKey: keys.list(),
        queryFn: () => api.get<T[]>(paths.list, { isActive: null }),
      }),

    useOne: (id: number) =>
      useQuery({
        queryKey: keys.detail(id),
        queryFn: () =>
          api.get<T & { contentSections: PageContentEntry[] }>(paths.get, { [idQuery]: id }),
        staleTime: 0, // an edit screen starts from what is stored now
      }),

    /** Multipart, with the optional banner image. */
    useCreate: () =>
      useDocumentMutation(({ values, bannerImage }: SaveInput) =>
        api.postForm<CreatedResponse>(paths.create, { ...values, bannerImage }),
      ),

    /** Multipart; without a new banner image the stored one is kept. */
    useUpdate: () =>
      useDocumentMutation(({ id, values, bannerImage }: SaveInput & { id: number }) =>
        api.putForm<MessageResponse>(paths.update, { ...values, id, bannerImage }),
      ),

    useDelete: () =>
      useDocumentMutation((id: number) => api.delete<MessageResponse>(paths.delete, { id })),

    useDeleteBannerImage: () =>
      useDocumentMutation((id: number) =>
        api.delete<MessageResponse>(paths.deleteBannerImage, { [idQuery]: id }),
      ),
  };
}

export type DocumentApi<T extends StoredDocument> = ReturnType<typeof createDocumentApi<T>>;

export const pagesApi = createDocumentApi<Page>({
  key: 'pages',
  idQuery: 'pageId',
  paths: {
    list: '/Page/GetAllPages',
    get: '/Page/GetPageById',
    create: '/Page/CreatePage',
    update: '/Page/UpdatePage',
    delete: '/Page/DeletePage',
    deleteBannerImage: '/Page/DeleteBannerImage',
  },
  // The menu items list names each item's page.
  alsoShownIn: [menuItemKeys.all],
});

/** Every page, for the lists and the menu item form's page choice. */
export const usePages = pagesApi.useList;
