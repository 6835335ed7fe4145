/**
 * The Publishing.* endpoints (the table in @chamber/contracts), and the poll that runs scheduled
 * publishes: every instance polls about every second (`app.publishing.runDueJobs` runs one poll,
 * with the "now" a test gives it).
 */
import { ITEM_NOUNS } from '@chamber/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { endpoint } from '../../plugins/endpoints.ts';
import type { ModuleOptions } from '../types.ts';
import { prunePeriodically } from '../../lib/pruning.ts';
import { countOf } from '../../lib/bulk.ts';
import { publishingOf } from '../../lib/drafts.ts';
import { partsOf } from './parts.ts';
import { createPublishingService, inWords, pruneDoneJobs } from './service.ts';

/** How often each instance looks for due jobs: a scheduled publish happens within this. */
const POLL_MS = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    publishing: {
      /** Runs the scheduled publishes and unpublishes due by `now`; answers how many ran. */
      runDueJobs(now?: Date): Promise<number>;
    };
  }
}

const actorOf = (request: FastifyRequest) => ({
  id: request.currentUser?.id ?? null,
  name: request.currentUser?.fullName ?? 'Someone',
});

export const publishingRoutes = fp(async (app: FastifyInstance, { db }: ModuleOptions) => {
  const publishing = createPublishingService(db, async ({ replacedFiles }) => {
    for (const file of replacedFiles) await app.attachments.remove(file);
    app.publicCache.invalidate();
  });

  /** Now, or at `at` when it is still to come; the message says which happened. */
  async function publishOrUnpublish(
    request: FastifyRequest,
    job: Parameters<typeof publishing.now>[0],
    at: string | null,
  ) {
    // The messages name the type as staff know it: "Blog published."
    const noun = ITEM_NOUNS[job.type];
    const Noun = noun[0].toUpperCase() + noun.slice(1);
    const done = job.action === 'publish' ? 'published' : 'unpublished';
    if (at !== null && Date.parse(at) > Date.now()) {
      const state = await publishing.schedule({ ...job, runAt: at }, actorOf(request), request.ip);
      return { message: `The ${noun} will be ${done} on ${inWords(at)}.`, ...state };
    }
    const state = await publishing.now(job, actorOf(request), request.ip);
    const message =
      at === null
        ? `${Noun} ${done}.`
        : `That time has already passed, so the ${noun} was ${done} now.`;
    return { message, ...state };
  }

  endpoint(app, 'Publishing.Publish', ({ body, request }) =>
    publishOrUnpublish(
      request,
      { type: body.type, itemId: body.id, action: 'publish' },
      body.publishAt,
    ),
  );
  endpoint(app, 'Publishing.Unpublish', ({ body, request }) =>
    publishOrUnpublish(
      request,
      { type: body.type, itemId: body.id, action: 'unpublish' },
      body.unpublishAt,
    ),
  );

  endpoint(app, 'Publishing.PublishMany', async ({ body, request }) => {
    await publishing.many({ ...body, action: 'publish' }, actorOf(request), request.ip);
    return { message: `${countOf(body.ids.length, body.type)} published.` };
  });
  endpoint(app, 'Publishing.UnpublishMany', async ({ body, request }) => {
    await publishing.many({ ...body, action: 'unpublish' }, actorOf(request), request.ip);
    return { message: `${countOf(body.ids.length, body.type)} unpublished.` };
  });

  endpoint(app, 'Publishing.GetParts', async ({ query }) => {
    await publishingOf(query.type, db).state(query.id);
    return partsOf(db, query.type, query.id);
  });

  const runDueJobs = (now = new Date()) =>
    publishing.runDueJobs(now, (error) =>
      app.log.error({ err: error }, 'a scheduled publish failed'),
    );
  app.decorate('publishing', { runDueJobs });
  prunePeriodically(app, DAY_MS, () => pruneDoneJobs(db), {
    pruned: 'scheduled publishes done over 30 days ago pruned',
    failed: 'pruning the scheduled publishes failed',
  });

  // One poll at a time: a slow one is not overtaken by the next, and closing waits for it.
  let poll: Promise<unknown> | null = null;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      poll ??= runDueJobs()
        .catch((error: unknown) =>
          app.log.error({ err: error }, 'polling scheduled publishes failed'),
        )
        .finally(() => {
          poll = null;
        });
    }, POLL_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await poll;
  });
});
