/** /api/MenuItem/*: the menu item calls, for any signed-in user. */
import {
  assignParentMenuItemSchema,
  id,
  isActiveQuery,
  menuItemSchema,
  optionalId,
  sortPayload,
  updateMenuItemSchema,
} from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validate } from '../../plugins/errors.ts';
import { readBody } from '../../plugins/uploads.ts';
import type { ModuleOptions } from '../types.ts';
import { createMenuItemsService } from './service.ts';

const tags = ['Menu items'];
const access = 'user' as const;

export async function menuItemsRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const menuItems = createMenuItemsService(db);

  app.get(
    '/api/MenuItem/GetAllMenuItems',
    {
      config: { access },
      schema: { tags, summary: 'All menu items in menu order (isActive true/false; empty = all)' },
    },
    async (request) => menuItems.list(validate(isActiveQuery, request.query).isActive),
  );

  app.get(
    '/api/MenuItem/GetMenuItemById',
    { config: { access }, schema: { tags, summary: 'One menu item with its assigned items' } },
    async (request) =>
      menuItems.get(validate(z.object({ menuItemId: id }), request.query).menuItemId),
  );

  app.get(
    '/api/MenuItem/GetMenuItemsWithNoParentOrChild',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Items that can be assigned to a parent (optional parentId: left out of the list)',
      },
    },
    async (request) =>
      menuItems.assignable(validate(z.object({ parentId: optionalId }), request.query).parentId),
  );

  app.post(
    '/api/MenuItem/CreateMenuItem',
    { config: { access }, schema: { tags, summary: 'Create a menu item (last in its list)' } },
    async (request) => {
      const { fields } = await readBody(request);
      const newId = await menuItems.create(validate(menuItemSchema, fields));
      return { message: 'Menu item created successfully.', id: newId };
    },
  );

  app.put(
    '/api/MenuItem/UpdateMenuItems',
    { config: { access }, schema: { tags, summary: 'Change a menu item' } },
    async (request) => {
      const { fields } = await readBody(request);
      await menuItems.update(validate(updateMenuItemSchema, fields));
      return { message: 'Menu item updated successfully.' };
    },
  );

  app.delete(
    '/api/MenuItem/DeleteMenuItem',
    {
      config: { access },
      schema: { tags, summary: 'Delete a menu item (refused while it has assigned items)' },
    },
    async (request) => {
      await menuItems.remove(validate(z.object({ id }), request.query).id);
      return { message: 'Menu item deleted successfully.' };
    },
  );

  app.delete(
    '/api/MenuItem/RemoveParentMenuItem',
    {
      config: { access },
      schema: { tags, summary: 'Make an assigned item top-level again (last in the menu)' },
    },
    async (request) => {
      await menuItems.removeParent(
        validate(z.object({ menuItemId: id }), request.query).menuItemId,
      );
      return { message: 'Menu item removed from its parent.' };
    },
  );

  app.put(
    '/api/MenuItem/AssignParentMenuItem',
    { config: { access }, schema: { tags, summary: 'Assign items to a top-level parent' } },
    async (request) => {
      const { fields } = await readBody(request);
      const { parentId, childMenuItemIds } = validate(assignParentMenuItemSchema, fields);
      await menuItems.assignParent(parentId, childMenuItemIds);
      return { message: 'Menu items assigned successfully.' };
    },
  );

  app.put(
    '/api/MenuItem/SortMenuItems',
    { config: { access }, schema: { tags, summary: 'Order the top-level items' } },
    async (request) => {
      const ordered = validate(sortPayload, request.body);
      await menuItems.sortTopLevel(ordered.map((item) => item.id));
      return { message: 'Menu items sorted successfully.' };
    },
  );

  app.put(
    '/api/MenuItem/SortChildMenuItems',
    { config: { access }, schema: { tags, summary: 'Order the assigned items of one parent' } },
    async (request) => {
      const ordered = validate(sortPayload, request.body);
      await menuItems.sortChildren(ordered.map((item) => item.id));
      return { message: 'Menu items sorted successfully.' };
    },
  );
}
