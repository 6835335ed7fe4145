/**
 * Pages (the Page.* calls), and the hooks pages and blogs share: both are documents routed by
 * their url, with the same seven calls (the API serves both from one service as well).
 */
import type { QueryKey } from '@tanstack/react-query';
import type {
  blogSchema,
  pageSchema,
  CreatedResponse,
  MessageResponse,
  Page,
  PageContentEntry,
} from '@chamber/contracts';
import type { z } from 'zod';
import { call } from './client.ts';
import type { Deleting } from './trash.ts';
import { homeKeys } from './home.ts';
import { menuItemKeys } from './menu-items.ts';
import { resource, type Edited } from './resource.ts';

/** What the page or blog form hands over (pages add a title, blogs their own fields). */
export type DocumentValues = Omit<z.output<typeof pageSchema>, 'title'> & {
  title?: string | null;
} & Partial<
    Pick<
      z.output<typeof blogSchema>,
      'authorId' | 'categoryIds' | 'tags' | 'excerpt' | 'bannerImageAlt' | 'publishedOn'
    >
  >;

/** A stored page or blog (blogs have no title). */
export type StoredDocument = Omit<Page, 'title'> & { title?: string | null };

/**
 * What a save sends: the form's values and, optionally, a new banner image, or a media library
 * image by its id instead.
 */
type DocumentForm = DocumentValues & { bannerImage: File | null; mediaId?: number };

/** The seven calls of one kind, each under its own endpoint (names and id query differ). */
type DocumentCalls<T> = {
  list: () => Promise<T[]>;
  get: (id: number) => Promise<T & { contentSections: PageContentEntry[] }>;
  create: (form: DocumentForm) => Promise<CreatedResponse>;
  update: (form: DocumentForm & Edited) => Promise<MessageResponse>;
  delete: (deleting: Deleting) => Promise<MessageResponse>;
  deleteBannerImage: (id: number) => Promise<MessageResponse>;
  /** A new draft copy of the document `id`; answers the copy's id. */
  duplicate: (id: number) => Promise<CreatedResponse>;
};

type DocumentConfig<T> = {
  /** Root of the query keys. */
  key: string;
  calls: DocumentCalls<T>;
  /** Other screens that show this kind's data. */
  alsoShownIn: QueryKey[];
};

type SaveInput = { values: DocumentValues; bannerImage: File | null; mediaId?: number };

export function createDocumentApi<T extends StoredDocument>({
  key,
  calls,
  alsoShownIn,
}: DocumentConfig<T>) {
  // The public site lists pages and blogs in its site info, so that reloads too.
  const documents = resource(key, { alsoInvalidate: [homeKeys.all, ...alsoShownIn] });

  return {
    keys: documents.keys,

    /** Every document, active or not. */
    useList: documents.list(calls.list),

    useOne: documents.one(calls.get),

    /** Multipart, with the optional banner image. */
    useCreate: documents.mutation(({ values, bannerImage, mediaId }: SaveInput) =>
      calls.create({ ...values, bannerImage, ...(mediaId ? { mediaId } : {}) }),
    ),

    /** Multipart; without a new banner image the stored one is kept. */
    useUpdate: documents.mutation(
      ({ id, values, bannerImage, mediaId, version }: SaveInput & Edited) =>
        calls.update({ ...values, id, bannerImage, version, ...(mediaId ? { mediaId } : {}) }),
    ),

    useDelete: documents.mutation(calls.delete),

    useDeleteBannerImage: documents.mutation(calls.deleteBannerImage),

    useDuplicate: documents.mutation(calls.duplicate),
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
    delete: (query) => call('Page.DeletePage', { query }),
    deleteBannerImage: (pageId) => call('Page.DeleteBannerImage', { query: { pageId } }),
    duplicate: (id) => call('Page.DuplicatePage', { body: { id } }),
  },
  // The menu items list names each item's page.
  alsoShownIn: [menuItemKeys.all],
});

/** Every page, for the lists and the menu item form's page choice. */
export const usePages = pagesApi.useList;
