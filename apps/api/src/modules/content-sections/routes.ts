/**
 * The ContentSection.* endpoints (the table in @chamber/contracts). The add-content picker's
 * GetContentSectionOptions calls live in page-content, with the other page/blog content calls.
 */
import { contentSectionCalls } from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../lib/resource.ts';
import type { ModuleOptions } from '../types.ts';
import { createContentSectionsService } from './service.ts';

export async function contentSectionsRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  registerResource(
    app,
    createContentSectionsService(db, app.attachments),
    'Content section',
    contentSectionCalls,
  );
}
