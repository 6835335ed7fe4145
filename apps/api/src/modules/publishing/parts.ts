/**
 * What goes live with an item (docs/decisions/140-drafts-of-the-parts-of-a-page.md): publishing a
 * page or blog also publishes its sections and banners and their slides, and publishing a banner
 * its slides, each that has a draft or is not on the site yet. Staff see the list before they
 * publish, with the other pages and blogs each part is on, which change too.
 */
import type { AssignType, PublishingPart, PublishingType } from '@chamber/contracts';
import type { Db } from '../../db/client.ts';
import { publishingStates } from '../../lib/drafts.ts';
import { readContentEntries } from '../page-content/entries.ts';
import { usesOf } from '../page-content/service.ts';

type Stored = { id: number; name: string; isActive: boolean };

/** The parts of one type that publishing would change: with a draft, or not on the site. */
async function changing(
  db: Db,
  type: PublishingType,
  rows: Stored[],
): Promise<(Stored & { type: PublishingType; change: PublishingPart['change'] })[]> {
  const states = await publishingStates(
    db,
    type,
    rows.map((row) => ({ id: row.id, isPublic: row.isActive })),
  );
  return rows.flatMap((row) => {
    const { draft, hasDraft } = states.get(row.id)!;
    if (row.isActive && !hasDraft) return [];
    const name = typeof draft?.name === 'string' ? draft.name : row.name;
    return [{ ...row, name, type, change: row.isActive ? 'changes' : 'new' }];
  });
}

/** The other pages and blogs showing a section or banner (`owner`: the item being published). */
async function elsewhere(
  db: Db,
  type: AssignType,
  id: number,
  owner: { type: string; id: number },
) {
  const uses = await usesOf(db, type, id);
  return uses.filter((use) => use.type !== owner.type || use.id !== owner.id);
}

/** The parts that publishing `type` `id` puts on the site with it, in the page's order. */
export async function partsOf(db: Db, type: PublishingType, id: number): Promise<PublishingPart[]> {
  let sectionIds: number[] = [];
  let bannerIds: number[] = [];
  if (type === 'page' || type === 'blog') {
    const entries = await readContentEntries(db, type, id);
    sectionIds = entries.flatMap((entry) => entry.contentSectionId ?? []);
    bannerIds = entries.flatMap((entry) => entry.bannerId ?? []);
  } else if (type === 'banner') {
    bannerIds = [id];
  } else {
    return [];
  }
  const byIds = <T extends { id: number }>(ids: number[], rows: T[]) =>
    ids.flatMap((one) => rows.find((row) => row.id === one) ?? []);
  const [sections, banners, slides] = await Promise.all([
    sectionIds.length === 0
      ? []
      : db
          .selectFrom('contentSections')
          .select(['id', 'name', 'isActive'])
          .where('id', 'in', sectionIds)
          .execute(),
    bannerIds.length === 0
      ? []
      : db
          .selectFrom('banners')
          .select(['id', 'name', 'isActive'])
          .where('id', 'in', bannerIds)
          .execute(),
    bannerIds.length === 0
      ? []
      : db
          .selectFrom('bannerItems')
          .select(['id', 'name', 'isActive', 'bannerId'])
          .where('bannerId', 'in', bannerIds)
          .orderBy('sortOrder')
          .orderBy('id')
          .execute(),
  ]);
  const owner = { type, id };
  const parts = [
    ...(await changing(db, 'contentSection', byIds(sectionIds, sections))),
    // A banner published on its own is the item, not a part of it.
    ...(type === 'banner' ? [] : await changing(db, 'banner', byIds(bannerIds, banners))),
  ];
  const withUses = await Promise.all(
    parts.map(async (part) => ({
      ...part,
      alsoOn: await elsewhere(
        db,
        part.type === 'banner' ? 'BANNER' : 'CONTENTSECTION',
        part.id,
        owner,
      ),
    })),
  );
  const slideParts = await changing(db, 'bannerItem', slides);
  const withSlides = await Promise.all(
    slideParts.map(async (slide) => {
      const { bannerId } = slides.find((row) => row.id === slide.id)!;
      return { ...slide, alsoOn: await elsewhere(db, 'BANNER', bannerId, owner) };
    }),
  );
  return [...withUses, ...withSlides].map(
    ({ type: partType, id: partId, name, change, alsoOn }) => ({
      type: partType,
      id: partId,
      name,
      change,
      alsoOn,
    }),
  );
}
