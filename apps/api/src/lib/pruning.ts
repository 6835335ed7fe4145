import type { FastifyInstance } from 'fastify';

/**
 * Runs `prune` when the app is ready and then every `everyMs`, logging how much it removed
 * (`pruned`) or that it failed (`failed`). Every instance prunes: the deletes are idempotent. The
 * timer neither keeps the process alive nor outlives the app.
 */
export function prunePeriodically(
  app: FastifyInstance,
  everyMs: number,
  prune: () => Promise<unknown>,
  messages: { pruned: string; failed: string },
) {
  const run = () =>
    prune()
      .then((removed) => app.log.info({ removed }, messages.pruned))
      .catch((error: unknown) => app.log.error({ err: error }, messages.failed));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(run, everyMs).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
