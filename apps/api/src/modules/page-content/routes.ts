/**
 * The content lists of pages and blogs: assign, unassign, sort and the add-content picker's
 * options. Pages and blogs get the same handlers, each under the endpoints the spec gives it.
 */
import type { AssignType } from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import { endpoint } from '../../plugins/endpoints.ts';
import type { ModuleOptions } from '../types.ts';
import type { ContentOwner } from './entries.ts';
import { createPageContentService } from './service.ts';

type Assign = { type: AssignType; contentSectionId: number };

function contentHandlers(
  content: ReturnType<typeof createPageContentService>,
  owner: ContentOwner,
) {
  return {
    async assign(ownerId: number, { type, contentSectionId }: Assign) {
      const entryId = await content.assign(owner, ownerId, type, contentSectionId);
      return { message: `Content added to the ${owner} successfully.`, id: entryId };
    },

    async unassign({ query }: { query: { contentSectionBannerId: number } }) {
      await content.unassign(owner, query.contentSectionBannerId);
      return { message: `Content removed from the ${owner} successfully.` };
    },

    async sort({ body }: { body: { id: number }[] }) {
      await content.sort(
        owner,
        body.map((entry) => entry.id),
      );
      return { message: 'Content sorted successfully.' };
    },

    options: (ownerId: number, type: AssignType) => content.options(owner, ownerId, type),
  };
}

export async function pageContentRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const content = createPageContentService(db);

  const page = contentHandlers(content, 'page');
  endpoint(app, 'Page.AssignContentSectionToPage', ({ query }) => page.assign(query.pageId, query));
  endpoint(app, 'Page.UnassignContentSection', page.unassign);
  endpoint(app, 'Page.SortPageContentSections', page.sort);
  endpoint(app, 'ContentSection.GetContentSectionOptions', ({ query }) =>
    page.options(query.pageId, query.type),
  );

  const blog = contentHandlers(content, 'blog');
  endpoint(app, 'Blog.AssignContentSectionToBlog', ({ query }) => blog.assign(query.blogId, query));
  endpoint(app, 'Blog.UnassignContentSection', blog.unassign);
  endpoint(app, 'Blog.SortBlogContentSections', blog.sort);
  endpoint(app, 'ContentSection.GetContentSectionOptionsForBlog', ({ query }) =>
    blog.options(query.blogId, query.type),
  );
}
