/**
 * Navigation menu items: a menu of top-level items, each with at most one level of assigned
 * (child) items. The nesting rules are enforced here, not only in the form
 * (docs/decisions/019-menu-nesting-rules.md).
 */
import {
  updateMenuItemSchema,
  type MenuItem,
  type menuItemSchema,
  type PublishingState,
} from '@chamber/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { publishingStates } from '../../lib/drafts.ts';
import { createResource, type Audience } from '../../lib/resource.ts';
import type { Deletion } from '../../lib/trash.ts';
import { badRequest, conflict, notFound } from '../../plugins/errors.ts';

type MenuItemInput = z.output<typeof menuItemSchema>;

const NOUN = 'The menu item';
const OWN_PARENT = 'A menu item cannot be its own parent.';
const hasChildrenMessage = (name: string) =>
  `"${name}" has assigned menu items, so it cannot be given a parent.`;
const parentIsChildMessage = (name: string) =>
  `"${name}" is itself assigned to another menu item: menus have only one level of sub-items.`;

/**
 * The generic part, on the database or inside a transaction. Each parent's children are sorted
 * apart from the top-level items; an item given another parent goes last among its new siblings.
 * Answers are built here, with the page names, parents and children the rows do not carry.
 */
export const menuItemsOn = (db: Db) =>
  createResource(db, {
    table: 'menuItems',
    noun: NOUN,
    order: ['sortOrder', 'id'],
    // The site's menu (home/service.ts) shows visitors the active items only.
    public: { column: 'isActive' },
    sortable: { within: 'parentMenuItemId' },
    trash: {
      needs: {
        pageId: { table: 'pages', what: 'page' },
        parentMenuItemId: { table: 'menuItems', what: 'parent menu item' },
      },
    },
    // A draft's page and parent are checked again when it goes live: either may have changed.
    drafts: {
      rules: updateMenuItemSchema,
      live: ['parentMenuItemId'],
      beforePublish: (db, content) =>
        checkReferences(db, content as MenuItemInput, content as { id: number; name: string }),
    },
  });

/** Every item in sort order, with its page's name, as staff see it: its draft laid over it. */
async function allRows(db: Db) {
  const rows = await liveRows(db);
  const states = await publishingStates(
    db,
    'menuItem',
    rows.map((row) => ({ id: row.id, isPublic: row.isActive })),
  );
  const drafted = rows.map((row) => {
    const { draft, ...state } = states.get(row.id)!;
    return { ...row, ...(draft as Partial<typeof row>), ...state };
  });
  // A draft that chose another page is named after that page.
  const pageIds = drafted.flatMap((row) =>
    row.pageId !== null && states.get(row.id)!.hasDraft ? [row.pageId] : [],
  );
  const pages =
    pageIds.length === 0
      ? []
      : await db.selectFrom('pages').select(['id', 'name']).where('id', 'in', pageIds).execute();
  return drafted.map((row) =>
    states.get(row.id)!.hasDraft
      ? { ...row, pageName: pages.find((page) => page.id === row.pageId)?.name ?? null }
      : row,
  );
}

/** Every item in sort order, with its page's name, as visitors' menu has it. */
function liveRows(db: Db) {
  return db
    .selectFrom('menuItems as m')
    .leftJoin('pages as p', 'p.id', 'm.pageId')
    .select([
      'm.id',
      'm.name',
      'm.pageId',
      'p.name as pageName',
      'm.parentMenuItemId',
      'm.customLink',
      'm.openInNewTab',
      'm.isActive',
      'm.sortOrder',
      'm.version',
    ])
    .orderBy('m.sortOrder')
    .orderBy('m.id')
    .execute();
}
type Row = Awaited<ReturnType<typeof liveRows>>[number] & Partial<PublishingState>;

/** `rows` are all items in sort order: they give the parent's name and the children. */
function toMenuItem(row: Row, rows: Row[]): MenuItem {
  const parent = rows.find((other) => other.id === row.parentMenuItemId);
  return {
    id: row.id,
    name: row.name,
    pageId: row.pageId,
    pageName: row.pageName ?? null,
    parentMenuItemId: row.parentMenuItemId,
    parentMenuItem: parent ? { id: parent.id, name: parent.name } : null,
    customLink: row.customLink,
    openInNewTab: row.openInNewTab,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
    version: row.version,
    status: row.status,
    hasDraft: row.hasDraft,
    publishAt: row.publishAt,
    unpublishAt: row.unpublishAt,
    assignedMenuItems: rows
      .filter((child) => child.parentMenuItemId === row.id)
      .map((child) => ({
        id: child.id,
        name: child.name,
        pageName: child.pageName ?? null,
        isActive: child.isActive,
        sortOrder: child.sortOrder,
      })),
  };
}

/** An item's name and parent, or undefined when there is no such item. */
const nameAndParent = (db: Db, id: number) =>
  db
    .selectFrom('menuItems')
    .select(['name', 'parentMenuItemId'])
    .where('id', '=', id)
    .executeTakeFirst();

/** The names of an item's children, in their order. */
const childNames = async (db: Db, id: number) =>
  (
    await db
      .selectFrom('menuItems')
      .select('name')
      .where('parentMenuItemId', '=', id)
      .orderBy('sortOrder')
      .orderBy('id')
      .execute()
  ).map((child) => child.name);

/**
 * The page must exist, and the parent must exist and be top-level; `self` (when saving an
 * existing item) may neither be its own parent nor take a parent while it has children.
 */
async function checkReferences(db: Db, input: MenuItemInput, self?: { id: number; name: string }) {
  if (input.pageId !== null) {
    const page = await db
      .selectFrom('pages')
      .select('id')
      .where('id', '=', input.pageId)
      .executeTakeFirst();
    const message = 'The chosen page does not exist. Please choose another page.';
    if (!page) throw badRequest(message, { pageId: message });
  }
  const parentId = input.parentMenuItemId;
  if (parentId === null) return;
  const fail = (message: string) => badRequest(message, { parentMenuItemId: message });
  if (self && parentId === self.id) throw fail(OWN_PARENT);
  const parent = await nameAndParent(db, parentId);
  if (!parent) throw fail('The chosen parent menu item does not exist.');
  if (parent.parentMenuItemId !== null) throw fail(parentIsChildMessage(parent.name));
  if (self && (await childNames(db, self.id)).length > 0) throw fail(hasChildrenMessage(self.name));
}

/** The columns the menu item form writes. */
const columnsOf = (input: MenuItemInput) => ({
  name: input.name,
  pageId: input.pageId,
  parentMenuItemId: input.parentMenuItemId,
  customLink: input.customLink,
  openInNewTab: input.openInNewTab,
  isActive: input.isActive,
});

export function createMenuItemsService(db: Db) {
  const menuItems = menuItemsOn(db);

  return {
    /**
     * The whole menu in menu order: each top-level item followed by its children; `isActive`
     * narrows the list when given (only staff read the menu here).
     */
    async list(_audience: Audience, { isActive }: { isActive?: boolean }): Promise<MenuItem[]> {
      const rows = await allRows(db);
      return rows
        .filter((row) => row.parentMenuItemId === null)
        .flatMap((top) => [top, ...rows.filter((row) => row.parentMenuItemId === top.id)])
        .filter((row) => isActive === undefined || row.isActive === isActive)
        .map((row) => toMenuItem(row, rows));
    },

    async get(id: number): Promise<MenuItem> {
      const rows = await allRows(db);
      const row = rows.find((candidate) => candidate.id === id);
      if (!row) throw notFound(NOUN);
      return toMenuItem(row, rows);
    },

    /** Items that could be assigned to a parent: top-level and childless, never the parent itself. */
    async assignable(parentId: number | null): Promise<MenuItem[]> {
      const rows = await allRows(db);
      return rows
        .filter(
          (row) =>
            row.parentMenuItemId === null &&
            row.id !== parentId &&
            !rows.some((child) => child.parentMenuItemId === row.id),
        )
        .map((row) => toMenuItem(row, rows));
    },

    /** A new item goes to the end of its list. */
    create: (input: MenuItemInput) =>
      db.transaction().execute(async (trx) => {
        await checkReferences(trx, input);
        return menuItemsOn(trx).create(columnsOf(input), { draft: input.draft });
      }),

    async update(input: z.output<typeof updateMenuItemSchema>) {
      await db.transaction().execute(async (trx) => {
        const items = menuItemsOn(trx);
        await checkReferences(trx, input, await items.row(input.id));
        await items.update(input.id, columnsOf(input), input.version, { draft: input.draft });
      });
    },

    /**
     * An item with children is not deleted: its children would be left pointing at nothing, and
     * moving them silently to the top of the public menu would surprise. Staff remove or move them.
     */
    async remove(id: number, deletion: Deletion) {
      await db.transaction().execute(async (trx) => {
        const items = menuItemsOn(trx);
        const row = await items.row(id);
        const children = await childNames(trx, id);
        if (children.length > 0) {
          const names = children.map((name) => `"${name}"`).join(', ');
          throw conflict(
            `"${row.name}" still has assigned menu items (${names}). Remove them from it first.`,
          );
        }
        await items.remove(id, deletion);
      });
    },

    /** The item becomes top-level again, last in the menu; answers it as it was. */
    removeParent(id: number) {
      return db.transaction().execute(async (trx) => {
        const items = menuItemsOn(trx);
        const row = await items.row(id);
        if (row.parentMenuItemId === null) {
          throw badRequest(`"${row.name}" is not assigned to a parent menu item.`);
        }
        await items.update(id, { parentMenuItemId: null }, undefined, { keepDraft: true });
        return row;
      });
    },

    /**
     * Assigns the children, in the order given, after the parent's present children; answers the
     * parent's name.
     */
    assignParent(parentId: number, childIds: number[]) {
      return db.transaction().execute(async (trx) => {
        const items = menuItemsOn(trx);
        const parent = await nameAndParent(trx, parentId);
        if (!parent) throw notFound('The parent menu item');
        if (parent.parentMenuItemId !== null) throw badRequest(parentIsChildMessage(parent.name));
        for (const childId of new Set(childIds)) {
          if (childId === parentId) throw badRequest(OWN_PARENT);
          const child = await items.row(childId);
          if (child.parentMenuItemId === parentId) continue;
          if ((await childNames(trx, childId)).length > 0) {
            throw badRequest(hasChildrenMessage(child.name));
          }
          await items.update(childId, { parentMenuItemId: parentId }, undefined, {
            keepDraft: true,
          });
        }
        return parent.name;
      });
    },

    /** Renumbers the top-level items; an assigned (child) item is refused. */
    sort: (orderedIds: number[]) => menuItems.sort(orderedIds, null),

    /** Renumbers the children of one parent (the first item's); any other item is refused. */
    async sortChildren(orderedIds: number[]) {
      if (orderedIds.length === 0) return;
      const first = await nameAndParent(db, orderedIds[0]);
      if (!first || first.parentMenuItemId === null) {
        throw badRequest(`Item ${orderedIds[0]} cannot be sorted here.`);
      }
      await menuItems.sort(orderedIds, first.parentMenuItemId);
    },
  };
}
