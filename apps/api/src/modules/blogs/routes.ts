/** The Blog.* endpoints except the content-entry calls, which belong to page-content. */
import { blogCalls } from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../lib/resource.ts';
import { endpoint } from '../../plugins/endpoints.ts';
import { bannerImageRemoval } from '../pages/documents.ts';
import type { ModuleOptions } from '../types.ts';
import { createBlogsService } from './service.ts';

export async function blogsRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const blogs = createBlogsService(db, app.attachments);
  registerResource(app, blogs, 'Blog', blogCalls);
  endpoint(app, 'Blog.DeleteBannerImage', bannerImageRemoval(blogs, 'blog'));
}
