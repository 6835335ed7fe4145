/** The Redirect.* endpoints (the table in @chamber/contracts): administrators only. */
import { redirectCalls } from '@chamber/contracts';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../lib/resource.ts';
import type { ModuleOptions } from '../types.ts';
import { createRedirectsService } from './service.ts';

export async function redirectsRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  registerResource(app, createRedirectsService(db), 'Redirect', redirectCalls);
}
