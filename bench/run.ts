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
/** BENCH_ONLY=logging: only the logging comparison (below). */
const ONLY = process.env.BENCH_ONLY;
const LOGGING_ROUNDS = Number(process.env.BENCH_LOGGING_ROUNDS ?? 3);
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

type Measured = Awaited<ReturnType<typeof measure>>;

async function measure(url: string, at = base) {
  await fetch(`${at}${url}`); // warm the cache
  const cpuBefore = at === base ? server.cpuMs() : 0;
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
    /** The server's CPU time per answer: what the route costs, however busy the machine is. */
    cpuMicrosPerRequest:
      at === base
        ? Math.round(((server.cpuMs() - cpuBefore) * 1000) / result.requests.total)
        : undefined,
  };
}

/**
 * What one log line per request costs: the first route on this same server, switched between
 * the default level (info: one line per request) and warn (no request lines), ROUNDS times
 * each in turn, so both see the same machine; the ratio compares the totals.
 */
async function measureLogging(route: { name: string; url: string }) {
  const setLevel = (level: string) =>
    fetch(`${base}/__bench/log-level?level=${level}`, { method: 'PUT' });
  const info: Measured[] = [];
  const warn: Measured[] = [];
  // Not counted: the first run after start-up is slower whatever the level (the code is still
  // being compiled), which would count against the level measured first.
  await measure(route.url);
  for (let round = 0; round < LOGGING_ROUNDS; round++) {
    await setLevel('info');
    info.push(await measure(route.url));
    await setLevel('warn');
    warn.push(await measure(route.url));
  }
  await setLevel('info');
  const sum = (values: Measured[], key: 'requestsPerSecond' | 'cpuMicrosPerRequest') =>
    values.reduce((total, value) => total + (value[key] ?? 0), 0);
  const logging = {
    route: route.name,
    infoRequestsPerSecond: info.map((m) => m.requestsPerSecond),
    warnRequestsPerSecond: warn.map((m) => m.requestsPerSecond),
    infoCpuMicrosPerRequest: info.map((m) => m.cpuMicrosPerRequest),
    warnCpuMicrosPerRequest: warn.map((m) => m.cpuMicrosPerRequest),
    ratio:
      Math.round((sum(info, 'requestsPerSecond') / sum(warn, 'requestsPerSecond')) * 100) / 100,
    /** The same comparison in server CPU per answer (warn's cost over info's). */
    cpuRatio:
      Math.round((sum(warn, 'cpuMicrosPerRequest') / sum(info, 'cpuMicrosPerRequest')) * 100) / 100,
  };
  console.log(
    `logging: ${route.name} ${logging.infoRequestsPerSecond.join(', ')} req/s at info, ${logging.warnRequestsPerSecond.join(', ')} at warn: ratio ${logging.ratio}; server CPU per answer ${logging.infoCpuMicrosPerRequest.join(', ')} µs at info, ${logging.warnCpuMicrosPerRequest.join(', ')} at warn: ratio ${logging.cpuRatio}`,
  );
  return logging;
}

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

  if (ONLY === 'logging') {
    const logging = await measureLogging(routes[0]);
    process.exitCode = logging.ratio >= TARGETS.loggingRatio ? 0 : 1;
  } else await measureAll(routes);
} finally {
  await server.stop();
}

/** Every route beside its bare twin, the logging comparison and the session check. */
async function measureAll(routes: { name: string; url: string }[]) {
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
  const logging = await measureLogging(routes[0]);
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
}
