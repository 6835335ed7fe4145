/** GET /api/Home/Search : the public site search (docs/decisions.md). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validate } from '../../plugins/errors.ts';
import type { ModuleOptions } from '../types.ts';
import { createSearchService } from './service.ts';

const SEARCH_MAX_LENGTH = 100;
const searchQuery = z.object({
  q: z
    .string({ error: 'Please enter the text to search for' })
    .trim()
    .max(SEARCH_MAX_LENGTH, `The search text must be at most ${SEARCH_MAX_LENGTH} characters`)
    .default(''),
});

export async function searchRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const search = createSearchService(db);

  app.get(
    '/api/Home/Search',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Home'],
        summary: 'Search active pages, blogs and events (at most 20 hits)',
      },
    },
    async (request) => search.search(validate(searchQuery, request.query).q),
  );
}
