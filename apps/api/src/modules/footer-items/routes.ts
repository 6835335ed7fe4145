/**
 * The FooterItem.* endpoints (the table in @chamber/contracts): signed-in users only
 * (docs/decisions/064-footer-items-access.md).
 */
import type { FastifyInstance } from 'fastify';
import { endpoint } from '../../plugins/endpoints.ts';
import type { ModuleOptions } from '../types.ts';
import { createFooterItemsService } from './service.ts';

export async function footerItemsRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const footerItems = createFooterItemsService(db);

  endpoint(app, 'FooterItem.GetAllFooterItems', async () => footerItems.list());

  endpoint(app, 'FooterItem.GetFooterItemById', async ({ query }) =>
    footerItems.get(query.footerItemId),
  );

  endpoint(app, 'FooterItem.CreateFooterItem', async ({ body }) => {
    const newId = await footerItems.create(body);
    return { message: 'Footer item created successfully.', id: newId };
  });

  endpoint(app, 'FooterItem.UpdateFooterItem', async ({ body }) => {
    await footerItems.update(body);
    return { message: 'Footer item updated successfully.' };
  });

  endpoint(app, 'FooterItem.DeleteFooterItem', async ({ query }) => {
    await footerItems.remove(query.footerItemId);
    return { message: 'Footer item deleted successfully.' };
  });

  endpoint(app, 'FooterItem.SortFooterItems', async ({ body }) => {
    await footerItems.sort(body.map((item) => item.id));
    return { message: 'Footer items sorted successfully.' };
  });
}
