/** /api/Blog/* except the content-entry calls, which belong to page-content. */
import { blogSchema, updateBlogSchema } from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import { registerDocumentRoutes } from '../pages/document-routes.ts';
import type { ModuleOptions } from '../types.ts';
import { createBlogsService } from './service.ts';

export async function blogsRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  registerDocumentRoutes(app, {
    service: createBlogsService(db, app.attachments),
    tags: ['Blogs'],
    noun: 'Blog',
    idQuery: 'blogId',
    schemas: { create: blogSchema, update: updateBlogSchema },
    paths: {
      list: '/api/Blog/GetAllBlogs',
      get: '/api/Blog/GetBlogById',
      create: '/api/Blog/CreateBlog',
      update: '/api/Blog/UpdateBlog',
      delete: '/api/Blog/DeleteBlog',
      deleteBannerImage: '/api/Blog/DeleteBannerImage',
    },
  });
}
