/**
 * Browser tests against the real server: the production build of the web app, served by the API
 * process on a free port with a fresh temporary database (SQLite, or a PostgreSQL schema of its
 * own when TEST_DATABASE_URL is set). The server is started here and stopped by Playwright.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import pg from 'pg';
import { freePort } from '../apps/api/test/server-process.ts';
import { CHROMIUM_ARGS, findChromium } from './browser.ts';
import { E2E_ADMIN } from './credentials.ts';
import { EVERY_DATABASE } from './tags.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

// The config is loaded again in each worker: the first load decides, and passes it on by env.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'chamber-e2e-'));
if (process.env.TEST_DATABASE_URL && !process.env.E2E_DATABASE_SCHEMA) {
  process.env.E2E_DATABASE_SCHEMA = `e2e_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query(`create schema ${process.env.E2E_DATABASE_SCHEMA}`);
  await client.end();
}
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: here,
  testMatch: '**/*.spec.ts',
  outputDir: path.join(root, 'test-results', 'e2e'),
  globalTeardown: path.join(here, 'teardown.ts'),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // One retry: a test that passes only on its retry is reported as flaky (npm test prints them).
  retries: 1,
  // The PostgreSQL run repeats only the tests tagged for every database (e2e/tags.ts).
  grep: process.env.TEST_DATABASE_URL ? new RegExp(EVERY_DATABASE) : undefined,
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    // A trace costs a quarter of the run's time when every test records one: only a retry does.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `node --import tsx ${path.join(root, 'apps/api/src/main.ts')}`,
    cwd: path.join(root, 'apps/api'),
    url: `${baseURL}/api/health`,
    timeout: 90_000,
    reuseExistingServer: false,
    // E2E_SERVER_LOG=info shows the server's request log (to chase a hang, say).
    stdout: process.env.E2E_SERVER_LOG ? 'pipe' : 'ignore',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      JWT_SECRET: 'e2e-secret-that-is-long-enough-for-hs256',
      // Visitors' tests read the demo chamber; staff tests create what they need next to it.
      SEED_DEMO: process.env.E2E_SEED_DEMO ?? 'true',
      LOG_LEVEL: process.env.E2E_SERVER_LOG ?? 'warn',
      // Short-lived access tokens, so the tests see a transparent refresh.
      ACCESS_TOKEN_TTL: '8',
      LOGIN_MAX_FAILURES: '50',
      // Every browser test posts from 127.0.0.1: the per-address form limits would add up across tests.
      PUBLIC_FORM_LIMIT: '1000',
      PUBLIC_URL: baseURL,
      ...(process.env.TEST_DATABASE_URL
        ? {
            DATABASE_URL: process.env.TEST_DATABASE_URL,
            DATABASE_SCHEMA: process.env.E2E_DATABASE_SCHEMA!,
          }
        : {}),
    },
  },
});
