/** The public dynamic page and blog: the Home.GetDynamicPage and Home.GetDynamicBlog endpoints. */
import type { FastifyInstance } from 'fastify';
import { endpoint } from '../../plugins/endpoints.ts';
import type { ModuleOptions } from '../types.ts';
import { createDynamicPagesService } from './service.ts';

export async function dynamicPagesRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const dynamic = createDynamicPagesService(db);
  endpoint(app, 'Home.GetDynamicPage', ({ query }) => dynamic.page(query.dynamicPageId));
  endpoint(app, 'Home.GetDynamicBlog', ({ query }) => dynamic.blog(query.dynamicPageId));
}
