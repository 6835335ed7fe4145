/**
 * Navigation menu items: a menu of top-level items, each with at most one level of assigned
 * (child) items. The nesting rules are enforced here, not only in the form
 * (docs/decisions/019-menu-nesting-rules.md).
 */
import type { MenuItem, menuItemSchema, updateMenuItemSchema } from '@chamber/contracts';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import { nowIso } from '../../lib/tokens.ts';
import { nextSortOrder, renumber } from '../../lib/sorting.ts';
import { badRequest, conflict, notFound } from '../../plugins/errors.ts';

type MenuItemInput = z.output<typeof menuItemSchema>;
type Executor = Db | Transaction<Database>;

const OWN_PARENT = 'A menu item cannot be its own parent.';
const hasChildrenMessage = (name: string) =>
  `"${name}" has assigned menu items, so it cannot be given a parent.`;
const parentIsChildMessage = (name: string) =>
  `"${name}" is itself assigned to another menu item: menus have only one level of sub-items.`;

async function allRows(db: Executor) {
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
    ])
    .orderBy('m.sortOrder')
    .orderBy('m.id')
    .execute();
}
type Row = Awaited<ReturnType<typeof allRows>>[number];

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

async function getRow(db: Executor, id: number, what = 'The menu item') {
  const row = await db.selectFrom('menuItems').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(what);
  return row;
}

async function hasChildren(db: Executor, id: number) {
  const child = await db
    .selectFrom('menuItems')
    .select('id')
    .where('parentMenuItemId', '=', id)
    .executeTakeFirst();
  return child !== undefined;
}

/** The sortOrder that puts an item last among the top-level items or a parent's children. */
const endOf = (db: Executor, parentId: number | null) =>
  nextSortOrder(db, 'menuItems', { column: 'parentMenuItemId', value: parentId });

/**
 * The page must exist, and the parent must exist and be top-level; `self` (when saving an
 * existing item) may neither be its own parent nor take a parent while it has children.
 */
async function checkReferences(
  db: Executor,
  input: MenuItemInput,
  self?: { id: number; name: string },
) {
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
  const parent = await db
    .selectFrom('menuItems')
    .select(['name', 'parentMenuItemId'])
    .where('id', '=', parentId)
    .executeTakeFirst();
  if (!parent) throw fail('The chosen parent menu item does not exist.');
  if (parent.parentMenuItemId !== null) throw fail(parentIsChildMessage(parent.name));
  if (self && (await hasChildren(db, self.id))) throw fail(hasChildrenMessage(self.name));
}

export function createMenuItemsService(db: Db) {
  return {
    /** The whole menu in menu order: each top-level item followed by its children. */
    async list(isActive: boolean | undefined): Promise<MenuItem[]> {
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
      if (!row) throw notFound('The menu item');
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
    async create(input: MenuItemInput) {
      return db.transaction().execute(async (trx) => {
        await checkReferences(trx, input);
        const now = nowIso();
        const { id } = await trx
          .insertInto('menuItems')
          .values({
            ...input,
            sortOrder: await endOf(trx, input.parentMenuItemId),
            createdAt: now,
            updatedAt: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return id;
      });
    },

    /** An item that changes list (parent) goes to the end of its new list. */
    async update(input: z.output<typeof updateMenuItemSchema>) {
      await db.transaction().execute(async (trx) => {
        const row = await getRow(trx, input.id);
        await checkReferences(trx, input, row);
        const moved = row.parentMenuItemId !== input.parentMenuItemId;
        await trx
          .updateTable('menuItems')
          .set({
            name: input.name,
            pageId: input.pageId,
            parentMenuItemId: input.parentMenuItemId,
            customLink: input.customLink,
            openInNewTab: input.openInNewTab,
            isActive: input.isActive,
            ...(moved ? { sortOrder: await endOf(trx, input.parentMenuItemId) } : {}),
            updatedAt: nowIso(),
          })
          .where('id', '=', row.id)
          .execute();
      });
    },

    /**
     * An item with children is not deleted: its children would be left pointing at nothing, and
     * moving them silently to the top of the public menu would surprise. Staff remove or move them.
     */
    async remove(id: number) {
      await db.transaction().execute(async (trx) => {
        const row = await getRow(trx, id);
        const children = await trx
          .selectFrom('menuItems')
          .select('name')
          .where('parentMenuItemId', '=', id)
          .orderBy('sortOrder')
          .orderBy('id')
          .execute();
        if (children.length > 0) {
          const names = children.map((child) => `"${child.name}"`).join(', ');
          throw conflict(
            `"${row.name}" still has assigned menu items (${names}). Remove them from it first.`,
          );
        }
        await trx.deleteFrom('menuItems').where('id', '=', id).execute();
      });
    },

    /** The item becomes top-level again, last in the menu. */
    async removeParent(id: number) {
      await db.transaction().execute(async (trx) => {
        const row = await getRow(trx, id);
        if (row.parentMenuItemId === null) {
          throw badRequest(`"${row.name}" is not assigned to a parent menu item.`);
        }
        await trx
          .updateTable('menuItems')
          .set({ parentMenuItemId: null, sortOrder: await endOf(trx, null), updatedAt: nowIso() })
          .where('id', '=', id)
          .execute();
      });
    },

    /** Assigns the children, in the order given, after the parent's present children. */
    async assignParent(parentId: number, childIds: number[]) {
      await db.transaction().execute(async (trx) => {
        const parent = await getRow(trx, parentId, 'The parent menu item');
        if (parent.parentMenuItemId !== null) throw badRequest(parentIsChildMessage(parent.name));
        let sortOrder = await endOf(trx, parentId);
        for (const childId of new Set(childIds)) {
          if (childId === parentId) throw badRequest(OWN_PARENT);
          const child = await getRow(trx, childId);
          if (child.parentMenuItemId === parentId) continue;
          if (await hasChildren(trx, childId)) throw badRequest(hasChildrenMessage(child.name));
          await trx
            .updateTable('menuItems')
            .set({ parentMenuItemId: parentId, sortOrder: sortOrder++, updatedAt: nowIso() })
            .where('id', '=', childId)
            .execute();
        }
      });
    },

    /** Renumbers the top-level items; an assigned (child) item is refused. */
    async sortTopLevel(orderedIds: number[]) {
      await renumber(db, 'menuItems', orderedIds, { column: 'parentMenuItemId', value: null });
    },

    /** Renumbers the children of one parent (the first item's); any other item is refused. */
    async sortChildren(orderedIds: number[]) {
      if (orderedIds.length === 0) return;
      const first = await db
        .selectFrom('menuItems')
        .select('parentMenuItemId')
        .where('id', '=', orderedIds[0])
        .executeTakeFirst();
      if (!first || first.parentMenuItemId === null) {
        throw badRequest(`Item ${orderedIds[0]} cannot be sorted here.`);
      }
      await renumber(db, 'menuItems', orderedIds, {
        column: 'parentMenuItemId',
        value: first.parentMenuItemId,
      });
    },
  };
}
