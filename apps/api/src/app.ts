/** buildApp(config): the whole HTTP application, used by main.ts and by the tests. */
import path from 'node:path';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import { sql } from 'kysely';
import { fastifyTrustProxy, type Config } from './config.ts';
import type { DatabaseHandle, Db } from './db/client.ts';
import { activityPlugin } from './lib/activity.ts';
import { redirectFor, redirectLocation } from './lib/redirects.ts';
import { revisionsPlugin } from './lib/revisions.ts';
import { resourcesPlugin } from './lib/resource.ts';
import { encodedPage, negotiatedBody } from './lib/compression.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { lazyChildLogger, OneLinePerRequest, serverLogger } from './lib/request-log.ts';
import { createFileFastPath } from './lib/file-fast-path.ts';
import { JSON_TOO_DEEP_MESSAGE, nestsDeeperThan } from './lib/json-depth.ts';
import { homeRoutes } from './modules/home/routes.ts';
import { menuItemsRoutes } from './modules/menu-items/routes.ts';
import { pagesRoutes } from './modules/pages/routes.ts';
import { blogsRoutes } from './modules/blogs/routes.ts';
import { contentSectionsRoutes } from './modules/content-sections/routes.ts';
import { bannersRoutes } from './modules/banners/routes.ts';
import { pageContentRoutes } from './modules/page-content/routes.ts';
import { dynamicPagesRoutes } from './modules/dynamic-pages/routes.ts';
import { eventsRoutes } from './modules/events/routes.ts';
import { membersRoutes } from './modules/members/routes.ts';
import { registrationsRoutes } from './modules/registrations/routes.ts';
import { dealsRoutes } from './modules/deals/routes.ts';
import { footerItemsRoutes } from './modules/footer-items/routes.ts';
import { redirectsRoutes } from './modules/redirects/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { messagesRoutes } from './modules/messages/routes.ts';
import { subscribersRoutes } from './modules/subscribers/routes.ts';
import { newsletterRoutes } from './modules/newsletter/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { pageAddress } from './modules/seo/page-address.ts';
import { createSeoService } from './modules/seo/service.ts';
import { BARE_WEB_APP, loadWebApp } from './modules/seo/web-app.ts';
import { previewPage, previewRoutes } from './modules/preview/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { feedsRoutes } from './modules/feeds/routes.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { activityRoutes } from './modules/activity/routes.ts';
import { revisionsRoutes } from './modules/revisions/routes.ts';
import { trashRoutes } from './modules/trash/routes.ts';
import { publishingRoutes } from './modules/publishing/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { editingRoutes } from './modules/editing/routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { cachePlugin } from './plugins/cache.ts';
import { endpoint, endpointsPlugin, openApiTransform } from './plugins/endpoints.ts';
import { badRequest, errorsPlugin } from './plugins/errors.ts';
import { pagePolicy, securityPlugin } from './plugins/security.ts';
import { publicFormRoutes, publicFormsPlugin } from './plugins/public-forms.ts';
import { uploadsPlugin } from './plugins/uploads.ts';

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Tests pass a recording mailer; otherwise SMTP_URL decides. */
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
};

export async function buildApp({ config, database, mailer, logger }: AppOptions) {
  // Uploaded images, once answered, are sent again before Fastify (lib/file-fast-path.ts).
  const fileFastPath = createFileFastPath();
  const app = Fastify({
    serverFactory: fileFastPath.serverFactory,
    // One cheap line per request (lib/request-log.ts).
    logger: logger ?? serverLogger(config.logLevel),
    logController: new OneLinePerRequest(),
    childLoggerFactory: lazyChildLogger,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // A path that cannot be decoded (`/%E0%A4%A`) gets the usual error shape, not Fastify's own.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply).status(400).send({ message: 'This address is not valid.' });
    },
  });
  const { db } = database;
  const mail = mailer ?? createMailer(config, app.log);

  await app.register(errorsPlugin);
  // Clients often label a bodiless DELETE as JSON: read an empty JSON body as no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') done(null, undefined);
    else if (nestsDeeperThan(String(body))) done(badRequest(JSON_TOO_DEEP_MESSAGE));
    else parseJson(request, String(body), done);
  });
  await app.register(securityPlugin);
  await app.register(cors, { origin: config.corsOrigins.length > 0 ? config.corsOrigins : false });
  // The plugin limits every route unless `global: false`; so only the routes that set
  // config.rateLimit are limited.
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Chamber API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: openApiTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  // The cache first: its LISTEN/NOTIFY connection also carries the sessions' notices.
  await app.register(cachePlugin, {
    databaseUrl: config.databaseUrl,
    databaseSchema: config.databaseSchema,
    maxBytes: config.publicCacheMaxBytes,
  });
  await app.register(authPlugin, { config, database });
  await app.register(activityPlugin, { db });
  await app.register(revisionsPlugin, { db });
  await app.register(resourcesPlugin);
  await app.register(uploadsPlugin, { dataDir: config.dataDir, s3: config.s3 });
  app.addHook('onReady', async () => fileFastPath.attach(app));
  await app.register(endpointsPlugin);
  await app.register(publicFormsPlugin);

  endpoint(app, 'Health.GetHealth', async () => {
    await sql`select 1`.execute(db);
    return { status: 'ok' as const, database: database.dialect };
  });
  const moduleOptions = { db, config, mailer: mail };
  for (const routes of [
    usersRoutes,
    homeRoutes,
    menuItemsRoutes,
    pagesRoutes,
    blogsRoutes,
    contentSectionsRoutes,
    bannersRoutes,
    pageContentRoutes,
    dynamicPagesRoutes,
    eventsRoutes,
    membersRoutes,
    registrationsRoutes,
    dealsRoutes,
    footerItemsRoutes,
    redirectsRoutes,
    settingsRoutes,
    messagesRoutes,
    subscribersRoutes,
    newsletterRoutes,
    searchRoutes,
    seoRoutes,
    feedsRoutes,
    activityRoutes,
    revisionsRoutes,
    trashRoutes,
    publishingRoutes,
    previewRoutes,
    dashboardRoutes,
    editingRoutes,
    mediaRoutes,
  ]) {
    await app.register(routes, moduleOptions);
  }

  const seo = createSeoService(db, config);
  // Pages are drawn on a bare page when the web app is not built (the API's own tests).
  const web = (await registerWebApp(app, config, seo, db)) ?? BARE_WEB_APP;
  // Previews are drawn like public pages.
  previewPage(app, { db }, (item) => seo.renderPreview(item, web));
  // Plain form posts to public pages, answered with the page (plugins/public-forms.ts).
  await app.register(publicFormRoutes, {
    draw: async (url, outcome) => {
      const page = await seo.renderPage(pageAddress(url), web, outcome);
      return {
        status: page.status,
        html: page.html,
        policy: pagePolicy(page.analytics, web.scriptHashes),
      };
    },
  });
  return app;
}

/**
 * The built React app is served by the same process; any other non-API path gets its index.html
 * with the screen already drawn (public screens) for the browser to take over.
 */
async function registerWebApp(
  app: FastifyInstance,
  { webDistDir }: Config,
  seo: ReturnType<typeof createSeoService>,
  db: Db,
) {
  const web = webDistDir ? await loadWebApp(app.log, webDistDir) : null;
  if (webDistDir && web) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      decorateReply: false,
      // index.html is only ever sent composed (seo/service.ts), with the policy its script needs.
      allowedPath: (pathName) => pathName !== '/index.html',
      // The build writes .br and .gz beside each asset (apps/web/vite.config.ts).
      preCompressed: true,
      // Our setHeaders decides; with send's own header on, it would overwrite ours.
      cacheControl: false,
      setHeaders(res: { setHeader(name: string, value: string): void }, filePath: string) {
        // Vite puts a content hash in every asset name: those never change.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.toLowerCase().startsWith('/api/') || request.method !== 'GET') {
      return reply.status(404).send({ message: 'Not found.' });
    }
    if (!web) {
      return reply
        .status(404)
        .type('text/plain')
        .send('The web app has not been built yet: run `npm run build`.');
    }
    // Each public URL gets its own head and the site info; unknown URLs answer 404 with the
    // app, which shows its not-found screen.
    const address = pageAddress(request.url);
    // The visitor's query string (a campaign's utm_*) goes along when the page is elsewhere.
    const moved = (to: string) => reply.redirect(redirectLocation(to, request.url), 301);
    // The home page has one address.
    if (address.path === '/') return moved('/home');
    // Kept ready to send, compressed once: a cached page costs no work per request. Keyed on
    // what the page is drawn from, so made-up query parameters share the plain page's copy.
    const page = await app.publicCache.remember(
      `html ${address.path}${address.query}`,
      async () => {
        const { status, html, analytics } = await seo.renderPage(address, web);
        return {
          status,
          body: await encodedPage(Buffer.from(html)),
          policy: pagePolicy(analytics, web.scriptHashes),
        };
      },
      // Room for the compressed copies made on first use.
      (kept) => kept.body.size * 2 + kept.policy.length,
    );
    // An address with nothing of its own may have moved: a page renamed, an old link kept.
    if (page.status === 404) {
      const movedTo = await redirectFor(db, address.path);
      if (movedTo) return moved(movedTo);
    }
    return reply
      .status(page.status)
      .header('content-security-policy', page.policy)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(negotiatedBody(request, reply, page.body));
  });
  return web;
}
