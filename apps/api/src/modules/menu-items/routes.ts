/** The MenuItem.* endpoints (the table in @chamber/contracts), for any signed-in user. */
import type { FastifyInstance } from 'fastify';
import { endpoint } from '../../plugins/endpoints.ts';
import type { ModuleOptions } from '../types.ts';
import { createMenuItemsService } from './service.ts';

export async function menuItemsRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const menuItems = createMenuItemsService(db);

  endpoint(app, 'MenuItem.GetAllMenuItems', async ({ query }) => menuItems.list(query.isActive));

  endpoint(app, 'MenuItem.GetMenuItemById', async ({ query }) => menuItems.get(query.menuItemId));

  endpoint(app, 'MenuItem.GetMenuItemsWithNoParentOrChild', async ({ query }) =>
    menuItems.assignable(query.parentId),
  );

  endpoint(app, 'MenuItem.CreateMenuItem', async ({ body }) => {
    const newId = await menuItems.create(body);
    return { message: 'Menu item created successfully.', id: newId };
  });

  endpoint(app, 'MenuItem.UpdateMenuItems', async ({ body }) => {
    await menuItems.update(body);
    return { message: 'Menu item updated successfully.' };
  });

  endpoint(app, 'MenuItem.DeleteMenuItem', async ({ query }) => {
    await menuItems.remove(query.id);
    return { message: 'Menu item deleted successfully.' };
  });

  endpoint(app, 'MenuItem.RemoveParentMenuItem', async ({ query }) => {
    await menuItems.removeParent(query.menuItemId);
    return { message: 'Menu item removed from its parent.' };
  });

  endpoint(app, 'MenuItem.AssignParentMenuItem', async ({ body }) => {
    await menuItems.assignParent(body.parentId, body.childMenuItemIds);
    return { message: 'Menu items assigned successfully.' };
  });

  endpoint(app, 'MenuItem.SortMenuItems', async ({ body }) => {
    await menuItems.sortTopLevel(body.map((item) => item.id));
    return { message: 'Menu items sorted successfully.' };
  });

  endpoint(app, 'MenuItem.SortChildMenuItems', async ({ body }) => {
    await menuItems.sortChildren(body.map((item) => item.id));
    return { message: 'Menu items sorted successfully.' };
  });
}
