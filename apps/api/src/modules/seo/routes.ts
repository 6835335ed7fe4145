/** /sitemap.xml and /robots.txt (the page heads are rendered by app.ts through the same service). */
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../types.ts';
import { createSeoService } from './service.ts';

export async function seoRoutes(app: FastifyInstance, { db, config }: ModuleOptions) {
  const seo = createSeoService(db, config);

  app.get(
    '/sitemap.xml',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) => {
      const xml = await app.publicCache.remember(
        'sitemap.xml',
        () => seo.sitemap(),
        (text) => text.length,
      );
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(xml);
    },
  );

  app.get(
    '/robots.txt',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(seo.robots()),
  );
}
