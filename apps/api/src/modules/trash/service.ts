/**
 * The Trash screen's reads: what is in the trash, and where an item is used before it is deleted
 * (menu and footer items, pages and blogs showing it, buttons linking to it).
 */
import type { TrashType, Usage } from '@chamber/contracts';
import type { Db } from '../../db/client.ts';
import { OWNERS } from '../page-content/entries.ts';
import { mediaUses } from '../media/uses.ts';

/** The pages and blogs whose content shows a section or banner. */
async function showing(db: Db, column: 'contentSectionId' | 'bannerId', id: number) {
  const lists = await Promise.all(
    (['page', 'blog'] as const).map(async (owner) => {
      const { table, entries, column: ownerColumn } = OWNERS[owner];
      const rows = await db
        .selectFrom(table)
        .select(['id', 'name'])
        .where('id', 'in', db.selectFrom(entries).select(ownerColumn).where(column, '=', id))
        .orderBy('name')
        .execute();
      return rows.map((row): Usage => ({ type: owner, ...row }));
    }),
  );
  return lists.flat();
}

/** What links to a page's or blog's address: menu items (pages), footer items, buttons. */
async function linking(db: Db, owner: 'page' | 'blog', id: number): Promise<Usage[]> {
  const document = await db
    .selectFrom(OWNERS[owner].table)
    .select('url')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!document) return [];
  const menuItems =
    owner === 'page'
      ? await db
          .selectFrom('menuItems')
          .select(['id', 'name'])
          .where('pageId', '=', id)
          .orderBy('name')
          .execute()
      : [];
  const footerItems = await db
    .selectFrom('footerItems')
    .select(['id', 'label as name'])
    .where('linkTo', '=', document.url)
    .orderBy('label')
    .execute();
  const buttons = (table: 'contentSections' | 'bannerItems') =>
    db
      .selectFrom(table)
      .select(['id', 'name'])
      .where((eb) =>
        eb.or([
          eb('primaryButtonLink', '=', document.url),
          eb('secondaryButtonLink', '=', document.url),
        ]),
      )
      .orderBy('name')
      .execute();
  return [
    ...menuItems.map((row) => ({ type: 'menuItem', ...row })),
    ...footerItems.map((row) => ({ type: 'footerItem', ...row })),
    ...(await buttons('contentSections')).map((row) => ({ type: 'contentSection', ...row })),
    ...(await buttons('bannerItems')).map((row) => ({ type: 'bannerItem', ...row })),
  ];
}

/** Where an item is used; nothing for the types nothing points at. */
export function usageOf(db: Db, type: TrashType, id: number): Promise<Usage[]> {
  switch (type) {
    case 'page':
    case 'blog':
      return linking(db, type, id);
    case 'contentSection':
      return showing(db, 'contentSectionId', id);
    case 'banner':
      return showing(db, 'bannerId', id);
    case 'media':
      return mediaUses(db, id);
    default:
      return Promise.resolve([]);
  }
}
