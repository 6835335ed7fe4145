/**
 * npm run soak: SOAK_MINUTES (default 10) of mixed traffic against the production server —
 * SOAK_VISITORS (default 50) visitors at once, each reading the public site one page after the
 * other, and staff saving in the back office — with zero errors allowed, and the server's memory
 * reported at the start, its peak (the kernel's high-water mark), the middle and the end. The log
 * level is the server's default (info) unless LOG_LEVEL is set.
 *
 * A third of the visitors' reads carry query parameters of their own (utm_*, fbclid, gclid, random
 * names), as links from newsletters, ads and bots do. Staff save during the first 30 seconds of
 * every 3 minutes only: every save empties the cache, so in the quiet 2.5 minutes whatever visitors
 * can make the server keep piles up, and the memory shows whether it is bounded.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN, apiPath, root, startServer } from './server.ts';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const VISITORS = Number(process.env.SOAK_VISITORS ?? 50);
const WRITES_PER_SECOND = 2;
/** Staff save during the first STAFF_SECONDS of every STAFF_CYCLE_SECONDS. */
const STAFF_SECONDS = 30;
const STAFF_CYCLE_SECONDS = 180;
/** Several samples per minute, so the staff and the quiet stretches are both seen. */
const SAMPLE_EVERY_MS = 10_000;
/** One read in this many carries made-up query parameters. */
const MADE_UP_EVERY = 3;

/** Query parameters no route reads, different every time. */
function madeUpQuery(n: number) {
  const random = randomBytes(6).toString('hex');
  return [
    `utm_source=newsletter-${n}&utm_medium=email&utm_campaign=${random}`,
    `fbclid=IwAR${random}${n}`,
    `gclid=Cj0KCQ${random}`,
    `${random}=${n}`,
  ][n % 4];
}
const withMadeUpQuery = (url: string, n: number) =>
  `${url}${url.includes('?') ? '&' : '?'}${madeUpQuery(n)}`;

const server = await startServer({
  BENCH_BARE_ROUTES: 'true',
  ...(process.env.LOG_LEVEL ? { LOG_LEVEL: process.env.LOG_LEVEL } : {}),
});
const { base } = server;
let errors = 0;
let reads = 0;
let madeUpReads = 0;
let writes = 0;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read freely here
type Json = any;

/** One request; any answer that is not 2xx, or a failed connection, counts as an error. */
async function call(path: string, init?: RequestInit): Promise<{ ok: boolean; body: Json }> {
  try {
    const response = await fetch(`${base}${path}`, init);
    const text = await response.text();
    if (!response.ok) {
      errors += 1;
      console.error(`${init?.method ?? 'GET'} ${path}: ${response.status} ${text.slice(0, 200)}`);
    }
    const isJson = response.headers.get('content-type')?.includes('json');
    return { ok: response.ok, body: isJson && text ? JSON.parse(text) : text };
  } catch (error) {
    errors += 1;
    console.error(`${init?.method ?? 'GET'} ${path}: ${String(error)}`);
    return { ok: false, body: null };
  }
}

try {
  const { body: login } = await call(apiPath('Users.Authenticate'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.username, password: ADMIN.password }),
  });
  let token: string = login.token;
  let refreshToken: string = login.refreshToken;
  const { body: info } = await call(apiPath('Home.GetCMSInfo'));
  const pageIds: number[] = info.pages
    .filter((p: { isBlog: boolean }) => !p.isBlog)
    .map((p: { id: number }) => p.id);
  const { body: events } = await call(apiPath('Event.GetAllEvents'));
  const publicPaths = [
    '/home',
    '/events',
    apiPath('Home.GetCMSInfo'),
    apiPath('Event.GetAllEvents'),
    ...pageIds.map((id) => apiPath('Home.GetDynamicPage', { dynamicPageId: id })),
    ...events.map((e: { id: number }) => `/events/${e.id}`),
    '/sitemap.xml',
    apiPath('Home.Search', { q: 'harbor' }),
    '/search?q=harbor',
    '/events?show=past',
    // Answered 301 → /home (fetch follows it).
    '/',
  ];

  const auth = () => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
  let writeCount = 0;
  // Staff work: add a footer item, rename it, then remove it again, so data does not pile up.
  async function staffWrite() {
    writeCount += 1;
    const created = await call(apiPath('FooterItem.CreateFooterItem'), {
      method: 'POST',
      headers: auth(),
      body: JSON.stringify({ label: `Soak ${writeCount}`, to: '/events' }),
    });
    if (!created.ok) return;
    const { id } = created.body;
    await call(apiPath('FooterItem.UpdateFooterItem'), {
      method: 'PUT',
      headers: auth(),
      body: JSON.stringify({ id, label: `Soak ${writeCount}!`, to: '/events' }),
    });
    await call(apiPath('FooterItem.DeleteFooterItem', { footerItemId: id }), {
      method: 'DELETE',
      headers: auth(),
    });
    writes += 3;
  }

  const started = Date.now();
  const end = started + MINUTES * 60_000;
  const samples: { minute: number; rssMb: number; memory?: unknown }[] = [
    { minute: 0, rssMb: server.rssMb() },
  ];
  server.resetPeakRss();
  const sampler = setInterval(async () => {
    const sample = {
      minute: Math.round(((Date.now() - started) / 60_000) * 10) / 10,
      rssMb: server.rssMb(),
      // Where it is: V8's heap (by space), Buffers and other memory outside it.
      memory: await fetch(`${server.base}/__bench/memory`)
        .then((response) => response.json())
        .catch(() => undefined),
    };
    samples.push(sample);
  }, SAMPLE_EVERY_MS);
  let n = 0;
  // Each visitor reads one page after the other, as fast as the server answers.
  const visitor = async (v: number) => {
    for (let i = v; Date.now() < end; i++) {
      const url = publicPaths[i % publicPaths.length];
      n += 1;
      const madeUp = n % MADE_UP_EVERY === 0;
      await call(madeUp ? withMadeUpQuery(url, n) : url);
      reads += 1;
      if (madeUp) madeUpReads += 1;
    }
  };
  const staff = async () => {
    for (let tick = 1; Date.now() < end; tick++) {
      const second = Date.now();
      if (Math.floor((second - started) / 1000) % STAFF_CYCLE_SECONDS < STAFF_SECONDS)
        await Promise.all(Array.from({ length: WRITES_PER_SECOND }, () => staffWrite()));
      if (tick % 600 === 0) {
        // Access tokens expire after 15 minutes: refresh like the web app does.
        const { body: refreshed } = await call(apiPath('Users.refreshToken'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ refreshToken }),
        });
        token = refreshed.user.token;
        refreshToken = refreshed.user.refreshToken;
      }
      const wait = 1000 - (Date.now() - second);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };
  await Promise.all([staff(), ...Array.from({ length: VISITORS }, (_, v) => visitor(v))]);
  clearInterval(sampler);
  const peakMb = server.peakRssMb();
  samples.push({ minute: MINUTES, rssMb: server.rssMb() });
  const middle = samples[Math.floor(samples.length / 2)];
  const report = {
    date: new Date().toISOString(),
    database: server.database,
    minutes: MINUTES,
    visitors: VISITORS,
    logLevel: process.env.LOG_LEVEL ?? 'info',
    readsPerSecond: Math.round(reads / (MINUTES * 60)),
    writesPerSecond: WRITES_PER_SECOND * 3,
    staffSaving: `${STAFF_SECONDS} s of every ${STAFF_CYCLE_SECONDS} s`,
    reads,
    madeUpReads,
    writes,
    errors,
    rssMb: {
      start: samples[0].rssMb,
      peak: peakMb,
      middle: middle.rssMb,
      end: samples.at(-1)!.rssMb,
    },
    samples,
  };
  console.log(
    `${VISITORS} visitors: ${reads} reads (${madeUpReads} with made-up query parameters), ${writes} writes, ${errors} errors in ${MINUTES} minutes on ${server.database}`,
  );
  console.log(
    `RSS: start ${report.rssMb.start} MB, peak ${report.rssMb.peak} MB, middle ${report.rssMb.middle} MB, end ${report.rssMb.end} MB`,
  );
  writeFileSync(
    path.join(root, 'bench/results', `soak-${server.database}.json`),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  process.exitCode = errors === 0 ? 0 : 1;
} finally {
  await server.stop();
}
