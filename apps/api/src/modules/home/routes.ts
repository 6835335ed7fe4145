/** Home.GetCMSInfo (the table in @chamber/contracts): what the public shell reads. */
import type { FastifyInstance } from 'fastify';
import { endpoint } from '../../plugins/endpoints.ts';
import type { ModuleOptions } from '../types.ts';
import { createHomeService } from './service.ts';

export async function homeRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const home = createHomeService(db);

  endpoint(app, 'Home.GetCMSInfo', async () => home.getSiteInfo());
}
