/** The MenuItem.* endpoints (the table in @chamber/contracts), for any signed-in user. */
import { menuItemCalls } from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../lib/resource.ts';
import { endpoint } from '../../plugins/endpoints.ts';
import type { ModuleOptions } from '../types.ts';
import { createMenuItemsService } from './service.ts';

export async function menuItemsRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const menuItems = createMenuItemsService(db);

  registerResource(app, menuItems, 'Menu item', menuItemCalls);
  // The children of one parent are sorted apart, with the same answer.
  registerResource(app, { sort: menuItems.sortChildren }, 'Menu item', {
    sort: 'MenuItem.SortChildMenuItems',
  });

  endpoint(app, 'MenuItem.GetMenuItemsWithNoParentOrChild', async ({ query }) =>
    menuItems.assignable(query.parentId),
  );

  endpoint(app, 'MenuItem.RemoveParentMenuItem', async ({ query }) => {
    await menuItems.removeParent(query.menuItemId);
    return { message: 'Menu item removed from its parent.' };
  });

  endpoint(app, 'MenuItem.AssignParentMenuItem', async ({ body }) => {
    await menuItems.assignParent(body.parentId, body.childMenuItemIds);
    return { message: 'Menu items assigned successfully.' };
  });
}
