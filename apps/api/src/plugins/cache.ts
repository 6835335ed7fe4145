/**
 * Public read cache: answers of routes marked `config.publicCache` are kept in memory for
 * anonymous callers and served with an ETag (304 when unchanged); drawn pages and other values
 * are kept through `remember`. Any successful write through the API empties it. With PostgreSQL,
 * the write is announced with NOTIFY so every other instance empties its cache too (LISTEN),
 * within milliseconds.
 *
 * Visitors choose the URLs, so what is kept is bounded twice: an answer is keyed on what it
 * depends on (the route and its declared query parameters, parsed; any other parameter such as
 * utm_source or fbclid shares the clean URL's entry), and the whole cache holds at most
 * `maxBytes`, the least recently used entries making room for new ones.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { z } from 'zod';
import { encodedBody, negotiatedBody, type EncodedBody } from '../lib/compression.ts';
import type { InstanceNotices } from '../lib/instance-notices.ts';
// request.currentUser, read to keep signed-in answers out of the cache, is declared there.
import type {} from './auth.ts';

// Bodies are kept as bytes (and compressed once): a hit is sent as is, with no work per request.
type Entry = { body: EncodedBody; etag: string; contentType: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Cache this route's answers for anonymous callers (public reads only). `true`: the answer
     * depends on the route's validated query schema, if it has one. `{ query }`: on the
     * parameters of this schema only (the one the handler validates with); a query that does not
     * pass it is not cached.
     */
    publicCache?: true | { query: z.ZodType };
  }
  interface FastifyInstance {
    publicCache: {
      /** Empties this instance's cache and tells the other instances to do the same. */
      invalidate(): void;
      /**
       * The cached value for `key`, or what `produce` makes, kept until the next write (or until
       * pushed out); `bytesOf` tells how much memory a value holds.
       */
      remember<T>(
        key: string,
        produce: () => Promise<T>,
        bytesOf: (value: T) => number,
      ): Promise<T>;
      /** Entries kept, and the memory they hold (never more than `maxBytes`). */
      readonly size: number;
      readonly bytes: number;
      readonly maxBytes: number;
      /** Changes with every invalidation: other in-memory copies of content compare against it. */
      readonly generation: number;
    };
    /**
     * Messages to the other instances on the same PostgreSQL database (NOTIFY on a channel beside
     * the cache's, over the same connection). With SQLite there is no channel: nothing is sent.
     */
    instanceNotices: InstanceNotices;
  }
  interface FastifyRequest {
    cacheGeneration?: number;
    cacheKey?: string;
  }
}

const CHANNEL = 'chamber_cache';
const NOTICES_CHANNEL = 'chamber_notices';

/** Room for every page of a large site, drawn and compressed, with the API answers beside them. */
const PUBLIC_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** What an entry costs beyond its bytes (the key, the objects around it), so tiny ones count. */
const ENTRY_OVERHEAD_BYTES = 256;
/** Writes that change nothing the public reads. */
const NON_CONTENT_WRITES = /^\/api\/(users|contact|newsletter)\//i;

type Kept = { answer: Entry; bytes: number } | { value: unknown; bytes: number };

/** A body's memory once its compressed copies exist (made on first use, each no larger). */
const answerBytes = (entry: Entry) =>
  entry.body.size * 2 + entry.etag.length + entry.contentType.length;

export const cachePlugin = fp(
  async (
    app: FastifyInstance,
    {
      databaseUrl,
      databaseSchema,
      maxBytes = PUBLIC_CACHE_MAX_BYTES,
    }: { databaseUrl: string | null; databaseSchema: string | null; maxBytes?: number },
  ) => {
    const kept = new LRUCache<string, Kept>({
      maxSize: maxBytes,
      sizeCalculation: (entry, key) => entry.bytes + key.length * 2 + ENTRY_OVERHEAD_BYTES,
    });
    // Values being made: asked again meanwhile, the same promise answers (one database trip).
    const making = new Map<string, Promise<unknown>>();
    let generation = 0;
    const instanceId = randomUUID();
    const channel = databaseSchema ? `${CHANNEL}_${databaseSchema}` : CHANNEL;
    const noticesChannel = databaseSchema
      ? `${NOTICES_CHANNEL}_${databaseSchema}`
      : NOTICES_CHANNEL;
    const noticeHandlers: ((message: string) => void)[] = [];

    const clearLocal = () => {
      generation += 1;
      kept.clear();
      making.clear();
    };

    let listener: pg.Client | null = null;
    if (databaseUrl) {
      listener = new pg.Client({ connectionString: databaseUrl });
      await listener.connect();
      await listener.query(`LISTEN ${channel}`);
      await listener.query(`LISTEN ${noticesChannel}`);
      listener.on('notification', (message) => {
        if (message.channel === channel && message.payload !== instanceId) clearLocal();
      });
      // Notices are "<sender's instance id> <message>"; an instance ignores its own.
      listener.on('notification', ({ channel: from, payload = '' }) => {
        if (from !== noticesChannel || payload.startsWith(instanceId)) return;
        const message = payload.slice(payload.indexOf(' ') + 1);
        for (const handler of noticeHandlers) handler(message);
      });
      listener.on('error', (error) => app.log.error({ err: error }, 'cache listener failed'));
      app.addHook('onClose', async () => {
        await listener?.end();
      });
    }

    // One notice at a time on the listening connection: pg queues overlapping queries on one
    // client but warns that a later version will refuse them.
    let lastNotice: Promise<unknown> = Promise.resolve();
    const notify = (to: string, payload: string, failure: string) => {
      if (!listener) return Promise.resolve();
      const client = listener;
      lastNotice = lastNotice
        .then(() => client.query('select pg_notify($1, $2)', [to, payload]))
        .catch((error: unknown) => app.log.error({ err: error }, failure));
      return lastNotice;
    };

    const invalidate = () => {
      clearLocal();
      void notify(channel, instanceId, 'cache invalidation notice failed');
    };

    app.decorate('instanceNotices', {
      async send(message: string) {
        await notify(noticesChannel, `${instanceId} ${message}`, 'instance notice failed');
      },
      subscribe(handler: (message: string) => void) {
        noticeHandlers.push(handler);
      },
    });

    app.decorate('publicCache', {
      invalidate,
      async remember<T>(
        key: string,
        produce: () => Promise<T>,
        bytesOf: (value: T) => number,
      ): Promise<T> {
        const found = kept.get(`value ${key}`);
        if (found && 'value' in found) return found.value as T;
        const pending = making.get(key) as Promise<T> | undefined;
        if (pending) return pending;
        const started = generation;
        const made = produce();
        making.set(key, made);
        try {
          const value = await made;
          // A write that finished meanwhile may have made this value stale: do not keep it.
          if (started === generation) kept.set(`value ${key}`, { value, bytes: bytesOf(value) });
          return value;
        } finally {
          if (making.get(key) === made) making.delete(key);
        }
      },
      get size() {
        return kept.size;
      },
      get bytes() {
        return kept.calculatedSize;
      },
      maxBytes,
      get generation() {
        return generation;
      },
    });

    // The key leaves out the path's letter case and trailing slash (the router ignores both) by
    // naming the route, so a cached route must not take path parameters.
    app.addHook('onRoute', (route) => {
      if (route.config?.publicCache && /[:*]/.test(route.url)) {
        throw new Error(`${route.url}: a publicCache route reads no path parameters`);
      }
    });

    /** What the answer depends on; null when the query does not validate (nothing is kept). */
    const keyOf = (request: FastifyRequest): string | null => {
      const cache = request.routeOptions.config.publicCache;
      const route = `answer ${request.method} ${request.routeOptions.url?.toLowerCase()}`;
      // A route with a query schema has its query validated (parsed) before this hook runs.
      if (cache === true && request.routeOptions.schema?.querystring)
        return `${route} ${JSON.stringify(request.query)}`;
      if (cache === true || !cache) return route;
      const parsed = cache.query.safeParse(request.query ?? {});
      return parsed.success ? `${route} ${JSON.stringify(parsed.data)}` : null;
    };
    const cacheable = (request: FastifyRequest) =>
      Boolean(request.routeOptions.config?.publicCache) &&
      request.method === 'GET' &&
      !request.currentUser;

    const answer = (request: FastifyRequest, reply: FastifyReply, entry: Entry) => {
      reply.header('etag', entry.etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
      return reply.type(entry.contentType).send(negotiatedBody(request, reply, entry.body));
    };

    app.addHook('preHandler', async (request, reply) => {
      if (!cacheable(request)) return;
      const key = keyOf(request);
      if (key === null) return;
      const found = kept.get(key);
      if (found && 'answer' in found) return answer(request, reply, found.answer);
      request.cacheKey = key;
      request.cacheGeneration = generation;
    });

    app.addHook('onSend', async (request, reply, payload) => {
      // Before a successful write's answer leaves, so the writer's next read is already fresh.
      const write =
        request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
      if (write && reply.statusCode < 400 && !NON_CONTENT_WRITES.test(request.url)) invalidate();
      const key = request.cacheKey;
      if (key === undefined || !cacheable(request) || reply.statusCode !== 200) return payload;
      if (typeof payload !== 'string') return payload;
      const bytes = Buffer.from(payload);
      const entry: Entry = {
        body: encodedBody(bytes),
        // Weak: the same answer may leave compressed or not.
        etag: `W/"${createHash('sha1').update(bytes).digest('base64url')}"`,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      };
      // A write that finished meanwhile may have made this answer stale: do not keep it.
      if (request.cacheGeneration === generation)
        kept.set(key, { answer: entry, bytes: answerBytes(entry) });
      reply.header('etag', entry.etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === entry.etag) {
        reply.code(304);
        return '';
      }
      return negotiatedBody(request, reply, entry.body);
    });
  },
);
