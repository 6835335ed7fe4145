/**
 * The session check every signed-in request makes (apps/api/src/lib/sessions.ts), timed on the
 * bench server's own database: microseconds per check as the server runs it (SQLite: a lookup
 * each time; PostgreSQL: the answer kept in memory), and on PostgreSQL also the lookup a request
 * makes when nothing is kept (the first request of a session, or after any session ended).
 */
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { createSessionStore } from '../apps/api/src/lib/sessions.ts';
import type { InstanceNotices } from '../apps/api/src/lib/instance-notices.ts';
import { ADMIN, apiPath } from './server.ts';

const CHECKS = 20_000;
const LOOKUPS = 2_000;

type BenchServer = {
  base: string;
  dataDir: string;
  databaseSchema: string | null;
};

/** No other instance here: nothing to hear, nothing to tell. */
const quiet: InstanceNotices = { send: async () => {}, subscribe: () => {} };

async function microsPerCall(times: number, call: () => Promise<unknown>) {
  for (let i = 0; i < Math.min(times, 500); i++) await call(); // warm up
  const start = performance.now();
  for (let i = 0; i < times; i++) await call();
  return Math.round(((performance.now() - start) * 1000 * 100) / times) / 100;
}

export async function measureSessionCheck(server: BenchServer) {
  const response = await fetch(`${server.base}${apiPath('Users.Authenticate')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.username, password: ADMIN.password }),
  });
  const { token } = (await response.json()) as { token: string };
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as {
    sub: string;
    sid: number;
  };
  const databaseUrl = process.env.DATABASE_URL || null;
  const database = openDatabase({
    databaseUrl,
    databaseSchema: server.databaseSchema,
    dataDir: server.dataDir,
  });
  try {
    const userId = Number(claims.sub);
    const asServed = createSessionStore(database, databaseUrl ? quiet : null);
    const check = async () => {
      if (!(await asServed.currentUser(claims.sid, userId))) throw new Error('session not found');
    };
    const result: { microsPerCheck: number; microsPerLookup?: number } = {
      microsPerCheck: await microsPerCall(CHECKS, check),
    };
    if (databaseUrl) {
      const alwaysAsks = createSessionStore(database, null);
      result.microsPerLookup = await microsPerCall(LOOKUPS, () =>
        alwaysAsks.currentUser(claims.sid, userId),
      );
    }
    return result;
  } finally {
    await database.db.destroy();
  }
}
