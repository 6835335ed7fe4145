/** /sitemap.xml and /robots.txt (pages themselves are drawn by app.ts through service.ts). */
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../types.ts';
import { createCrawlerFiles } from './crawlers.ts';

export async function seoRoutes(app: FastifyInstance, { db, config }: ModuleOptions) {
  const seo = createCrawlerFiles(db, config);

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
