/** The routes of content sections and banners, and where their editors lead back to. */
import type { AssignType } from '@chamber/contracts';
import type { ContentOwner } from '../../api/page-content.ts';
import { blogPaths, pagePaths } from '../documentPaths.ts';

export const CONTENT_SECTIONS_PATH = '/cms/management/content-sections';
export const NEW_SECTION_PATH = '/cms/management/content-section';
export const NEW_BANNER_PATH = '/cms/management/banner';
export const sectionEditPath = (id: number) => `${NEW_SECTION_PATH}/edit/${id}`;
export const bannerEditPath = (id: number) => `${NEW_BANNER_PATH}/edit/${id}`;

/** The page or blog a new section or banner is created for (from its route). */
export type ContentOwnerRef = { owner: ContentOwner; id: number };

/** The route parameters `pageId` / `blogId` as an owner, or null outside a page or blog. */
export function ownerFromParams(params: {
  pageId?: string;
  blogId?: string;
}): ContentOwnerRef | null {
  if (params.pageId) return { owner: 'page', id: Number(params.pageId) };
  if (params.blogId) return { owner: 'blog', id: Number(params.blogId) };
  return null;
}

/** The page's or blog's editor, where its content list is. */
export const ownerEditPath = ({ owner, id }: ContentOwnerRef) =>
  owner === 'page' ? pagePaths.edit(id) : blogPaths.edit(id);

/** "Create New" from a content list: /cms/management/content-section/pageId/12 and the like. */
export const newContentPath = (type: AssignType, { owner, id }: ContentOwnerRef) =>
  `${type === 'BANNER' ? NEW_BANNER_PATH : NEW_SECTION_PATH}/${owner}Id/${id}`;
