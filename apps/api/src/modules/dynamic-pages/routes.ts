/** The public dynamic page and blog: Home/GetDynamicPage and Home/GetDynamicBlog. */
import { id } from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validate } from '../../plugins/errors.ts';
import type { ModuleOptions } from '../types.ts';
import { createDynamicPagesService } from './service.ts';

export async function dynamicPagesRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const dynamic = createDynamicPagesService(db);
  const dynamicQuery = z.object({ dynamicPageId: id });

  app.get(
    '/api/Home/GetDynamicPage',
    {
      config: { access: 'public', publicCache: { query: dynamicQuery } },
      schema: { tags: ['Home'], summary: 'An active page with its active content, in order' },
    },
    async (request) => dynamic.page(validate(dynamicQuery, request.query).dynamicPageId),
  );

  app.get(
    '/api/Home/GetDynamicBlog',
    {
      config: { access: 'public', publicCache: { query: dynamicQuery } },
      schema: { tags: ['Home'], summary: 'An active blog with its active content, in order' },
    },
    async (request) => dynamic.blog(validate(dynamicQuery, request.query).dynamicPageId),
  );
}
