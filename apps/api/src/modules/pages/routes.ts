/** The Page.* endpoints except the content-entry calls, which belong to page-content. */
import { pageCalls } from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../lib/resource.ts';
import { endpoint } from '../../plugins/endpoints.ts';
import type { ModuleOptions } from '../types.ts';
import { createPagesService } from './service.ts';

export async function pagesRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const pages = createPagesService(db, app.attachments);
  registerResource(app, pages, 'Page', pageCalls);
  endpoint(app, 'Page.DeleteBannerImage', async ({ query, request }) => {
    const { message, name } = await pages.removeBannerImage(query.pageId);
    await app.activity.record(request, {
      action: 'update',
      type: 'page',
      itemId: query.pageId,
      summary: `Removed the banner image of page “${name}”`,
    });
    await app.revisions.record(request, { type: 'page', itemId: query.pageId, kind: 'save' });
    return { message };
  });
}
