/**
 * The ContentSection.* endpoints (the table in @chamber/contracts). The add-content picker's
 * GetContentSectionOptions calls live in page-content, with the other page/blog content calls.
 */
import type { FastifyInstance } from 'fastify';
import { endpoint } from '../../plugins/endpoints.ts';
import type { ModuleOptions } from '../types.ts';
import { createContentSectionsService } from './service.ts';

export async function contentSectionsRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const sections = createContentSectionsService(db, app.attachments);

  endpoint(app, 'ContentSection.GetAllContentSections', async ({ query }) =>
    sections.list(query.isActive),
  );

  endpoint(app, 'ContentSection.GetContentSectionById', async ({ query }) =>
    sections.get(query.contentSectionId),
  );

  endpoint(app, 'ContentSection.CreateContentSection', async ({ body, files }) => {
    const newId = await sections.create(body, files.image);
    return { message: 'Content section created successfully.', id: newId };
  });

  endpoint(app, 'ContentSection.UpdateContentSection', async ({ body, files }) => {
    await sections.update(body, files.image);
    return { message: 'Content section updated successfully.' };
  });

  endpoint(app, 'ContentSection.DeleteContentSection', async ({ query }) => {
    await sections.remove(query.id);
    return { message: 'Content section deleted successfully.' };
  });
}
