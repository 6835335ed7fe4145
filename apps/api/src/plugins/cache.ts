/**
 * Public read cache (DESIGN §1): answers of routes marked `config.publicCache` are kept in memory
 * for anonymous callers and served with an ETag (304 when unchanged). Any successful write through
 * the API empties it. With PostgreSQL, the write is announced with NOTIFY so every other instance
 * empties its cache too (LISTEN), within milliseconds.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { encodedBody, negotiatedBody, type EncodedBody } from '../lib/compression.ts';

// Bodies are kept as bytes (and compressed once): a hit is sent as is, with no work per request.
type Entry = { body: EncodedBody; etag: string; contentType: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache this route's answers for anonymous callers (public reads only). */
    publicCache?: boolean;
  }
  interface FastifyInstance {
    publicCache: {
      /** Empties this instance's cache and tells the other instances to do the same. */
      invalidate(): void;
      /** The cached value for `key`, or what `produce` makes (kept until the next write). */
      remember<T>(key: string, produce: () => Promise<T>): Promise<T>;
      readonly size: number;
      /** Changes with every invalidation: other in-memory copies of content compare against it. */
      readonly generation: number;
    };
  }
  interface FastifyRequest {
    cacheGeneration?: number;
  }
}

const CHANNEL = 'chamber_cache';
const MAX_VALUES = 2000;
/** Writes that change nothing the public reads. */
const NON_CONTENT_WRITES = /^\/api\/(users|contact|newsletter)\//i;

export const cachePlugin = fp(
  async (
    app: FastifyInstance,
    { databaseUrl, databaseSchema }: { databaseUrl: string | null; databaseSchema: string | null },
  ) => {
    const entries = new Map<string, Entry>();
    const values = new Map<string, Promise<unknown>>();
    let generation = 0;
    const instanceId = randomUUID();
    const channel = databaseSchema ? `${CHANNEL}_${databaseSchema}` : CHANNEL;

    const clearLocal = () => {
      generation += 1;
      entries.clear();
      values.clear();
    };

    let listener: pg.Client | null = null;
    if (databaseUrl) {
      listener = new pg.Client({ connectionString: databaseUrl });
      await listener.connect();
      await listener.query(`LISTEN ${channel}`);
      listener.on('notification', (message) => {
        if (message.payload !== instanceId) clearLocal();
      });
      listener.on('error', (error) => app.log.error({ err: error }, 'cache listener failed'));
      app.addHook('onClose', async () => {
        await listener?.end();
      });
    }

    const invalidate = () => {
      clearLocal();
      listener?.query('select pg_notify($1, $2)', [channel, instanceId]).catch((error: unknown) => {
        app.log.error({ err: error }, 'cache invalidation notice failed');
      });
    };

    app.decorate('publicCache', {
      invalidate,
      async remember<T>(key: string, produce: () => Promise<T>): Promise<T> {
        const cached = values.get(key) as Promise<T> | undefined;
        if (cached) return cached;
        // Bounded: a flood of made-up URLs cannot grow the cache without end.
        if (values.size >= MAX_VALUES) values.clear();
        const started = generation;
        const pending = produce();
        values.set(key, pending);
        pending.catch(() => values.delete(key));
        const value = await pending;
        if (started !== generation) values.delete(key);
        return value;
      },
      get size() {
        return entries.size + values.size;
      },
      get generation() {
        return generation;
      },
    });

    const keyOf = (request: FastifyRequest) => `${request.method} ${request.url.toLowerCase()}`;
    const cacheable = (request: FastifyRequest) =>
      request.routeOptions.config?.publicCache === true &&
      request.method === 'GET' &&
      !request.currentUser;

    const answer = (request: FastifyRequest, reply: FastifyReply, entry: Entry) => {
      reply.header('etag', entry.etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
      return reply.type(entry.contentType).send(negotiatedBody(request, reply, entry.body));
    };

    app.addHook('preHandler', async (request, reply) => {
      if (!cacheable(request)) return;
      const entry = entries.get(keyOf(request));
      if (entry) return answer(request, reply, entry);
      request.cacheGeneration = generation;
    });

    app.addHook('onSend', async (request, reply, payload) => {
      // Before a successful write's answer leaves, so the writer's next read is already fresh.
      const write =
        request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
      if (write && reply.statusCode < 400 && !NON_CONTENT_WRITES.test(request.url)) invalidate();
      if (!cacheable(request) || request.cacheGeneration === undefined || reply.statusCode !== 200)
        return payload;
      if (typeof payload !== 'string') return payload;
      const bytes = Buffer.from(payload);
      const entry: Entry = {
        body: encodedBody(bytes),
        // Weak: the same answer may leave compressed or not.
        etag: `W/"${createHash('sha1').update(bytes).digest('base64url')}"`,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      };
      // A write that finished meanwhile may have made this answer stale: do not keep it.
      if (request.cacheGeneration === generation) entries.set(keyOf(request), entry);
      reply.header('etag', entry.etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === entry.etag) {
        reply.code(304);
        return '';
      }
      return negotiatedBody(request, reply, entry.body);
    });
  },
);
