/** Starts the production server for the bench and soak scripts, on a fresh database, with the demo content. */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { routes, type RouteName } from '@chamber/contracts';
import { freePort } from '../apps/api/test/server-process.ts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in hundredths of a second. */
const CLOCK_TICKS_PER_SECOND = 100;
export const ADMIN = { username: 'admin', password: 'bench-admin-password' };

/** A call's path from the endpoint table (never written out here), with its query. */
export function apiPath(name: RouteName, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  return `${routes[name].path}${search ? `?${search}` : ''}`;
}

async function runSql(statement: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/**
 * Node's memory flags as `npm run serve` gives them (package.json; decision 148), or SERVER_FLAGS
 * (space-separated) to measure others.
 */
const SERVER_FLAGS = (
  process.env.SERVER_FLAGS ?? '--max-semi-space-size=4 --heap-growing-percent=30'
).split(' ');

/** SQLite by default; PostgreSQL (a schema of its own) when DATABASE_URL is set. */
export async function startServer(extraEnv: Record<string, string> = {}) {
  // WEB_DIST_DIR, as the server reads it, when a build lives elsewhere.
  const webDist = process.env.WEB_DIST_DIR || path.join(root, 'apps/web/dist');
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('Build the web app first: npm run build');
  }
  const databaseUrl = process.env.DATABASE_URL || null;
  const schema = databaseUrl ? `bench_${randomBytes(4).toString('hex')}` : null;
  if (schema) await runSql(`create schema ${schema}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chamber-bench-'));
  // SQLite: BENCH_DATA_DIR names a data folder already holding the demo content (a copy of an
  // earlier bench server's), copied here so a busy machine need not draw the pictures again.
  const seeded = process.env.BENCH_DATA_DIR;
  if (seeded && !databaseUrl) cpSync(seeded, dataDir, { recursive: true });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const log = openSync(path.join(dataDir, 'server.log'), 'a');
  // As `npm run serve` starts it (package.json).
  const child = spawn(
    process.execPath,
    [...SERVER_FLAGS, '--import', 'tsx', 'apps/api/src/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO: 'true',
        // The default level, one line per request, written to a file as in production.
        LOG_LEVEL: 'info',
        NODE_ENV: 'production',
        // As `npm run serve` runs it (docs/operations.md, memory).
        MALLOC_ARENA_MAX: '2',
        MALLOC_TRIM_THRESHOLD_: '131072',
        ...(schema ? { DATABASE_SCHEMA: schema } : {}),
        ...extraEnv,
      },
      stdio: ['ignore', log, 'inherit'],
    },
  );
  // Loading the demo content (images and their variants) took 4 minutes on a busy machine.
  const startBy = Date.now() + 600_000;
  for (;;) {
    try {
      if ((await fetch(`${base}${apiPath('Health.GetHealth')}`)).ok) break;
    } catch {
      // starting
    }
    if (Date.now() > startBy || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error('the server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    database: databaseUrl ? 'postgres' : 'sqlite',
    dataDir,
    databaseSchema: schema,
    /** Resident memory of the server process, in MB. */
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024);
    },
    /** The most resident memory the process has had since it started or resetPeakRss, in MB. */
    peakRssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)![1]) / 1024);
    },
    /**
     * CPU time the server process has used so far, in ms (user + system, all its threads). Read
     * before and after a run, it gives the work per request whatever else the machine is doing.
     */
    cpuMs() {
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      // utime and stime, fields 14 and 15 of stat (11 and 12 after the name), in clock ticks.
      return (Number(fields[11]) + Number(fields[12])) * (1000 / CLOCK_TICKS_PER_SECOND);
    },
    /** Starts peakRssMb afresh from the current memory (Linux: clear_refs 5). */
    resetPeakRss() {
      writeFileSync(`/proc/${child.pid}/clear_refs`, '5');
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      closeSync(log);
      rmSync(dataDir, { recursive: true, force: true });
      if (schema) await runSql(`drop schema ${schema} cascade`);
    },
  };
}
