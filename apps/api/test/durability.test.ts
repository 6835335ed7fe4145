/**
 * The real server process: an acknowledged write survives SIGKILL, and two processes sharing one
 * SQLite data folder neither corrupt nor lose data.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { lostTheMigrationRace, migrateToLatest } from '../src/db/migrate.ts';
import { createTestDatabase } from './helpers.ts';
import { getJson, postJson, startServer, type ServerProcess } from './server-process.ts';

const ADMIN_ENV = { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'admin-password-1' };
const running: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const server of running.splice(0)) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function start(env: Record<string, string>) {
  const server = await startServer({ ...ADMIN_ENV, ...env });
  running.push(server);
  return server;
}

async function adminToken(url: string) {
  const { body } = await postJson(`${url}/api/Users/Authenticate`, {
    email: 'admin',
    password: 'admin-password-1',
  });
  return body.token as string;
}

const newUser = (username: string) => ({
  username,
  fullName: 'Durable User',
  email: `${username}@example.com`,
  password: 'durable-password',
  confirmPassword: 'durable-password',
});

describe('durability', () => {
  it('keeps a registered user after the server is killed with SIGKILL right after answering', async () => {
    const database = await createTestDatabase();
    cleanups.push(database.drop);
    const first = await start(database.env);
    const registered = await postJson(
      `${first.url}/api/Users/Register`,
      newUser('survivor'),
      await adminToken(first.url),
    );
    expect(registered.status).toBe(200);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');

    const second = await start(database.env);
    const users = await getJson(
      `${second.url}/api/Users/GetAllUsers`,
      await adminToken(second.url),
    );
    expect(users.body.map((u: { username: string }) => u.username)).toContain('survivor');
    const session = await postJson(`${second.url}/api/Users/Authenticate`, {
      email: 'survivor',
      password: 'durable-password',
    });
    expect(session.status).toBe(200);
  });

  it('lets two processes share one data folder without losing writes', async () => {
    const database = await createTestDatabase();
    cleanups.push(database.drop);
    // Both start at the same moment: migrations and the first administrator race.
    const [a, b] = await Promise.all([start(database.env), start(database.env)]);
    const [tokenA, tokenB] = await Promise.all([adminToken(a.url), adminToken(b.url)]);
    const writes = [];
    for (let i = 0; i < 10; i++) {
      writes.push(postJson(`${a.url}/api/Users/Register`, newUser(`alpha${i}`), tokenA));
      writes.push(postJson(`${b.url}/api/Users/Register`, newUser(`beta${i}`), tokenB));
    }
    const results = await Promise.all(writes);
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));

    for (const server of [a, b]) {
      const users = await getJson(`${server.url}/api/Users/GetAllUsers`, tokenA);
      const names = users.body.map((u: { username: string }) => u.username);
      expect(names.filter((n: string) => n === 'admin')).toHaveLength(1);
      expect(names).toHaveLength(21);
    }
  });

  it('finishes in-flight requests on SIGTERM, then exits cleanly', async () => {
    const database = await createTestDatabase();
    cleanups.push(database.drop);
    const server = await start({ ...database.env, LOG_LEVEL: 'debug' });
    const token = await adminToken(server.url);
    const pending = postJson(`${server.url}/api/Users/Register`, newUser('graceful'), token);
    // SIGTERM once the server has the request, not after a guessed delay (a busy machine may be slow).
    await vi.waitFor(
      () =>
        expect(
          server
            .output()
            .split('\n')
            .some(
              (line) => line.includes('request received') && line.includes('/api/Users/Register'),
            ),
        ).toBe(true),
      { timeout: 25_000, interval: 10 },
    );
    server.child.kill('SIGTERM');
    expect((await pending).status).toBe(200);
    expect(await server.exited).toBe(0);
  });
});

describe('two processes migrating one SQLite file at once', () => {
  const sqliteError = (code: string, message: string) =>
    Object.assign(new Error(message), { code });

  it('the one that lost the race tries again; any other failure stops the start', () => {
    expect(lostTheMigrationRace(sqliteError('SQLITE_BUSY', 'database is locked'))).toBe(true);
    expect(lostTheMigrationRace(sqliteError('SQLITE_BUSY_SNAPSHOT', 'snapshot'))).toBe(true);
    expect(lostTheMigrationRace(sqliteError('SQLITE_SCHEMA', 'table "users" already exists'))).toBe(
      true,
    );
    expect(lostTheMigrationRace(sqliteError('SQLITE_ERROR', 'table "users" already exists'))).toBe(
      true,
    );
    expect(lostTheMigrationRace(sqliteError('SQLITE_ERROR', 'near "CREAT": syntax error'))).toBe(
      false,
    );
    expect(lostTheMigrationRace(sqliteError('SQLITE_FULL', 'database or disk is full'))).toBe(
      false,
    );
    expect(lostTheMigrationRace(new Error('connection refused'))).toBe(false);
  });
});

describe('several schemas in one PostgreSQL database', () => {
  // Kysely's own introspection lists every schema's columns, and failed when another schema
  // changed meanwhile (two test files, or two sites, on one database).
  it.runIf(process.env.TEST_DATABASE_URL)(
    'the migrator looks at its own schema only, whatever the others hold',
    async () => {
      const [first, second] = [await createTestDatabase(), await createTestDatabase()];
      const open = (env: Record<string, string>) =>
        openDatabase(loadConfig({ ...env, JWT_SECRET: 'x'.repeat(40), WEB_DIST_DIR: '' }));
      const [one, two] = [open(first.env), open(second.env)];
      try {
        await migrateToLatest(one);
        expect(await two.db.introspection.getTables()).toEqual([]);
        await migrateToLatest(two);
        const names = (await two.db.introspection.getTables()).map((table) => table.name);
        expect(names).toContain('refresh_tokens');
        expect(new Set((await two.db.introspection.getTables()).map((t) => t.schema))).toEqual(
          new Set([two.schema]),
        );
        expect(await two.db.introspection.getSchemas()).toEqual([{ name: two.schema }]);
      } finally {
        await Promise.all([one.db.destroy(), two.db.destroy()]);
        await Promise.all([first.drop(), second.drop()]);
      }
    },
  );
});
