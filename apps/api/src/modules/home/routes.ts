/** /api/Home/* : what the public site reads. */
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../types.ts';
import { createHomeService } from './service.ts';

export async function homeRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const home = createHomeService(db);

  app.get(
    '/api/Home/GetCMSInfo',
    {
      config: { access: 'public', publicCache: true },
      schema: { tags: ['Home'], summary: 'Site information for the public shell' },
    },
    async () => home.getSiteInfo(),
  );
}
