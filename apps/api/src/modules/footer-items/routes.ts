/** /api/FooterItem/*: signed-in users only (docs/decisions/064-footer-items-access.md). */
import { footerItemSchema, id, sortPayload, updateFooterItemSchema } from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validate } from '../../plugins/errors.ts';
import type { ModuleOptions } from '../types.ts';
import { createFooterItemsService } from './service.ts';

const tags = ['Footer items'];
const footerItemIdQuery = z.object({ footerItemId: id });

export async function footerItemsRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const footerItems = createFooterItemsService(db);

  app.get(
    '/api/FooterItem/GetAllFooterItems',
    { config: { access: 'user' }, schema: { tags, summary: 'All footer items in sort order' } },
    async () => footerItems.list(),
  );

  app.get(
    '/api/FooterItem/GetFooterItemById',
    { config: { access: 'user' }, schema: { tags, summary: 'One footer item' } },
    async (request) => {
      const { footerItemId } = validate(footerItemIdQuery, request.query);
      return footerItems.get(footerItemId);
    },
  );

  app.post(
    '/api/FooterItem/CreateFooterItem',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Add a footer item at the end of the footer' },
    },
    async (request) => {
      const newId = await footerItems.create(validate(footerItemSchema, request.body));
      return { message: 'Footer item created successfully.', id: newId };
    },
  );

  app.put(
    '/api/FooterItem/UpdateFooterItem',
    { config: { access: 'user' }, schema: { tags, summary: 'Change a footer item' } },
    async (request) => {
      await footerItems.update(validate(updateFooterItemSchema, request.body));
      return { message: 'Footer item updated successfully.' };
    },
  );

  app.delete(
    '/api/FooterItem/DeleteFooterItem',
    { config: { access: 'user' }, schema: { tags, summary: 'Delete a footer item' } },
    async (request) => {
      const { footerItemId } = validate(footerItemIdQuery, request.query);
      await footerItems.remove(footerItemId);
      return { message: 'Footer item deleted successfully.' };
    },
  );

  app.put(
    '/api/FooterItem/SortFooterItems',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Reorder footer items: the ordered list renumbers sortOrder from 0',
      },
    },
    async (request) => {
      const ordered = validate(sortPayload, request.body);
      await footerItems.sort(ordered.map((item) => item.id));
      return { message: 'Footer items sorted successfully.' };
    },
  );
}
