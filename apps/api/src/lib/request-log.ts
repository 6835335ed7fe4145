/**
 * The request log (docs/decisions/148-serving-cheaply.md): one JSON line per answered request,
 * written so that it costs little at the default level. Measured with `BENCH_ONLY=logging npm run
 * bench`: what it costs was a child logger per request, pino's serialisers and one write per line.
 */
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions } from 'pino';
import { PREVIEW_PATH } from '@chamber/contracts';

const PREVIEW_SECRET = new RegExp(`^(${PREVIEW_PATH}/)[^/?#]+`, 'i');
/** A registration's cancel link (decision 145). */
const TOKEN_PARAMETER = /([?&]token=)[^&#]*/gi;

/** A preview link's secret stays out of the log: "/preview/…"; so does a `token=` parameter. */
const withoutSecrets = (url: string) =>
  url.replace(PREVIEW_SECRET, '$1…').replace(TOKEN_PARAMETER, '$1…');

/** Whether `log` writes at `level` (false for Fastify's null logger, which writes nothing). */
const writes = (log: FastifyBaseLogger, level: string) =>
  (log as Partial<pino.Logger>).isLevelEnabled?.(level) ?? false;

export interface RequestLine {
  reqId: string;
  method: string;
  url: string;
  status: number;
  ms: number;
}

/**
 * The info line for an answered request, as pino would write it for `log.info(line, 'request')`
 * with our options (no base fields, epoch time), but put together here and handed to the log's
 * stream: pino's general serialiser was most of what a line cost. Only the address can hold a
 * character JSON must escape.
 */
export function writeRequestLine(log: FastifyBaseLogger, line: RequestLine) {
  if (!writes(log, 'info')) return;
  const stream = (log as unknown as Record<symbol, { write?: (text: string) => unknown }>)[
    pino.symbols.streamSym
  ];
  const url = withoutSecrets(line.url);
  if (!stream?.write) {
    log.info({ ...line, url }, 'request');
    return;
  }
  stream.write(
    `{"level":30,"time":${Date.now()},"reqId":${JSON.stringify(line.reqId)},"method":"${line.method}","url":${JSON.stringify(url)},"status":${line.status},"ms":${line.ms},"msg":"request"}\n`,
  );
}

/** One line per answered request (method, url, status, ms) instead of Fastify's two. */
export class OneLinePerRequest extends LogController {
  /** At debug level only: shows which requests are still in flight (when chasing a hang). */
  override incomingRequest(request: FastifyRequest) {
    if (!writes(request.server.log, 'debug')) return;
    request.log.debug(
      { method: request.method, url: withoutSecrets(request.url) },
      'request received',
    );
  }

  /**
   * Written through the server's logger with the request id as a field, not through the
   * request's own child logger: no child is made, and no req/res serialiser runs.
   */
  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const log = request.server.log;
    const line = {
      reqId: request.id,
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (!error) writeRequestLine(log, line);
    else if (writes(log, 'error'))
      log.error({ ...line, url: withoutSecrets(line.url), err: error }, 'request errored');
  }
}

/**
 * `request.log` without a pino child per request: the child (which binds the request id) is made
 * the first time the request logs something at an enabled level, which most never do.
 */
class LazyRequestLogger {
  #made: FastifyBaseLogger | undefined;
  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  #log() {
    return (this.#made ??= this.parent.child(this.bindings, this.options));
  }
  get level() {
    return this.#made?.level ?? this.options.level ?? this.parent.level;
  }
  set level(level: string) {
    this.#log().level = level;
  }
  isLevelEnabled(level: string) {
    return writes(this.#made ?? this.parent, level);
  }
  child(bindings: Bindings, options?: ChildLoggerOptions) {
    return this.#log().child(bindings, options);
  }
  fatal: pino.LogFn = (...args: Parameters<pino.LogFn>) => this.#at('fatal', args);
  error: pino.LogFn = (...args: Parameters<pino.LogFn>) => this.#at('error', args);
  warn: pino.LogFn = (...args: Parameters<pino.LogFn>) => this.#at('warn', args);
  info: pino.LogFn = (...args: Parameters<pino.LogFn>) => this.#at('info', args);
  debug: pino.LogFn = (...args: Parameters<pino.LogFn>) => this.#at('debug', args);
  trace: pino.LogFn = (...args: Parameters<pino.LogFn>) => this.#at('trace', args);
  silent: pino.LogFn = () => {};

  #at(level: pino.Level, args: Parameters<pino.LogFn>) {
    // A per-route level (options.level) may be lower than the server's: let the child decide then.
    if (!this.#made && !this.options.level && !this.isLevelEnabled(level)) return;
    (this.#log()[level] as (...a: Parameters<pino.LogFn>) => void)(...args);
  }
}

export const lazyChildLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) =>
  // Fastify's null logger (logging off: tests) is its own child.
  'isLevelEnabled' in logger
    ? (new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger)
    : logger;

/**
 * The server's logger: JSON lines on stdout, written asynchronously (lines that arrive while a
 * write is under way go out together in the next), with neither host name nor process id on
 * every line (the supervisor that collects the output knows both).
 */
export function serverLogger(level: string): FastifyServerOptions['logger'] {
  return { level, base: null, stream: pino.destination({ sync: false }) };
}
