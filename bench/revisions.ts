/**
 * node --import tsx bench/revisions.ts: how much the database grows when one large page is saved
 * 1,000 times (decision 114: every save keeps a revision, the newest 100 per item stay), and how
 * long a save takes meanwhile. Through the production server and the real Update route, on
 * SQLite, or PostgreSQL with DATABASE_URL. Written to bench/results/revisions-<database>.json.
 */
import { statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ADMIN, apiPath, root, startServer } from './server.ts';

const SAVES = 1000;
const server = await startServer();
const { base } = server;

const token = await (async () => {
  const response = await fetch(`${base}${apiPath('Users.Authenticate')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.username, password: ADMIN.password }),
  });
  return ((await response.json()) as { token: string }).token;
})();
const auth = { authorization: `Bearer ${token}` };

/** A long page: every text at its limit, and a description of about 5,000 words (30 KB). */
const WORDS = 'members harbor ferry market council business owners gather every season'.split(' ');
const longText = (length: number, seed: number) => {
  let text = '';
  for (let i = seed; text.length < length; i++) text += `${WORDS[i % WORDS.length]} `;
  return text.slice(0, length).trim();
};
const fields = (save: number) => ({
  name: `Large page ${'x'.repeat(230)}`,
  title: longText(250, 1),
  url: '/large-page',
  keywords: longText(1500, 2),
  // Each save changes some words, as an editor does.
  description: `Save ${save}. ${longText(30_000, save)}`,
});
const form = (values: Record<string, string | number>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.append(name, String(value));
  return body;
};

/** The database's size in bytes: the SQLite file (with its WAL), or the schema's tables. */
async function databaseBytes() {
  if (server.database === 'sqlite') {
    const file = path.join(server.dataDir, 'chamber.db');
    const size = (name: string) => {
      try {
        return statSync(name).size;
      } catch {
        return 0;
      }
    };
    return size(file) + size(`${file}-wal`);
  }
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const { rows } = await client.query(
    `select coalesce(sum(pg_total_relation_size(c.oid)), 0)::bigint as bytes
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind = 'r'`,
    [server.databaseSchema],
  );
  await client.end();
  return Number(rows[0].bytes);
}

try {
  const created = await fetch(`${base}${apiPath('Page.CreatePage')}`, {
    method: 'POST',
    headers: auth,
    body: form(fields(0)),
  });
  const { id } = (await created.json()) as { id: number };
  const before = await databaseBytes();
  const times: number[] = [];
  for (let save = 1; save <= SAVES; save++) {
    const started = performance.now();
    const response = await fetch(`${base}${apiPath('Page.UpdatePage')}`, {
      method: 'PUT',
      headers: auth,
      body: form({ ...fields(save), id }),
    });
    if (!response.ok) throw new Error(`save ${save}: ${response.status} ${await response.text()}`);
    times.push(performance.now() - started);
  }
  const after = await databaseBytes();
  const history = (await (
    await fetch(`${base}${apiPath('Revision.GetRevisions', { type: 'page', id })}`, {
      headers: auth,
    })
  ).json()) as unknown[];
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (at: number) => Math.round(sorted[Math.floor(at * (sorted.length - 1))] * 10) / 10;
  const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  const result = {
    date: new Date().toISOString(),
    database: server.database,
    saves: SAVES,
    snapshotKb: Math.round(JSON.stringify(fields(1)).length / 1024),
    revisionsKept: history.length,
    databaseMbBefore: mb(before),
    databaseMbAfter: mb(after),
    growthMb: mb(after - before),
    saveMs: { median: ms(0.5), p95: ms(0.95), max: ms(1) },
  };
  console.log(result);
  writeFileSync(
    path.join(root, `bench/results/revisions-${server.database}.json`),
    `${JSON.stringify(result, null, 2)}\n`,
  );
} finally {
  await server.stop();
}
