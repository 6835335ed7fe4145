/**
 * For `npm run bench` only (BENCH_BARE_ROUTES=true): GET /__bench/bare?url=… answers the bytes
 * and content type that `url` answers, straight from memory with no work of ours — the framework's
 * own limit, measured in the same process beside the real route. PUT /__bench/log-level?level=…
 * switches the log level, so one server measures the same route with and without request lines.
 * GET /__bench/memory answers where the process's memory is (the soak samples it beside RSS).
 */
import v8 from 'node:v8';
import type { FastifyInstance } from 'fastify';

export function registerBareRoute(app: FastifyInstance) {
  const captured = new Map<string, { body: Buffer; type: string; encoding?: string }>();
  app.get('/__bench/bare', async (request, reply) => {
    const url = (request.query as { url?: string }).url ?? '/';
    let answer = captured.get(url);
    if (!answer) {
      // Asked as the benchmark asks (as a browser does), so both routes send the same bytes.
      const encoding = request.headers['accept-encoding'];
      const response = await app.inject({
        method: 'GET',
        url,
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
      answer = {
        body: response.rawPayload,
        type: String(response.headers['content-type'] ?? 'application/octet-stream'),
        encoding: response.headers['content-encoding'] as string | undefined,
      };
      captured.set(url, answer);
    }
    if (answer.encoding) reply.header('content-encoding', answer.encoding);
    return reply.type(answer.type).send(answer.body);
  });
  app.get('/__bench/memory', async () => {
    const mb = (bytes: number) => Math.round(bytes / 1048576);
    const usage = process.memoryUsage();
    return {
      heapUsedMb: mb(usage.heapUsed),
      heapTotalMb: mb(usage.heapTotal),
      externalMb: mb(usage.external),
      arrayBuffersMb: mb(usage.arrayBuffers),
      spaces: Object.fromEntries(
        v8.getHeapSpaceStatistics().map((space) => [space.space_name, mb(space.space_size)]),
      ),
    };
  });
  app.put('/__bench/log-level', async (request) => {
    const level = (request.query as { level?: string }).level ?? 'info';
    app.log.level = level;
    return { level: app.log.level };
  });
}
