/**
 * Crash safety: writes run in a loop while the server is killed with SIGKILL at random moments,
 * 10 times. After every kill the database must pass an integrity check, and after every restart
 * every write the server acknowledged must still be there.
 */
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE_NAME } from '../src/db/client.ts';
import { createTestDatabase } from './helpers.ts';
import { getJson, postJson, startServer, type ServerProcess } from './server-process.ts';

const ROUNDS = 10;
const WRITERS = 4;
let server: ServerProcess | null = null;
const database = await createTestDatabase();

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  await database.drop();
});

async function adminToken(url: string) {
  const { body } = await postJson(`${url}/api/Users/Authenticate`, {
    email: 'admin',
    password: 'admin-password-1',
  });
  return body.token as string;
}

/** Creates footer items one after another until the server dies; answers the acknowledged ids. */
async function writeUntilKilled(url: string, token: string, round: number, writer: number) {
  const acknowledged: number[] = [];
  for (let i = 0; ; i++) {
    try {
      const response = await postJson(
        `${url}/api/FooterItem/CreateFooterItem`,
        { label: `r${round}-w${writer}-${i}`, to: '/home' },
        token,
      );
      if (response.status !== 200) throw new Error(`write refused: ${response.status}`);
      acknowledged.push(response.body.id);
    } catch {
      return acknowledged; // the server is gone
    }
  }
}

function sqliteIntegrity() {
  const db = new SQLite(path.join(database.dataDir, SQLITE_FILE_NAME));
  try {
    return db.pragma('integrity_check', { simple: true });
  } finally {
    db.close();
  }
}

describe('crash safety', () => {
  it(
    `keeps every acknowledged write through ${ROUNDS} SIGKILLs`,
    { timeout: 300_000 },
    async () => {
      const env = { ...database.env, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'admin-password-1' };
      const acknowledged = new Set<number>();
      for (let round = 0; round < ROUNDS; round++) {
        server = await startServer(env);
        const token = await adminToken(server.url);

        // Everything acknowledged so far survived the previous kill.
        const { body: items } = await getJson(
          `${server.url}/api/FooterItem/GetAllFooterItems`,
          token,
        );
        const present = new Set<number>(items.map((item: { id: number }) => item.id));
        const lost = [...acknowledged].filter((id) => !present.has(id));
        expect(lost, `round ${round}: acknowledged writes lost`).toEqual([]);

        const writers = Array.from({ length: WRITERS }, (_, writer) =>
          writeUntilKilled(server!.url, token, round, writer),
        );
        await new Promise((resolve) => setTimeout(resolve, 150 + Math.random() * 450));
        server.child.kill('SIGKILL');
        await server.exited;
        for (const ids of await Promise.all(writers)) for (const id of ids) acknowledged.add(id);
        server = null;

        if (!process.env.TEST_DATABASE_URL) expect(sqliteIntegrity()).toBe('ok');
      }
      expect(acknowledged.size).toBeGreaterThan(ROUNDS);

      server = await startServer(env);
      const { body: finalItems } = await getJson(
        `${server.url}/api/FooterItem/GetAllFooterItems`,
        await adminToken(server.url),
      );
      const finalIds = new Set<number>(finalItems.map((item: { id: number }) => item.id));
      expect([...acknowledged].filter((id) => !finalIds.has(id))).toEqual([]);
    },
  );
});
