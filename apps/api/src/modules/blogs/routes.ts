/** The Blog.* endpoints except the content-entry calls, which belong to page-content. */
import type { FastifyInstance } from 'fastify';
import { documentHandlers } from '../pages/document-handlers.ts';
import { endpoint } from '../../plugins/endpoints.ts';
import type { ModuleOptions } from '../types.ts';
import { createBlogsService } from './service.ts';

export async function blogsRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const blogs = documentHandlers(createBlogsService(db, app.attachments), 'Blog');
  endpoint(app, 'Blog.GetAllBlogs', blogs.list);
  endpoint(app, 'Blog.GetBlogById', ({ query }) => blogs.get(query.blogId));
  endpoint(app, 'Blog.CreateBlog', blogs.create);
  endpoint(app, 'Blog.UpdateBlog', blogs.update);
  endpoint(app, 'Blog.DeleteBlog', blogs.remove);
  endpoint(app, 'Blog.DeleteBannerImage', ({ query }) => blogs.removeBannerImage(query.blogId));
}
