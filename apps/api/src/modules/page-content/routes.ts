/**
 * The content lists of pages and blogs: assign, unassign, sort and the add-content
 * picker's options. Pages and blogs get the same routes, each under the paths the spec gives it.
 */
import { addContentSchema, id, sortPayload } from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validate } from '../../plugins/errors.ts';
import type { ModuleOptions } from '../types.ts';
import type { ContentOwner } from './entries.ts';
import { createPageContentService } from './service.ts';

type OwnerRoutes = {
  owner: ContentOwner;
  /** The query name of the page or blog id. */
  idQuery: 'pageId' | 'blogId';
  tags: string[];
  paths: { assign: string; unassign: string; sort: string; options: string };
};

const OWNER_ROUTES: OwnerRoutes[] = [
  {
    owner: 'page',
    idQuery: 'pageId',
    tags: ['Page'],
    paths: {
      assign: '/api/Page/AssignContentSectionToPage',
      unassign: '/api/Page/UnassignContentSection',
      sort: '/api/Page/SortPageContentSections',
      options: '/api/ContentSection/GetContentSectionOptions',
    },
  },
  {
    owner: 'blog',
    idQuery: 'blogId',
    tags: ['Blog'],
    paths: {
      assign: '/api/Blog/AssignContentSectionToBlog',
      unassign: '/api/Blog/UnassignContentSection',
      sort: '/api/Blog/SortBlogContentSections',
      options: '/api/ContentSection/GetContentSectionOptionsForBlog',
    },
  },
];

const typeQuery = addContentSchema.pick({ type: true });

export async function pageContentRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const content = createPageContentService(db);

  for (const { owner, idQuery, tags, paths } of OWNER_ROUTES) {
    const ownerQuery = z.object({ [idQuery]: id });
    const ownerIdOf = (query: unknown) => validate(ownerQuery, query)[idQuery];

    app.post(
      paths.assign,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: `Add a banner or section at the end of a ${owner} (contentSectionId holds the banner id when type is BANNER)`,
        },
      },
      async (request) => {
        const ownerId = ownerIdOf(request.query);
        const { type, contentSectionId } = validate(addContentSchema, request.query);
        const entryId = await content.assign(owner, ownerId, type, contentSectionId);
        return { message: `Content added to the ${owner} successfully.`, id: entryId };
      },
    );

    app.delete(
      paths.unassign,
      {
        config: { access: 'user' },
        schema: { tags, summary: `Remove an entry from a ${owner}'s content` },
      },
      async (request) => {
        const query = validate(z.object({ contentSectionBannerId: id }), request.query);
        await content.unassign(owner, query.contentSectionBannerId);
        return { message: `Content removed from the ${owner} successfully.` };
      },
    );

    app.put(
      paths.sort,
      {
        config: { access: 'user' },
        schema: { tags, summary: `Reorder the content entries of one ${owner}` },
      },
      async (request) => {
        const ordered = validate(sortPayload, request.body).map((entry) => entry.id);
        await content.sort(owner, ordered);
        return { message: 'Content sorted successfully.' };
      },
    );

    app.get(
      paths.options,
      {
        config: { access: 'user' },
        schema: {
          tags: ['ContentSection'],
          summary: `Banners or sections (by type) not yet on the ${owner}, as { label, value }`,
        },
      },
      async (request) => {
        const ownerId = ownerIdOf(request.query);
        const { type } = validate(typeQuery, request.query);
        return content.options(owner, ownerId, type);
      },
    );
  }
}
