/**
 * The Blog.* endpoints except the content-entry calls, which belong to page-content; the blog
 * categories, the editor's tag suggestions and the public list of blogs (decision 128).
 */
import { blogCalls, blogCategoryCalls, slugOf } from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../lib/resource.ts';
import { endpoint } from '../../plugins/endpoints.ts';
import { bannerImageRemoval, documentDuplication } from '../pages/documents.ts';
import type { ModuleOptions } from '../types.ts';
import { createBlogCategoriesService } from './categories.ts';
import { createBlogListing } from './listing.ts';
import { tagNamesOf } from './reading.ts';
import { createBlogsService } from './service.ts';

export async function blogsRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const blogs = createBlogsService(db, app.attachments);
  registerResource(app, blogs, 'Blog', blogCalls);
  endpoint(app, 'Blog.DeleteBannerImage', bannerImageRemoval(blogs.documents, 'blog'));
  endpoint(app, 'Blog.DuplicateBlog', documentDuplication(blogs.documents, 'blog'));

  const categories = createBlogCategoriesService(db);
  const { remove: _remove, ...standard } = blogCategoryCalls;
  registerResource(app, categories, 'Blog category', standard);
  // Its own Delete: a category blogs are in is refused, or its blogs move (`moveTo`).
  endpoint(app, 'BlogCategory.DeleteBlogCategory', async ({ query, request }) => {
    const removed = await categories.removeOrMove(query.blogCategoryId, query.moveTo);
    await app.activity.record(request, {
      action: 'delete',
      type: 'blogCategory',
      itemId: removed.id,
      summary: `Deleted blog category “${removed.name}”`,
    });
    return { message: 'Blog category deleted successfully.' };
  });

  endpoint(app, 'Blog.GetBlogTags', async () => {
    const rows = await db.selectFrom('blogs').select('tags').execute();
    const tags = new Map<string, { name: string; slug: string; blogCount: number }>();
    for (const row of rows) {
      for (const name of tagNamesOf(row)) {
        const slug = slugOf(name);
        const tag = tags.get(slug) ?? { name, slug, blogCount: 0 };
        tag.blogCount += 1;
        tags.set(slug, tag);
      }
    }
    return [...tags.values()].sort((a, b) => a.name.localeCompare(b.name));
  });

  endpoint(app, 'Blog.GetBlogAuthors', async () => {
    const staff = await db
      .selectFrom('users')
      .select(['id', 'fullName'])
      .where('isActive', '=', true)
      .orderBy('fullName')
      .execute();
    return staff.map((user) => ({ id: user.id, name: user.fullName }));
  });

  const listing = createBlogListing(db);
  endpoint(app, 'Home.GetBlogList', ({ query }) => listing.list(query));
}
