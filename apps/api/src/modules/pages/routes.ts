/** The Page.* endpoints except the content-entry calls, which belong to page-content. */
import type { FastifyInstance } from 'fastify';
import { endpoint } from '../../plugins/endpoints.ts';
import type { ModuleOptions } from '../types.ts';
import { documentHandlers } from './document-handlers.ts';
import { createPagesService } from './service.ts';

export async function pagesRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const pages = documentHandlers(createPagesService(db, app.attachments), 'Page');
  endpoint(app, 'Page.GetAllPages', pages.list);
  endpoint(app, 'Page.GetPageById', ({ query }) => pages.get(query.pageId));
  endpoint(app, 'Page.CreatePage', pages.create);
  endpoint(app, 'Page.UpdatePage', pages.update);
  endpoint(app, 'Page.DeletePage', pages.remove);
  endpoint(app, 'Page.DeleteBannerImage', ({ query }) => pages.removeBannerImage(query.pageId));
}
