/** Content sections: the building blocks of pages and blogs. */
import {
  contentSection,
  IMAGE_REQUIRED_MESSAGE,
  isAlignmentLocked,
  sectionNeedsImage,
  sectionTypePreset,
  type AssignType,
  updateContentSectionSchema,
  type contentSectionSchema,
} from '@chamber/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { fieldMap } from '../../lib/field-map.ts';
import { createResource, type Columns, type Files } from '../../lib/resource.ts';
import type { Deletion, Reference } from '../../lib/trash.ts';
import { badRequest } from '../../plugins/errors.ts';
import { saveWithImage, updateWithImage, type Attachments } from '../../plugins/uploads.ts';
import { OWNERS } from '../page-content/entries.ts';
import { appendToOwners, assertUnused } from '../page-content/service.ts';
import { sanitizeRichHtml } from './sanitize.ts';

type SectionInput = z.output<typeof contentSectionSchema>;
type SectionUpdate = z.output<typeof updateContentSectionSchema>;

const fields = fieldMap(contentSection, { rawHTML: 'rawHtml' });

/**
 * pageId/blogId/bannerId are not stored: pageId/blogId only say, on create, which page or blog
 * gets the new section (see page-content), so they are always null here.
 */
const toContentSection = (row: object) => ({
  ...fields.toAnswer(row),
  pageId: null,
  blogId: null,
  bannerId: null,
});

/** The columns a save writes: the HTML sanitised, the alignment as the kind allows. */
function columnsOf({
  pageId: _pageId,
  blogId: _blogId,
  bannerId: _bannerId,
  ...input
}: SectionInput) {
  return {
    ...fields.toColumns(input),
    rawHtml: sanitizeRichHtml(input.rawHTML),
    // Default and Reversed sections keep their preset alignment, whatever was sent
    // (docs/decisions/038-preset-alignment-on-server.md).
    alignment: isAlignmentLocked(input.type)
      ? sectionTypePreset(input.type).alignment
      : input.alignment,
  } as Columns<'contentSections'>;
}

const imageRequired = () => badRequest(IMAGE_REQUIRED_MESSAGE, { image: IMAGE_REQUIRED_MESSAGE });

/** Content sections on the database or inside a transaction; visitors see the active ones. */
export const sectionsOn = (db: Db) =>
  createResource(db, {
    table: 'contentSections',
    noun: 'The content section',
    toAnswer: toContentSection,
    order: ['name', 'id'],
    public: { column: 'isActive' },
    trash: { files: ['imagePath'], references: entriesShowing('contentSectionId') },
    drafts: { rules: updateContentSectionSchema },
  });

/**
 * The page and blog entries showing a section or banner: they go to the trash with it only when
 * the delete says `withUses`, and come back to their place with it.
 */
export const entriesShowing = (column: 'contentSectionId' | 'bannerId'): Reference[] =>
  (['page', 'blog'] as const).map((owner) => ({
    table: OWNERS[owner].entries,
    column,
    action: 'delete',
    noun: `${owner} content entry`,
    use: true,
    needs: { [OWNERS[owner].column]: { table: OWNERS[owner].table, what: owner, required: true } },
  }));

/**
 * Deletes a section or banner unless a page or blog shows it: the public page would change
 * without anyone deciding it. The refusal names where it is used. A delete `withUses` takes the
 * entries to the trash with it instead.
 */
export async function removeUnlessUsed<T>(
  db: Db,
  type: AssignType,
  { id, name }: { id: number; name: string },
  { withUses }: Deletion,
  remove: () => Promise<T>,
): Promise<T> {
  if (withUses) return remove();
  await assertUnused(db, type, id, name);
  try {
    return await remove();
  } catch (error) {
    // Assigned to a page at the same moment: the foreign key refused, the check explains.
    await assertUnused(db, type, id, name);
    throw error;
  }
}

export function createContentSectionsService(db: Db, attachments: Attachments) {
  const sections = sectionsOn(db);

  return {
    list: sections.list,
    get: sections.get,

    /** With pageId/blogId the new section is also put at the end of that page or blog, at once. */
    async create(input: SectionInput, { image }: Files) {
      if (!image && sectionNeedsImage(input.type)) throw imageRequired();
      return saveWithImage(attachments, image, (imagePath) =>
        db.transaction().execute(async (trx) => {
          const id = await sectionsOn(trx).create(
            { ...columnsOf(input), imagePath },
            { draft: input.draft },
          );
          await appendToOwners(trx, input, 'CONTENTSECTION', id);
          return id;
        }),
      );
    },

    /**
     * A new image replaces the stored one, whose file goes once the row is saved. A kind that
     * needs an image still needs one after the change (e.g. Text Only → Default).
     */
    async update(input: SectionUpdate, { image }: Files) {
      const row = await sections.row(input.id);
      if (!image && !row.imagePath && sectionNeedsImage(input.type)) throw imageRequired();
      await updateWithImage(attachments, image, (newImage) =>
        sections.update(row.id, { ...columnsOf(input), ...newImage }, input.version, {
          draft: input.draft,
        }),
      );
    },

    /** To the trash; its image file stays until it is deleted for good. */
    async remove(id: number, deletion: Deletion) {
      const row = await sections.row(id);
      await removeUnlessUsed(db, 'CONTENTSECTION', row, deletion, () =>
        sections.remove(row.id, deletion),
      );
    },
  };
}
