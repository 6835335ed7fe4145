/** The ordered content (banners and content sections) of a page or blog. */
import { z } from 'zod';
import { bannerEndpoints } from './banners.ts';
import { id, idOf, sortPayload } from './common.ts';
import { contentSectionEndpoints } from './content-sections.ts';
import { createdAnswer, defineEndpoints, messageAnswer } from './endpoints/define.ts';
import { ASSIGN_TYPES, SECTION_KINDS } from './enums.ts';
import {
  blogContentRoutes,
  contentOptionRoutes,
  pageContentRoutes,
} from './routes/page-content.ts';

/** Add-content modal: Add needs a type and a component, Create New needs a type. */
export const SELECT_TYPE_AND_COMPONENT_MESSAGE = 'Please select both type & component';
export const SELECT_TYPE_TO_CREATE_MESSAGE = 'Please select type of Component you want to create';

/** The modal's Add button (both choices) and the query of the assign calls below. */
export const addContentSchema = z.object({
  type: z.enum(ASSIGN_TYPES, { error: SELECT_TYPE_AND_COMPONENT_MESSAGE }),
  // Holds a banner id when type is BANNER (the spec's query name is kept for both kinds).
  contentSectionId: idOf(SELECT_TYPE_AND_COMPONENT_MESSAGE),
});
export type AddContentRequest = z.input<typeof addContentSchema>;

/** The modal's Create New button. */
export const createContentSchema = z.object({
  type: z.enum(ASSIGN_TYPES, { error: SELECT_TYPE_TO_CREATE_MESSAGE }),
});

type OwnerQueryName = 'pageId' | 'blogId';

/** `?pageId=` or `?blogId=`: the page or blog a call is about. */
export const ownerQuery = <K extends OwnerQueryName>(name: K) =>
  z.object({ [name]: id } as Record<K, typeof id>);

/** `POST /Page/AssignContentSectionToPage?pageId&contentSectionId&type` (empty body). */
export const assignContentToPageQuery = ownerQuery('pageId').extend(addContentSchema.shape);

/** `POST /Blog/AssignContentSectionToBlog?blogId&contentSectionId&type` (empty body). */
export const assignContentToBlogQuery = ownerQuery('blogId').extend(addContentSchema.shape);

/** One entry of a page's or blog's content list. */
export const pageContentEntry = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(ASSIGN_TYPES),
  bannerId: z.number().nullable(),
  contentSectionId: z.number().nullable(),
  /** The section's kind (null for a banner), so lists can say "Content Section — Card". */
  sectionKind: z.enum(SECTION_KINDS).nullable(),
  sortOrder: z.number(),
});
export type PageContentEntry = z.infer<typeof pageContentEntry>;

/**
 * One entry as the public dynamic page shows it: with its banner and slides or its section, as
 * their own reads answer them.
 */
export const dynamicContentEntry = pageContentEntry.extend({
  banner: bannerEndpoints['Banner.GetBannerById'].answer.nullable(),
  contentSection: contentSectionEndpoints['ContentSection.GetContentSectionById'].answer.nullable(),
});
export type DynamicContentEntry = z.infer<typeof dynamicContentEntry>;

/** A component the add-content picker offers, as a select option. */
const contentOption = z.object({ label: z.string(), value: z.number() });
export type ContentOption = z.infer<typeof contentOption>;

/** The four content calls pages and blogs both have, alike but for the owner. */
function contentEndpointSpecs<K extends OwnerQueryName, A extends z.ZodType>(
  owner: 'page' | 'blog',
  idQuery: K,
  assignQuery: A,
) {
  // An author writes a blog's fields but does not compose content from sections and banners.
  const access = owner === 'page' ? 'pages' : 'allContent';
  return {
    assign: {
      summary: `Add a banner or section at the end of a ${owner} (contentSectionId holds the banner id when type is BANNER)`,
      access,
      query: assignQuery,
      answer: createdAnswer,
    },
    unassign: {
      summary: `Remove an entry from a ${owner}'s content`,
      access,
      query: z.object({ contentSectionBannerId: id }),
      answer: messageAnswer,
    },
    sort: {
      summary: `Reorder the content entries of one ${owner}`,
      access,
      body: sortPayload,
      answer: messageAnswer,
    },
    options: {
      summary: `Banners or sections (by type) not yet on the ${owner}, as { label, value }`,
      access,
      query: ownerQuery(idQuery).extend({ type: addContentSchema.shape.type }),
      answer: z.array(contentOption),
    },
  } as const;
}

const pageContent = contentEndpointSpecs('page', 'pageId', assignContentToPageQuery);
const blogContent = contentEndpointSpecs('blog', 'blogId', assignContentToBlogQuery);

export const pageContentEndpoints = {
  ...defineEndpoints('Page', pageContentRoutes, {
    'Page.AssignContentSectionToPage': pageContent.assign,
    'Page.UnassignContentSection': pageContent.unassign,
    'Page.SortPageContentSections': pageContent.sort,
  }),
  ...defineEndpoints('Blog', blogContentRoutes, {
    'Blog.AssignContentSectionToBlog': blogContent.assign,
    'Blog.UnassignContentSection': blogContent.unassign,
    'Blog.SortBlogContentSections': blogContent.sort,
  }),
  ...defineEndpoints('ContentSection', contentOptionRoutes, {
    'ContentSection.GetContentSectionOptions': pageContent.options,
    'ContentSection.GetContentSectionOptionsForBlog': blogContent.options,
  }),
};
