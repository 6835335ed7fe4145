/** The Activity.* endpoint (the table in @chamber/contracts): the administrators' Activity screen. */
import type { FastifyInstance } from 'fastify';
import { endpoint } from '../../plugins/endpoints.ts';
import type { ModuleOptions } from '../types.ts';
import { createActivityService } from './service.ts';

export async function activityRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const activity = createActivityService(db);

  // Reading only: the log has no call that changes or removes an entry (lib/activity.ts).
  endpoint(app, 'Activity.GetActivity', async ({ query }) => activity.list(query));
}
