/** /api/Page/* except the content-entry calls, which belong to page-content. */
import { pageSchema, updatePageSchema } from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../types.ts';
import { registerDocumentRoutes } from './document-routes.ts';
import { createPagesService } from './service.ts';

export async function pagesRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  registerDocumentRoutes(app, {
    service: createPagesService(db, app.attachments),
    tags: ['Pages'],
    noun: 'Page',
    idQuery: 'pageId',
    schemas: { create: pageSchema, update: updatePageSchema },
    paths: {
      list: '/api/Page/GetAllPages',
      get: '/api/Page/GetPageById',
      create: '/api/Page/CreatePage',
      update: '/api/Page/UpdatePage',
      delete: '/api/Page/DeletePage',
      deleteBannerImage: '/api/Page/DeleteBannerImage',
    },
  });
}
