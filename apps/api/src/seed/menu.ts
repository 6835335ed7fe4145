/** The demo's two-level menu: menu.json. */
import { menuItemSchema, PAGE_OR_LINK_MESSAGE } from '@chamber/contracts';
import { z } from 'zod';
import { demoKey, lookUp, type DemoSeeding } from './seeding.ts';

/** A menu item leads to a page of pages.json or fixed-pages.json by its key, or to a custom link. */
const demoLink = menuItemSchema
  .safeExtend({ page: demoKey.optional() })
  .strict()
  .refine((item) => !(item.page && item.customLink), {
    message: PAGE_OR_LINK_MESSAGE,
    path: ['customLink'],
  });
export const demoMenu = z.array(demoLink.safeExtend({ children: z.array(demoLink).optional() }));

/** Each top-level item, then its children, in file order. */
export async function seedMenu(
  seeding: DemoSeeding,
  menu: z.output<typeof demoMenu>,
  pageIds: ReadonlyMap<string, number>,
) {
  const insert = async (
    item: z.output<typeof demoLink>,
    sortOrder: number,
    parent: number | null,
  ) =>
    (
      await seeding.trx
        .insertInto('menuItems')
        .values({
          name: item.name,
          sortOrder,
          pageId:
            item.page === undefined
              ? null
              : lookUp(pageIds, item.page, 'pages.json or fixed-pages.json'),
          customLink: item.customLink,
          parentMenuItemId: parent,
          openInNewTab: item.openInNewTab,
          isActive: item.isActive,
          createdAt: seeding.stamp,
          updatedAt: seeding.stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  for (const [sortOrder, { children = [], ...item }] of menu.entries()) {
    const parent = await insert(item, sortOrder, null);
    for (const [childOrder, child] of children.entries()) await insert(child, childOrder, parent);
  }
}
