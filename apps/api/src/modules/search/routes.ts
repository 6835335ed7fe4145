/** GET /api/Home/Search : the public site search (docs/decisions/078-search-replaces-deals.md). */
import { SEARCH_MAX_LENGTH, SEARCH_MAX_RESULTS, SEARCH_TOO_LONG_MESSAGE } from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validate } from '../../plugins/errors.ts';
import type { ModuleOptions } from '../types.ts';
import { createSearchService } from './service.ts';

const searchQuery = z.object({
  q: z
    .string({ error: 'Please enter the text to search for' })
    .trim()
    .max(SEARCH_MAX_LENGTH, SEARCH_TOO_LONG_MESSAGE)
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
        summary: `Search active pages, blogs and events (at most ${SEARCH_MAX_RESULTS} hits)`,
      },
    },
    async (request) => search.search(validate(searchQuery, request.query).q),
  );
}
