/**
 * Home.Search (the table in @chamber/contracts): the public site search
 * (docs/decisions/078-search-replaces-deals.md).
 */
import type { FastifyInstance } from 'fastify';
import { endpoint } from '../../plugins/endpoints.ts';
import type { ModuleOptions } from '../types.ts';
import { createSearchService } from './service.ts';

export async function searchRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const search = createSearchService(db);

  endpoint(app, 'Home.Search', async ({ query }) => search.search(query.q));
}
