/**
 * Reading the ordered content list of a page or blog: the one query behind the page and blog
 * editors (GetPageById, GetBlogById), the content-list calls and the public dynamic pages.
 */
import type { AssignType, PageContentEntry, SectionKind } from '@chamber/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';

export type ContentOwner = 'page' | 'blog';

/** Where each owner lives and keeps its entries. */
export const OWNERS = {
  page: { table: 'pages', entries: 'pageContentEntries', column: 'pageId', what: 'The page' },
  blog: { table: 'blogs', entries: 'blogContentEntries', column: 'blogId', what: 'The blog' },
} as const;

/** The entries in their order, each named after its section or banner, with the section's kind. */
export async function readContentEntries(
  db: Db,
  owner: ContentOwner,
  ownerId: number,
): Promise<PageContentEntry[]> {
  const { entries, column } = OWNERS[owner];
  // Both entry tables have the same columns but the owner's: typed as the page one, the owner
  // column referenced by name.
  const rows = await db
    .selectFrom(`${entries} as e` as 'pageContentEntries as e')
    .leftJoin('contentSections as cs', 'cs.id', 'e.contentSectionId')
    .leftJoin('banners as b', 'b.id', 'e.bannerId')
    .select([
      'e.id',
      'e.type',
      'e.bannerId',
      'e.contentSectionId',
      'e.sortOrder',
      'cs.name as sectionName',
      'cs.type as sectionKind',
      'b.name as bannerName',
    ])
    .where(sql.ref(`e.${column}`), '=', ownerId)
    .orderBy('e.sortOrder')
    .orderBy('e.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.sectionName ?? row.bannerName ?? '',
    type: row.type as AssignType,
    bannerId: row.bannerId,
    contentSectionId: row.contentSectionId,
    sectionKind: (row.sectionKind as SectionKind | null) ?? null,
    sortOrder: row.sortOrder,
  }));
}
