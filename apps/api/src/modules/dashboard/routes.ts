/** The Dashboard.* endpoint (the table in @chamber/contracts): the screen staff land on. */
import type { FastifyInstance } from 'fastify';
import { userOf } from '../../plugins/auth.ts';
import { endpoint } from '../../plugins/endpoints.ts';
import type { ModuleOptions } from '../types.ts';
import { createDashboardService } from './service.ts';

export async function dashboardRoutes(app: FastifyInstance, { db, config, mailer }: ModuleOptions) {
  const dashboard = createDashboardService(db, config, mailer);

  endpoint(app, 'Dashboard.GetDashboard', async ({ request }) => dashboard.of(userOf(request)));
}
