/** Content sections: the building blocks of pages and blogs. */
import {
  IMAGE_REQUIRED_MESSAGE,
  isAlignmentLocked,
  sectionNeedsImage,
  sectionTypePreset,
  type Alignment,
  type ButtonActionType,
  type ContentSection,
  type SectionKind,
  type contentSectionSchema,
  type updateContentSectionSchema,
} from '@chamber/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { ContentSectionsTable } from '../../db/types.ts';
import { nowIso } from '../../lib/tokens.ts';
import { badRequest, notFound } from '../../plugins/errors.ts';
import { saveWithImage, type Attachments } from '../../plugins/uploads.ts';
import { appendToOwners, assertUnused } from '../page-content/service.ts';
import { sanitizeRichHtml } from './sanitize.ts';

type SectionInput = z.output<typeof contentSectionSchema>;
type SectionUpdate = z.output<typeof updateContentSectionSchema>;

/**
 * pageId/blogId/bannerId are not stored: pageId/blogId only say, on create, which page or blog
 * gets the new section (see page-content), so they are always null here.
 */
export function toContentSection(row: Selectable<ContentSectionsTable>): ContentSection {
  return {
    id: row.id,
    name: row.name,
    type: row.type as SectionKind,
    title: row.title,
    description: row.description,
    rawHTML: row.rawHtml,
    alignment: row.alignment as Alignment,
    imagePath: row.imagePath,
    pageId: null,
    blogId: null,
    bannerId: null,
    isPadded: row.isPadded,
    isFloatingCard: row.isFloatingCard,
    hasRoundedCorners: row.hasRoundedCorners,
    isTextOnly: row.isTextOnly,
    isActive: row.isActive,
    primaryButtonText: row.primaryButtonText,
    primaryButtonActionType: row.primaryButtonActionType as ButtonActionType | null,
    primaryButtonLink: row.primaryButtonLink,
    secondaryButtonText: row.secondaryButtonText,
    secondaryButtonActionType: row.secondaryButtonActionType as ButtonActionType | null,
    secondaryButtonLink: row.secondaryButtonLink,
  };
}

/** The columns a save writes. */
function columns(input: SectionInput) {
  return {
    name: input.name,
    type: input.type,
    title: input.title,
    description: input.description,
    rawHtml: sanitizeRichHtml(input.rawHTML),
    // Default and Reversed sections keep their preset alignment, whatever was sent
    // (docs/decisions/038-preset-alignment-on-server.md).
    alignment: isAlignmentLocked(input.type)
      ? sectionTypePreset(input.type).alignment
      : input.alignment,
    isPadded: input.isPadded,
    isFloatingCard: input.isFloatingCard,
    hasRoundedCorners: input.hasRoundedCorners,
    isTextOnly: input.isTextOnly,
    isActive: input.isActive,
    primaryButtonText: input.primaryButtonText,
    primaryButtonActionType: input.primaryButtonActionType,
    primaryButtonLink: input.primaryButtonLink,
    secondaryButtonText: input.secondaryButtonText,
    secondaryButtonActionType: input.secondaryButtonActionType,
    secondaryButtonLink: input.secondaryButtonLink,
  };
}

const imageRequired = () => badRequest(IMAGE_REQUIRED_MESSAGE, { image: IMAGE_REQUIRED_MESSAGE });

export function createContentSectionsService(db: Db, attachments: Attachments) {
  async function getRow(id: number) {
    const row = await db
      .selectFrom('contentSections')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound('The content section');
    return row;
  }

  return {
    async list(isActive: boolean | undefined): Promise<ContentSection[]> {
      let query = db.selectFrom('contentSections').selectAll().orderBy('name').orderBy('id');
      if (isActive !== undefined) query = query.where('isActive', '=', isActive);
      return (await query.execute()).map(toContentSection);
    },

    async get(id: number): Promise<ContentSection> {
      return toContentSection(await getRow(id));
    },

    /** With pageId/blogId the new section is also put at the end of that page or blog, at once. */
    async create(input: SectionInput, image: Buffer | undefined) {
      if (!image && sectionNeedsImage(input.type)) throw imageRequired();
      return saveWithImage(attachments, image, (imagePath) =>
        db.transaction().execute(async (trx) => {
          const now = nowIso();
          const { id } = await trx
            .insertInto('contentSections')
            .values({ ...columns(input), imagePath, createdAt: now, updatedAt: now })
            .returning('id')
            .executeTakeFirstOrThrow();
          await appendToOwners(trx, input, 'CONTENTSECTION', id);
          return id;
        }),
      );
    },

    /**
     * A new image replaces the stored one, whose file goes once the row is saved. A kind that
     * needs an image still needs one after the change (e.g. Text Only → Default).
     */
    async update(input: SectionUpdate, image: Buffer | undefined) {
      const row = await getRow(input.id);
      if (!image && !row.imagePath && sectionNeedsImage(input.type)) throw imageRequired();
      const newImage = await saveWithImage(attachments, image, async (imagePath) => {
        const result = await db
          .updateTable('contentSections')
          .set({ ...columns(input), ...(imagePath ? { imagePath } : {}), updatedAt: nowIso() })
          .where('id', '=', row.id)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) throw notFound('The content section');
        return imagePath;
      });
      if (newImage) await attachments.remove(row.imagePath);
    },

    async remove(id: number) {
      const row = await getRow(id);
      await assertUnused(db, 'CONTENTSECTION', row.id, row.name);
      try {
        await db.deleteFrom('contentSections').where('id', '=', row.id).execute();
      } catch (error) {
        // Assigned to a page at the same moment: the foreign key refused, the check explains.
        await assertUnused(db, 'CONTENTSECTION', row.id, row.name);
        throw error;
      }
      await attachments.remove(row.imagePath);
    },
  };
}
