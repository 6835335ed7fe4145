/** The ordered content (banners and content sections) of a page or blog. */
import { z } from 'zod';
import { id, idOf } from './common.ts';
import { ASSIGN_TYPES, type AssignType, type SectionKind } from './enums.ts';

/** Add-content modal: Add needs a type and a component, Create New needs a type. */
export const SELECT_TYPE_AND_COMPONENT_MESSAGE = 'Please select both type & component';
export const SELECT_TYPE_TO_CREATE_MESSAGE = 'Please select type of Component you want to create';

/** The modal's Add button (both choices) and the body of the assign calls below. */
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

/** `POST /Page/AssignContentSectionToPage?pageId&contentSectionId&type` (empty body). */
export const assignContentToPageQuery = addContentSchema.extend({ pageId: id });

/** `POST /Blog/AssignContentSectionToBlog?blogId&contentSectionId&type` (empty body). */
export const assignContentToBlogQuery = addContentSchema.extend({ blogId: id });

/** One entry of a page's or blog's content list. */
export type PageContentEntry = {
  id: number;
  name: string;
  type: AssignType;
  bannerId: number | null;
  contentSectionId: number | null;
  /** The section's kind (null for a banner), so lists can say "Content Section — Card". */
  sectionKind: SectionKind | null;
  sortOrder: number;
};

/** A component the add-content picker offers, as a select option. */
export type ContentOption = { label: string; value: number };
