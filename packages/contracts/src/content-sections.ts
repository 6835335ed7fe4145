/** Content sections: their kinds, type presets, schemas, limits and validation messages. */
import { z } from 'zod';
import { draftField, publishingAnswerFields } from './publishing.ts';
import { buttonAnswerFields, buttonFields, buttonRules, onceValid } from './buttons.ts';
import {
  bool,
  id,
  isActiveQuery,
  optionalId,
  optionalText,
  requiredText,
  standardCalls,
  version,
} from './common.ts';
import { defineEndpoints, resourceEndpoints } from './endpoints/define.ts';
import { deleteWithUsesQuery } from './trash.ts';
import {
  ALIGNMENTS,
  alignmentOrLeft,
  SECTION_KINDS,
  sectionKind,
  type Alignment,
  type SectionKind,
} from './enums.ts';
import { contentSectionRoutes } from './routes/content-sections.ts';

export const CONTENT_SECTION_LIMITS = { name: 150, title: 1000 } as const;

export const TITLE_REQUIRED_MESSAGE = 'Title is required';
export const CONTENT_DETAILS_REQUIRED_MESSAGE = 'Content Details is required';

/** Custom sections are raw HTML: no title. */
export const sectionNeedsTitle = (type: SectionKind) => type !== 'CONTENT_SECTION_CUSTOM';
/** Banner and Custom sections have no body text. */
export const sectionNeedsDescription = (type: SectionKind) =>
  type !== 'CONTENT_SECTION_BANNER' && type !== 'CONTENT_SECTION_CUSTOM';
/** Creating a section needs an uploaded image (`IMAGE_REQUIRED_MESSAGE`) except for these kinds. */
export const sectionNeedsImage = (type: SectionKind) =>
  type !== 'CONTENT_SECTION_TEXTONLY' &&
  type !== 'CONTENT_SECTION_CUSTOM' &&
  // A tile's picture (a person's photo) is optional.
  type !== 'CONTENT_SECTION_TILE';
/** Default and Reversed sections keep the alignment their preset gives. */
export const isAlignmentLocked = (type: SectionKind) =>
  type === 'CONTENT_SECTION_DEFAULT' || type === 'CONTENT_SECTION_REVERSED';

export type SectionPreset = {
  alignment: Alignment;
  isFloatingCard: boolean;
  isTextOnly: boolean;
  isPadded: boolean;
};

/** What choosing a type sets in the form (docs/decisions/053-section-type-presets.md). */
export function sectionTypePreset(type: SectionKind): SectionPreset {
  return {
    alignment: type === 'CONTENT_SECTION_REVERSED' ? 'RIGHT' : 'LEFT',
    isFloatingCard: type === 'CONTENT_SECTION_CARD',
    isTextOnly: type === 'CONTENT_SECTION_TEXTONLY',
    isPadded: type === 'CONTENT_SECTION_FULLWIDTH_PADDED',
  };
}

/**
 * Section editor and the create call (multipart, with the `image` file). `pageId`/`blogId` are
 * set when the section is created from a page or blog, which then gets it assigned.
 */
export const contentSectionSchema = z
  .object({
    name: requiredText(
      'Content Section Name',
      CONTENT_SECTION_LIMITS.name,
      'Content Section Name is required',
    ),
    type: sectionKind,
    title: optionalText('Title', CONTENT_SECTION_LIMITS.title),
    description: optionalText('Content Details'),
    rawHTML: optionalText('Custom HTML'),
    alignment: alignmentOrLeft,
    pageId: optionalId,
    blogId: optionalId,
    bannerId: optionalId,
    isPadded: bool(false),
    isFloatingCard: bool(false),
    hasRoundedCorners: bool(false),
    isTextOnly: bool(false),
    isActive: bool(true),
    ...buttonFields,
    ...draftField,
  })
  .superRefine(
    (v, ctx) => {
      if (sectionNeedsTitle(v.type) && !v.title) {
        ctx.addIssue({ code: 'custom', message: TITLE_REQUIRED_MESSAGE, path: ['title'] });
      }
      if (sectionNeedsDescription(v.type) && !v.description) {
        ctx.addIssue({
          code: 'custom',
          message: CONTENT_DETAILS_REQUIRED_MESSAGE,
          path: ['description'],
        });
      }
    },
    onceValid(['type', 'title', 'description']),
  )
  .superRefine(...buttonRules);
export type ContentSectionRequest = z.input<typeof contentSectionSchema>;

/** The section update call. */
export const updateContentSectionSchema = contentSectionSchema.safeExtend({ id, version });

/**
 * A content section as the API returns it. pageId/blogId/bannerId are not stored (always null):
 * on create, pageId/blogId only name the page or blog that gets the section.
 */
export const contentSection = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(SECTION_KINDS),
  title: z.string().nullable(),
  description: z.string().nullable(),
  rawHTML: z.string().nullable(),
  alignment: z.enum(ALIGNMENTS),
  imagePath: z.string().nullable(),
  pageId: z.number().nullable(),
  blogId: z.number().nullable(),
  bannerId: z.number().nullable(),
  isPadded: z.boolean(),
  isFloatingCard: z.boolean(),
  hasRoundedCorners: z.boolean(),
  isTextOnly: z.boolean(),
  isActive: z.boolean(),
  version: z.number(),
  ...buttonAnswerFields,
  ...publishingAnswerFields,
});
export type ContentSection = z.infer<typeof contentSection>;

export const contentSectionCalls = standardCalls('ContentSection');

export const contentSectionEndpoints = defineEndpoints(
  'ContentSection',
  contentSectionRoutes,
  resourceEndpoints(
    contentSectionCalls,
    {
      noun: 'content section',
      access: 'sections',
      answer: contentSection,
      listQuery: isActiveQuery,
      idQuery: z.object({ contentSectionId: id }),
      removeQuery: deleteWithUsesQuery,
      create: contentSectionSchema,
      update: updateContentSectionSchema,
      files: ['image'],
    },
    {
      create: {
        summary:
          'Create a section (multipart, with the `image` file); pageId/blogId also add it there',
      },
      remove: { summary: 'Delete a section that no page or blog uses' },
    },
  ),
);
