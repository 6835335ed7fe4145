/**
 * The ordered content of pages and blogs: the add-content picker's choices and
 * assign, unassign and sort. Pages and blogs work alike under their own paths, so every hook
 * takes the owner. The entries themselves come with the page or blog (GetPageById/GetBlogById).
 */
import { useQuery } from '@tanstack/react-query';
import type {
  AddContentRequest,
  AssignType,
  ContentOption,
  CreatedResponse,
  MessageResponse,
} from '@chamber/contracts';
import { blogsApi } from './blogs.ts';
import { api } from './client.ts';
import { contentSectionKeys, useContentMutation } from './content-sections.ts';
import { pagesApi } from './pages.ts';

export type ContentOwner = 'page' | 'blog';

const OWNERS = {
  page: {
    idQuery: 'pageId',
    document: pagesApi,
    paths: {
      options: '/ContentSection/GetContentSectionOptions',
      assign: '/Page/AssignContentSectionToPage',
      unassign: '/Page/UnassignContentSection',
      sort: '/Page/SortPageContentSections',
    },
  },
  blog: {
    idQuery: 'blogId',
    document: blogsApi,
    paths: {
      options: '/ContentSection/GetContentSectionOptionsForBlog',
      assign: '/Blog/AssignContentSectionToBlog',
      unassign: '/Blog/UnassignContentSection',
      sort: '/Blog/SortBlogContentSections',
    },
  },
} as const;

/** The page or blog with its ordered entries (the editor's own query, shared through the cache). */
export const useOwnerWithEntries = (owner: ContentOwner, ownerId: number) =>
  OWNERS[owner].document.useOne(ownerId);

/** Banners (BANNER) or sections (CONTENTSECTION) not yet on the page or blog; none until a type is chosen. */
export function useContentOptions(owner: ContentOwner, ownerId: number, type: AssignType | null) {
  const { idQuery, paths } = OWNERS[owner];
  return useQuery({
    queryKey: contentSectionKeys.options(owner, ownerId, type),
    queryFn: () => api.get<ContentOption[]>(paths.options, { [idQuery]: ownerId, type }),
    enabled: type !== null,
    staleTime: 0,
  });
}

/** Appends a banner or section (`contentSectionId` holds the banner id for BANNER); empty body. */
export const useAssignContent = (owner: ContentOwner, ownerId: number) =>
  useContentMutation(({ type, contentSectionId }: AddContentRequest) =>
    api.post<CreatedResponse>(OWNERS[owner].paths.assign, undefined, {
      [OWNERS[owner].idQuery]: ownerId,
      type,
      contentSectionId: Number(contentSectionId),
    }),
  );

/** Takes the entry off the page or blog; the section or banner itself stays. */
export const useUnassignContent = (owner: ContentOwner) =>
  useContentMutation((entryId: number) =>
    api.delete<MessageResponse>(OWNERS[owner].paths.unassign, { contentSectionBannerId: entryId }),
  );

export const useSortContent = (owner: ContentOwner) =>
  useContentMutation((ordered: { id: number; sortOrder: number }[]) =>
    api.put<MessageResponse>(OWNERS[owner].paths.sort, ordered),
  );
