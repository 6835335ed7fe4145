/** The request log: one line per answered request, with what an operator needs and no secret. */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { bootstrap } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createTestDatabase } from './helpers.ts';

const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});
let close: () => Promise<void>;
let inject: Awaited<ReturnType<typeof buildApp>>['inject'];

beforeAll(async () => {
  const database = await createTestDatabase();
  const config = loadConfig({
    ...database.env,
    JWT_SECRET: 'x'.repeat(40),
    ADMIN_PASSWORD: 'admin-password-1',
    WEB_DIST_DIR: '',
  });
  const handle = openDatabase(config);
  await migrateToLatest(handle);
  await bootstrap(handle.db, config, () => {});
  const app = await buildApp({ config, database: handle, logger: { level: 'info', stream } });
  inject = app.inject.bind(app);
  close = async () => {
    await app.close();
    await handle.db.destroy();
    await database.drop();
  };
});
afterAll(() => close());

describe('request log', () => {
  it('writes one line per request: method, address, status and time, without the token', async () => {
    const before = lines.length;
    const response = await inject({
      method: 'GET',
      url: '/api/Event/GetEventById?eventId=999',
      headers: { authorization: 'Bearer secret-token-value' },
    });
    expect(response.statusCode).toBe(404);
    const written = lines
      .slice(before)
      .filter((line) => line.url === '/api/Event/GetEventById?eventId=999');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ msg: 'request', method: 'GET', status: 404 });
    expect(typeof written[0]!.ms).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secret-token-value');
  });
});
