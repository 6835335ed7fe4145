/** The Blog.* endpoints except the content-entry calls, which belong to page-content. */
import { blogCalls } from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../lib/resource.ts';
import { endpoint } from '../../plugins/endpoints.ts';
import type { ModuleOptions } from '../types.ts';
import { createBlogsService } from './service.ts';

export async function blogsRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const blogs = createBlogsService(db, app.attachments);
  registerResource(app, blogs, 'Blog', blogCalls);
  endpoint(app, 'Blog.DeleteBannerImage', async ({ query, request }) => {
    const { message, name } = await blogs.removeBannerImage(query.blogId);
    await app.activity.record(request, {
      action: 'update',
      type: 'blog',
      itemId: query.blogId,
      summary: `Removed the banner image of blog “${name}”`,
    });
    await app.revisions.record(request, { type: 'blog', itemId: query.blogId, kind: 'save' });
    return { message };
  });
}
