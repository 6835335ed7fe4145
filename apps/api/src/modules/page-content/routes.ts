/**
 * The content lists of pages and blogs: assign, unassign, sort and the add-content picker's
 * options. Pages and blogs get the same handlers, each under the endpoints the spec gives it.
 */
import type { AssignType } from '@chamber/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoint } from '../../plugins/endpoints.ts';
import type { ModuleOptions } from '../types.ts';
import type { ContentOwner } from './entries.ts';
import { createPageContentService } from './service.ts';

type Assign = { type: AssignType; contentSectionId: number };
type Request = { request: FastifyRequest };

function contentHandlers(
  app: FastifyInstance,
  content: ReturnType<typeof createPageContentService>,
  owner: ContentOwner,
) {
  /** A change of a page's or blog's content is a change of that page or blog in the log. */
  async function log(request: FastifyRequest, ownerId: number | null, what: string) {
    if (ownerId === null) return;
    const name = await content.ownerName(owner, ownerId);
    await app.activity.record(request, {
      action: what.startsWith('Reordered') ? 'sort' : 'update',
      type: owner,
      itemId: ownerId,
      summary: `${what} ${owner}${name === null ? '' : ` “${name}”`}`,
    });
  }

  return {
    async assign(ownerId: number, { type, contentSectionId }: Assign, { request }: Request) {
      const entryId = await content.assign(owner, ownerId, type, contentSectionId);
      const kind = type === 'BANNER' ? 'a banner' : 'a content section';
      await log(request, ownerId, `Added ${kind} to`);
      return { message: `Content added to the ${owner} successfully.`, id: entryId };
    },

    async unassign({ query, request }: { query: { contentSectionBannerId: number } } & Request) {
      const ownerId = await content.unassign(owner, query.contentSectionBannerId);
      await log(request, ownerId, 'Removed content from');
      return { message: `Content removed from the ${owner} successfully.` };
    },

    async sort({ body, request }: { body: { id: number }[] } & Request) {
      const ownerId = await content.sort(
        owner,
        body.map((entry) => entry.id),
      );
      await log(request, ownerId, 'Reordered the content of');
      return { message: 'Content sorted successfully.' };
    },

    options: (ownerId: number, type: AssignType) => content.options(owner, ownerId, type),
  };
}

export async function pageContentRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const content = createPageContentService(db);

  const page = contentHandlers(app, content, 'page');
  endpoint(app, 'Page.AssignContentSectionToPage', (call) =>
    page.assign(call.query.pageId, call.query, call),
  );
  endpoint(app, 'Page.UnassignContentSection', page.unassign);
  endpoint(app, 'Page.SortPageContentSections', page.sort);
  endpoint(app, 'ContentSection.GetContentSectionOptions', ({ query }) =>
    page.options(query.pageId, query.type),
  );

  const blog = contentHandlers(app, content, 'blog');
  endpoint(app, 'Blog.AssignContentSectionToBlog', (call) =>
    blog.assign(call.query.blogId, call.query, call),
  );
  endpoint(app, 'Blog.UnassignContentSection', blog.unassign);
  endpoint(app, 'Blog.SortBlogContentSections', blog.sort);
  endpoint(app, 'ContentSection.GetContentSectionOptionsForBlog', ({ query }) =>
    blog.options(query.blogId, query.type),
  );
}
