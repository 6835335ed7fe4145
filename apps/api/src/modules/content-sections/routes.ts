/**
 * /api/ContentSection/*. The add-content picker's GetContentSectionOptions calls live in
 * page-content, with the other page/blog content calls.
 */
import {
  contentSectionSchema,
  id,
  isActiveQuery,
  updateContentSectionSchema,
} from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validate } from '../../plugins/errors.ts';
import { readBody } from '../../plugins/uploads.ts';
import type { ModuleOptions } from '../types.ts';
import { createContentSectionsService } from './service.ts';

const tags = ['ContentSection'];

export async function contentSectionsRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const sections = createContentSectionsService(db, app.attachments);

  app.get(
    '/api/ContentSection/GetAllContentSections',
    { config: { access: 'user' }, schema: { tags, summary: 'All content sections' } },
    async (request) => sections.list(validate(isActiveQuery, request.query).isActive),
  );

  app.get(
    '/api/ContentSection/GetContentSectionById',
    { config: { access: 'user' }, schema: { tags, summary: 'One content section' } },
    async (request) => {
      const query = validate(z.object({ contentSectionId: id }), request.query);
      return sections.get(query.contentSectionId);
    },
  );

  app.post(
    '/api/ContentSection/CreateContentSection',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Create a section (multipart, `image`); pageId/blogId also add it there',
      },
    },
    async (request) => {
      const { fields, files } = await readBody(request);
      const newId = await sections.create(validate(contentSectionSchema, fields), files.image);
      return { message: 'Content section created successfully.', id: newId };
    },
  );

  app.put(
    '/api/ContentSection/UpdateContentSection',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Change a section (multipart; a new `image` replaces the old)' },
    },
    async (request) => {
      const { fields, files } = await readBody(request);
      await sections.update(validate(updateContentSectionSchema, fields), files.image);
      return { message: 'Content section updated successfully.' };
    },
  );

  app.delete(
    '/api/ContentSection/DeleteContentSection',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Delete a section that no page or blog uses' },
    },
    async (request) => {
      await sections.remove(validate(z.object({ id }), request.query).id);
      return { message: 'Content section deleted successfully.' };
    },
  );
}
