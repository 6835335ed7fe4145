/**
 * The ordered content of pages and blogs: the add-content picker's choices and
 * assign, unassign and sort. Pages and blogs work alike under their own endpoints, so every hook
 * takes the owner. The entries themselves come with the page or blog (GetPageById/GetBlogById).
 */
import { skipToken, useQuery } from '@tanstack/react-query';
import type { AddContentRequest, AssignType } from '@chamber/contracts';
import { blogsApi } from './blogs.ts';
import { call } from './client.ts';
import { contentOptionsKey, contentReloads } from './content-sections.ts';
import { pagesApi } from './pages.ts';
import { sendBody, useInvalidatingMutation } from './resource.ts';

export type ContentOwner = 'page' | 'blog';

/** Each owner's calls: alike but for their endpoints and the page or blog id's query name. */
const OWNERS = {
  page: {
    document: pagesApi,
    options: (pageId: number, type: AssignType) =>
      call('ContentSection.GetContentSectionOptions', { query: { pageId, type } }),
    assign: (pageId: number, { type, contentSectionId }: AddContentRequest) =>
      call('Page.AssignContentSectionToPage', { query: { pageId, type, contentSectionId } }),
    unassign: (contentSectionBannerId: number) =>
      call('Page.UnassignContentSection', { query: { contentSectionBannerId } }),
    sort: sendBody('Page.SortPageContentSections'),
  },
  blog: {
    document: blogsApi,
    options: (blogId: number, type: AssignType) =>
      call('ContentSection.GetContentSectionOptionsForBlog', { query: { blogId, type } }),
    assign: (blogId: number, { type, contentSectionId }: AddContentRequest) =>
      call('Blog.AssignContentSectionToBlog', { query: { blogId, type, contentSectionId } }),
    unassign: (contentSectionBannerId: number) =>
      call('Blog.UnassignContentSection', { query: { contentSectionBannerId } }),
    sort: sendBody('Blog.SortBlogContentSections'),
  },
};

/** The page or blog with its ordered entries (the editor's own query, shared through the cache). */
export const useOwnerWithEntries = (owner: ContentOwner, ownerId: number) =>
  OWNERS[owner].document.useOne(ownerId);

/** Banners (BANNER) or sections (CONTENTSECTION) not yet on the page or blog; none until a type is chosen. */
export function useContentOptions(owner: ContentOwner, ownerId: number, type: AssignType | null) {
  return useQuery({
    queryKey: contentOptionsKey(owner, ownerId, type),
    queryFn: type === null ? skipToken : () => OWNERS[owner].options(ownerId, type),
    staleTime: 0,
  });
}

/** Appends a banner or section (`contentSectionId` holds the banner id for BANNER); empty body. */
export const useAssignContent = (owner: ContentOwner, ownerId: number) =>
  useInvalidatingMutation(
    ({ type, contentSectionId }: AddContentRequest) =>
      OWNERS[owner].assign(ownerId, { type, contentSectionId: Number(contentSectionId) }),
    contentReloads,
  );

/** Takes the entry off the page or blog; the section or banner itself stays. */
export const useUnassignContent = (owner: ContentOwner) =>
  useInvalidatingMutation(OWNERS[owner].unassign, contentReloads);

export const useSortContent = (owner: ContentOwner) =>
  useInvalidatingMutation(OWNERS[owner].sort, contentReloads);
