/**
 * Work done after the answer has gone out: e-mail a visitor must not wait for, and whose timing
 * must not tell what was found. In memory, one job at a time, at most `limit` waiting; beyond
 * that a job is dropped and logged, so a flood of requests cannot grow it. Jobs still waiting
 * when the process stops are lost (the visitor asks again). A job never hangs the queue for good:
 * the SMTP transport gives up on a silent server (lib/mailer.ts).
 */
import type { FastifyBaseLogger } from 'fastify';

type Job = { name: string; run: () => Promise<void> };

export function createWorkQueue(log: FastifyBaseLogger, limit: number) {
  const waiting: Job[] = [];
  let running = false;

  async function drain() {
    running = true;
    for (let job = waiting.shift(); job; job = waiting.shift()) {
      try {
        await job.run();
      } catch (error) {
        // Only the error: a job's data (a reset link, say) stays out of the log.
        log.error({ err: error }, `${job.name} failed`);
      }
    }
    running = false;
  }

  return {
    /** Runs `run` after the jobs before it; `name` says what it was in the log. */
    push(name: string, run: () => Promise<void>) {
      if (waiting.length >= limit) {
        log.warn(`${name} dropped: ${limit} jobs are already waiting`);
        return;
      }
      waiting.push({ name, run });
      if (!running) void drain();
    },
  };
}
