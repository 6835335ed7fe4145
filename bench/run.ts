/**
 * npm run bench: the production server (built web app, demo content) under 50 connections with
 * autocannon, for the public reads that matter, each beside a bare route in the same process that
 * returns the same bytes. SQLite by default; PostgreSQL when DATABASE_URL is set (in a schema of
 * its own). Writes bench/results/latest.json and prints a summary.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { attachmentPath } from '@chamber/contracts';
import { apiPath, root, startServer } from './server.ts';
import { measureSessionCheck } from './session-check.ts';

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const TARGETS = {
  p99Ms: 25,
  ratio: 0.7,
  rssMb: 250,
  sessionCheckMicros: 100,
  /** Cached reads at the default log level against the same with request lines off. */
  loggingRatio: 0.9,
};
const ACCEPT_ENCODING = 'gzip, deflate, br';

const server = await startServer({ BENCH_BARE_ROUTES: 'true' });
const base = server.base;
const databaseUrl = server.database === 'postgres';

try {
  const info = (await (await fetch(`${base}${apiPath('Home.GetCMSInfo')}`)).json()) as {
    pages: { id: number; url: string }[];
    companyLogoPath: string;
  };
  const homePage = info.pages.find((p) => p.url === '/home');
  if (!homePage) throw new Error('the demo content has no /home page');
  const image = attachmentPath(`${info.companyLogoPath.replace(/\.[a-z]+$/, '')}-480.webp`);
  const routes = [
    { name: 'Home/GetCMSInfo', url: apiPath('Home.GetCMSInfo') },
    {
      name: 'Home/GetDynamicPage',
      url: apiPath('Home.GetDynamicPage', { dynamicPageId: homePage.id }),
    },
    { name: '/home HTML', url: '/home' },
    { name: 'image (webp)', url: image },
  ];

  const measure = async (url: string, at = base) => {
    await fetch(`${at}${url}`); // warm the cache
    const result = await autocannon({
      url: `${at}${url}`,
      connections: CONNECTIONS,
      duration: DURATION,
      // As a browser asks: pages and API answers then leave compressed (images are sent as is).
      headers: { 'accept-encoding': ACCEPT_ENCODING },
    });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return {
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
    };
  };

  /**
   * What one log line per request costs: the first route again, on a second server that logs
   * warnings only, against what it answered at the default level (info) above.
   */
  const measureLogging = async (atInfo: { route: string; requestsPerSecond: number }) => {
    const quiet = await startServer({ LOG_LEVEL: 'warn' });
    try {
      const url = routes.find((route) => route.name === atInfo.route)!.url;
      const warnRequestsPerSecond = (await measure(url, quiet.base)).requestsPerSecond;
      return {
        infoRequestsPerSecond: atInfo.requestsPerSecond,
        warnRequestsPerSecond,
        ratio: Math.round((atInfo.requestsPerSecond / warnRequestsPerSecond) * 100) / 100,
      };
    } finally {
      await quiet.stop();
    }
  };

  const rows = [];
  const rssStart = server.rssMb();
  for (const route of routes) {
    const real = await measure(route.url);
    const bare = await measure(`/__bench/bare?url=${encodeURIComponent(route.url)}`);
    const ratio = Math.round((real.requestsPerSecond / bare.requestsPerSecond) * 100) / 100;
    rows.push({ route: route.name, ...real, bare, ratio });
    console.log(
      `${route.name.padEnd(22)} ${String(real.requestsPerSecond).padStart(7)} req/s  p50 ${real.p50Ms} ms  p99 ${real.p99Ms} ms   bare ${bare.requestsPerSecond} req/s   ratio ${ratio}`,
    );
  }
  const rssEnd = server.rssMb();
  const logging = await measureLogging(rows[0]);
  console.log(
    `logging: ${rows[0].route} ${logging.infoRequestsPerSecond} req/s at info, ${logging.warnRequestsPerSecond} at warn: ratio ${logging.ratio}`,
  );
  const sessionCheck = await measureSessionCheck(server);
  console.log(
    `session check: ${sessionCheck.microsPerCheck} µs per signed-in request` +
      (sessionCheck.microsPerLookup === undefined
        ? ''
        : ` (${sessionCheck.microsPerLookup} µs when nothing is kept in memory)`),
  );
  const report = {
    date: new Date().toISOString(),
    database: databaseUrl ? 'postgres' : 'sqlite',
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    node: process.version,
    rows,
    rssMb: { start: Math.round(rssStart), end: Math.round(rssEnd) },
    logging,
    sessionCheck,
    targets: TARGETS,
    meetsTargets:
      rows.every((r) => r.ratio >= TARGETS.ratio && r.p99Ms < TARGETS.p99Ms) &&
      rssEnd < TARGETS.rssMb &&
      logging.ratio >= TARGETS.loggingRatio &&
      sessionCheck.microsPerCheck < TARGETS.sessionCheckMicros,
  };
  console.log(
    `server RSS: ${report.rssMb.start} MB at start, ${report.rssMb.end} MB after the run`,
  );
  console.log(report.meetsTargets ? 'All targets met.' : 'Some targets were missed.');
  const file = path.join(
    root,
    'bench/results',
    databaseUrl ? 'latest-postgres.json' : 'latest.json',
  );
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Written to ${path.relative(root, file)}`);
} finally {
  await server.stop();
}
