/**
 * Content sections (/ContentSection/*), and what every change to sections, banners and the
 * content lists of pages and blogs reloads.
 */
import type { AssignType, contentSectionSchema } from '@chamber/contracts';
import type { z } from 'zod';
import { blogsApi } from './blogs.ts';
import { call } from './client.ts';
import type { Deleting } from './trash.ts';
import { homeKeys } from './home.ts';
import { pagesApi } from './pages.ts';
import { resource, sendForm } from './resource.ts';

/** What the section form hands over: the schema's output. */
export type ContentSectionValues = z.output<typeof contentSectionSchema>;

/**
 * Sections and banners appear in the add-content pickers (under these keys), in the content lists
 * of pages and blogs (by name) and on the public site, so a change to any of them reloads all.
 */
const contentSections = resource('contentSections', {
  alsoInvalidate: [pagesApi.keys.all, blogsApi.keys.all, homeKeys.all],
});

/** What a change to sections, banners or the content of a page or blog reloads. */
export const contentReloads = contentSections.reloads;

/** The add-content picker's choices (GetContentSectionOptions…): banners or sections. */
export const contentOptionsKey = (
  owner: 'page' | 'blog',
  ownerId: number,
  type: AssignType | null,
) => [...contentSections.keys.all, 'options', owner, ownerId, type] as const;

/** Every section, active or not (an empty isActive means all). */
export const useContentSections = contentSections.list(() =>
  call('ContentSection.GetAllContentSections', { query: { isActive: '' } }),
);

export const useContentSection = contentSections.one((contentSectionId) =>
  call('ContentSection.GetContentSectionById', { query: { contentSectionId } }),
);

/** With pageId/blogId the server also appends the new section to that page/blog. */
export const useCreateContentSection = contentSections.mutation(
  sendForm('ContentSection.CreateContentSection'),
);

export const useUpdateContentSection = contentSections.mutation(
  sendForm('ContentSection.UpdateContentSection'),
);

/** Refused with 409 (and a message naming them) while a page or blog uses the section. */
export const useDeleteContentSection = contentSections.mutation((query: Deleting) =>
  call('ContentSection.DeleteContentSection', { query }),
);
