/**
 * Pages (the Page.* calls), and the hooks pages and blogs share: both are documents routed by
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
import { call } from './client.ts';
import { homeKeys } from './home.ts';
import { menuItemKeys } from './menu-items.ts';

/** What the page or blog form hands over (pages add a title). */
export type DocumentValues = z.output<typeof blogSchema> & { title?: string | null };

/** A stored page or blog (blogs have no title). */
export type StoredDocument = Omit<Page, 'title'> & { title?: string | null };

/** What a save sends: the form's values and, optionally, a new banner image. */
type DocumentForm = DocumentValues & { bannerImage: File | null };

/** The six calls of one kind, each under its own endpoint (names and id query differ). */
type DocumentCalls<T> = {
  list: () => Promise<T[]>;
  get: (id: number) => Promise<T & { contentSections: PageContentEntry[] }>;
  create: (form: DocumentForm) => Promise<CreatedResponse>;
  update: (form: DocumentForm & { id: number }) => Promise<MessageResponse>;
  delete: (id: number) => Promise<MessageResponse>;
  deleteBannerImage: (id: number) => Promise<MessageResponse>;
};

type DocumentConfig<T> = {
  /** Root of the query keys. */
  key: string;
  calls: DocumentCalls<T>;
  /** Other screens that show this kind's data. */
  alsoShownIn: QueryKey[];
};

type SaveInput = { values: DocumentValues; bannerImage: File | null };

export function createDocumentApi<T extends StoredDocument>({
  key,
  calls,
  alsoShownIn,
}: DocumentConfig<T>) {
  const keys = {
    all: [key] as const,
    list: () => [key, 'list'] as const,
    detail: (id: number) => [key, 'detail', id] as const,
  };

  /** The public site lists pages and blogs in its site info, so that reloads too. */
  function useDocumentMutation<Input, Answer>(send: (input: Input) => Promise<Answer>) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: send,
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

    /** Every document, active or not. */
    useList: () => useQuery({ queryKey: keys.list(), queryFn: calls.list }),

    useOne: (id: number) =>
      useQuery({
        queryKey: keys.detail(id),
        queryFn: () => calls.get(id),
        staleTime: 0, // an edit screen starts from what is stored now
      }),

    /** Multipart, with the optional banner image. */
    useCreate: () =>
      useDocumentMutation(({ values, bannerImage }: SaveInput) =>
        calls.create({ ...values, bannerImage }),
      ),

    /** Multipart; without a new banner image the stored one is kept. */
    useUpdate: () =>
      useDocumentMutation(({ id, values, bannerImage }: SaveInput & { id: number }) =>
        calls.update({ ...values, id, bannerImage }),
      ),

    useDelete: () => useDocumentMutation(calls.delete),

    useDeleteBannerImage: () => useDocumentMutation(calls.deleteBannerImage),
  };
}

export type DocumentApi<T extends StoredDocument> = ReturnType<typeof createDocumentApi<T>>;

export const pagesApi = createDocumentApi({
  key: 'pages',
  calls: {
    // An empty isActive means all.
    list: () => call('Page.GetAllPages', { query: { isActive: '' } }),
    get: (pageId) => call('Page.GetPageById', { query: { pageId } }),
    create: (form) => call('Page.CreatePage', { form }),
    update: (form) => call('Page.UpdatePage', { form }),
    delete: (id) => call('Page.DeletePage', { query: { id } }),
    deleteBannerImage: (pageId) => call('Page.DeleteBannerImage', { query: { pageId } }),
  },
  // The menu items list names each item's page.
  alsoShownIn: [menuItemKeys.all],
});

/** Every page, for the lists and the menu item form's page choice. */
export const usePages = pagesApi.useList;
