/** The demo's content sections, one of every kind, shared by its pages and blogs: sections.json. */
import { contentSectionSchema } from '@chamber/contracts';
import { z } from 'zod';
import { buttonColumns, demoKey, type DemoSeeding } from './seeding.ts';

/** A section as the section editor sends it, with its picture by name. */
const demoSection = contentSectionSchema.safeExtend({ image: demoKey.optional() }).strict();
export const demoSections = z.record(demoKey, demoSection);

/** Answers each section's id by its key in the file. */
export async function seedSections(
  { trx, stamp, picture }: DemoSeeding,
  sections: z.output<typeof demoSections>,
) {
  const ids = new Map<string, number>();
  for (const [key, section] of Object.entries(sections)) {
    const { id } = await trx
      .insertInto('contentSections')
      .values({
        type: section.type,
        name: section.name,
        title: section.title,
        description: section.description,
        rawHtml: section.rawHTML,
        alignment: section.alignment,
        imagePath: section.image === undefined ? null : picture(section.image),
        isPadded: section.isPadded,
        isFloatingCard: section.isFloatingCard,
        hasRoundedCorners: section.hasRoundedCorners,
        isTextOnly: section.isTextOnly,
        isActive: section.isActive,
        ...buttonColumns(section),
        createdAt: stamp,
        updatedAt: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(key, id);
  }
  return ids;
}
