/** The MenuItem.* endpoints (the table in @chamber/contracts), for any signed-in user. */
import { menuItemCalls } from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import { named } from '../../lib/activity.ts';
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

  endpoint(app, 'MenuItem.RemoveParentMenuItem', async ({ query, request }) => {
    const item = await menuItems.removeParent(query.menuItemId);
    await app.activity.record(request, {
      action: 'update',
      type: 'menuItem',
      itemId: item.id,
      summary: `Moved menu item${named(item)} out of its parent`,
    });
    await app.revisions.record(request, { type: 'menuItem', itemId: item.id, kind: 'save' });
    return { message: 'Menu item removed from its parent.' };
  });

  endpoint(app, 'MenuItem.AssignParentMenuItem', async ({ body, request }) => {
    const parent = await menuItems.assignParent(body.parentId, body.childMenuItemIds);
    const count = new Set(body.childMenuItemIds).size;
    await app.activity.record(request, {
      action: 'update',
      type: 'menuItem',
      itemId: body.parentId,
      summary: `Put ${count} menu item${count === 1 ? '' : 's'} under “${parent}”`,
    });
    for (const childId of new Set(body.childMenuItemIds)) {
      await app.revisions.record(request, { type: 'menuItem', itemId: childId, kind: 'save' });
    }
    return { message: 'Menu items assigned successfully.' };
  });
}
