/**
 * Uploaded images answered before Fastify (docs/decisions/148-serving-cheaply.md). An image's
 * name never changes, so once the attachments route has answered it, the exact answer (bytes and
 * headers, security headers included) is kept and sent again straight from Node's HTTP server:
 * no routing, no hooks, no compression, no file system call. The route stays the one source of
 * truth: the copy is taken by asking it (app.inject), and everything the copy cannot answer —
 * another method, a range, a query string, a cross-origin request, a file too large to keep —
 * goes to it as before.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { ATTACHMENTS_PATH } from '@chamber/contracts';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { LRUCache } from 'lru-cache';
import { writeRequestLine } from './request-log.ts';

/** Small images (the logo, slides, card pictures at their variant widths) are the many. */
const FILE_MAX_BYTES = 256 * 1024;
const TOTAL_MAX_BYTES = 16 * 1024 * 1024;
/** Copies being taken at once. */
const MAX_CAPTURING = 8;
/** Headers Node writes for each answer itself. */
const PER_ANSWER = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
/** Headers a 304 keeps (RFC 9110 §15.4.5), besides those that are not about the body. */
const BODY_HEADERS = new Set(['content-type', 'content-length', 'content-encoding']);

type Kept = {
  body: Buffer;
  /** Header name/value pairs as Node's writeHead takes them, flat. */
  headers: string[];
  notModifiedHeaders: string[];
  etag: string | undefined;
  lastModified: number | undefined;
};

export function createFileFastPath() {
  let app: FastifyInstance | null = null;
  let server: http.Server | null = null;
  const prefix = ATTACHMENTS_PATH.toLowerCase();
  const kept = new LRUCache<string, Kept>({
    maxSize: TOTAL_MAX_BYTES,
    sizeCalculation: (entry, key) => entry.body.length + key.length + 512,
  });
  const capturing = new Set<string>();
  let generation = -1;
  let answered = 0;

  /** Takes the route's answer for `url` when it is one to keep. */
  async function capture(url: string, instance: FastifyInstance, atGeneration: number) {
    capturing.add(url);
    try {
      const response = await instance.inject({ method: 'GET', url });
      const cacheControl = String(response.headers['cache-control'] ?? '');
      if (
        response.statusCode !== 200 ||
        !cacheControl.includes('immutable') ||
        response.rawPayload.length > FILE_MAX_BYTES ||
        atGeneration !== instance.publicCache.generation
      )
        return;
      const headers: string[] = [];
      const notModifiedHeaders: string[] = [];
      for (const [name, value] of Object.entries(response.headers)) {
        if (PER_ANSWER.has(name) || value === undefined) continue;
        for (const one of Array.isArray(value) ? value : [value]) {
          headers.push(name, String(one));
          if (!BODY_HEADERS.has(name)) notModifiedHeaders.push(name, String(one));
        }
      }
      const lastModified = response.headers['last-modified'];
      kept.set(url, {
        body: response.rawPayload,
        headers,
        notModifiedHeaders,
        etag: response.headers.etag as string | undefined,
        lastModified: lastModified ? Date.parse(String(lastModified)) : undefined,
      });
    } catch (error) {
      instance.log.error({ err: error, url }, 'keeping an image for the fast path failed');
    } finally {
      capturing.delete(url);
    }
  }

  function unchanged(request: IncomingMessage, entry: Kept) {
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch !== undefined) return entry.etag !== undefined && ifNoneMatch === entry.etag;
    const since = request.headers['if-modified-since'];
    return (
      since !== undefined &&
      entry.lastModified !== undefined &&
      entry.lastModified <= Date.parse(since)
    );
  }

  /** True when answered here; false leaves the request to Fastify. */
  function serve(request: IncomingMessage, response: ServerResponse): boolean {
    const url = request.url;
    if (
      app === null ||
      request.method !== 'GET' ||
      url === undefined ||
      url.length <= prefix.length ||
      url.slice(0, prefix.length).toLowerCase() !== prefix ||
      url.includes('?') ||
      request.headers.range !== undefined ||
      request.headers.origin !== undefined ||
      // Closing: Fastify answers what is still in flight (and ends keep-alive connections).
      !server?.listening
    )
      return false;
    // Any content write may have removed a file: start again (as the route's own memory does).
    if (generation !== app.publicCache.generation) {
      generation = app.publicCache.generation;
      kept.clear();
    }
    const entry = kept.get(url);
    if (!entry) {
      // Kept once the route has answered it with a whole image (never for a 404).
      const instance = app;
      const atGeneration = generation;
      response.once('finish', () => {
        if (
          response.statusCode === 200 &&
          String(response.getHeader('cache-control')).includes('immutable') &&
          Number(response.getHeader('content-length')) <= FILE_MAX_BYTES &&
          !capturing.has(url) &&
          capturing.size < MAX_CAPTURING
        )
          void capture(url, instance, atGeneration);
      });
      return false;
    }
    const started = performance.now();
    if (unchanged(request, entry)) {
      response.writeHead(304, entry.notModifiedHeaders);
      response.end();
    } else {
      response.writeHead(200, entry.headers);
      response.end(entry.body);
    }
    // The same line the request log writes for every other request (lib/request-log.ts).
    answered += 1;
    writeRequestLine(app.log, {
      reqId: `file-${answered.toString(36)}`,
      method: 'GET',
      url,
      status: response.statusCode,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
    return true;
  }

  return {
    /** For Fastify's `serverFactory`: the HTTP server it would make, with this path in front. */
    serverFactory: ((handler, options) => {
      // Fastify passes its options with their defaults filled in.
      const {
        http: httpOptions,
        keepAliveTimeout,
        requestTimeout,
        connectionTimeout,
      } = options as FastifyServerOptions & {
        http?: http.ServerOptions;
        keepAliveTimeout?: number;
        requestTimeout?: number;
        connectionTimeout?: number;
      };
      const made = http.createServer(httpOptions ?? {}, (request, response) => {
        if (!serve(request, response)) handler(request, response);
      });
      // As Fastify sets up its own server (fastify/lib/server.js).
      if (keepAliveTimeout !== undefined) made.keepAliveTimeout = keepAliveTimeout;
      if (requestTimeout !== undefined) made.requestTimeout = requestTimeout;
      if (connectionTimeout !== undefined) made.setTimeout(connectionTimeout);
      server = made;
      return made;
    }) satisfies NonNullable<FastifyServerOptions['serverFactory']>,
    /** Starts answering, once the app (its attachments route and read cache) is ready. */
    attach(instance: FastifyInstance) {
      app = instance;
    },
    /** Images kept, and the memory they hold (never more than TOTAL_MAX_BYTES). */
    get size() {
      return kept.size;
    },
    get bytes() {
      return kept.calculatedSize;
    },
  };
}
