/** The Page.* endpoints except the content-entry calls, which belong to page-content. */
import { pageCalls } from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../lib/resource.ts';
import { endpoint } from '../../plugins/endpoints.ts';
import { bannerImageRemoval, documentDuplication } from './documents.ts';
import type { ModuleOptions } from '../types.ts';
import { createPagesService } from './service.ts';

export async function pagesRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const pages = createPagesService(db, app.attachments);
  registerResource(app, pages, 'Page', pageCalls);
  endpoint(app, 'Page.DeleteBannerImage', bannerImageRemoval(pages, 'page'));
  endpoint(app, 'Page.DuplicatePage', documentDuplication(pages, 'page'));
}
