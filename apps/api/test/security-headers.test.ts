/**
 * HTTP hardening: CSP (also on the API reference), frame-ancestors, nosniff, referrer policy, CORS
 * closed by default; and a data folder that only its owner can read.
 */
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportSite, importSite } from '../src/backup/archive.ts';
import { openDatabase, SQLITE_FILE_NAME } from '../src/db/client.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import {
  createSiteApp,
  createTestApp,
  createTestDatabase,
  multipart,
  pngImage,
  type TestApp,
} from './helpers.ts';

let t: TestApp;
let open: TestApp;
beforeAll(async () => {
  t = await createSiteApp({
    'index.html': '<!doctype html><html><head><title>x</title></head><body></body></html>',
  });
  open = await createTestApp({ CORS_ORIGINS: 'https://partner.example' });
});
afterAll(async () => {
  await t.close();
  await open.close();
});

const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it('pages allow only our own scripts, cannot be framed, and carry nosniff and a referrer policy', async () => {
    const response = await t.request({ method: 'GET', url: '/home' });
    const csp = directives(response.headers['content-security-policy'] as string);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('adds the analytics hosts only once an analytics id is set', async () => {
    await t.database.db
      .updateTable('companySettings')
      .set({ googleAnalyticsId: 'G-TEST1234', facebookPixelCode: '1234567890' })
      .where('id', '=', 1)
      .execute();
    t.app.publicCache.invalidate();
    const response = await t.request({ method: 'GET', url: '/home' });
    const csp = directives(response.headers['content-security-policy'] as string);
    expect(csp['script-src']).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
      'https://connect.facebook.net',
    ]);
    await t.database.db
      .updateTable('companySettings')
      .set({ googleAnalyticsId: null, facebookPixelCode: null })
      .where('id', '=', 1)
      .execute();
    t.app.publicCache.invalidate();
  });

  it('API answers may load nothing and be framed by no one', async () => {
    const response = await t.request({ method: 'GET', url: '/api/Home/GetCMSInfo' });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('CORS is closed by default and opens only to configured origins', async () => {
    const closed = await t.request({
      method: 'GET',
      url: '/api/Home/GetCMSInfo',
      headers: { origin: 'https://evil.example' },
    });
    expect(closed.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.request({
      method: 'OPTIONS',
      url: '/api/Users/GetAllUsers',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();

    const allowed = await open.request({
      method: 'GET',
      url: '/api/Home/GetCMSInfo',
      headers: { origin: 'https://partner.example' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
    const other = await open.request({
      method: 'GET',
      url: '/api/Home/GetCMSInfo',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the API reference (/api/docs)', () => {
  it.each(['/api/docs', '/api/docs/', '/api/docs/static/swagger-ui-bundle.js', '/api/docs/json'])(
    '%s carries a strict policy: only its own scripts, no inline script, no framing',
    async (url) => {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const csp = directives(response.headers['content-security-policy'] as string);
      expect(csp['default-src']).toEqual(["'none'"]);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['connect-src']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(response.headers['content-security-policy']).not.toContain('unsafe');
    },
  );

  it('the page loads its scripts and styles from /api/docs/static, all of them served', async () => {
    const page = (await t.request({ method: 'GET', url: '/api/docs/' })).body;
    const assets = [...page.matchAll(/(?:src|href)="\.\/(static\/[^"]+)"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(3);
    expect(page).not.toMatch(/<script>|<script [^>]*>[^<\s]/);
    for (const asset of assets) {
      const response = await t.request({ method: 'GET', url: `/api/docs/${asset}` });
      expect(response.statusCode, asset).toBe(200);
    }
  });
});

describe('the data folder is for its owner only', () => {
  const mode = (file: string) => statSync(file).mode & 0o777;
  const sqlite = !process.env.TEST_DATABASE_URL;
  let umask: number;
  let dataDir: string;

  // The usual umask, which leaves new files readable by everyone unless told otherwise.
  beforeAll(() => {
    umask = process.umask(0o022);
  });
  afterAll(() => {
    process.umask(umask);
  });
  beforeAll(() => {
    dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'chamber-modes-')), 'data');
  });
  afterAll(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  /** A server on `dataDir` that generates its own JWT secret, as without JWT_SECRET. */
  const start = () => createTestApp({ DATA_DIR: dataDir, JWT_SECRET: '' });

  function expectPrivate() {
    expect(mode(dataDir).toString(8)).toBe('700');
    expect(mode(path.join(dataDir, 'jwt-secret')).toString(8)).toBe('600');
    expect(mode(path.join(dataDir, 'attachments')).toString(8)).toBe('700');
    // PostgreSQL keeps the data elsewhere; the folder still holds the secret and the uploads.
    if (sqlite) {
      const database = path.join(dataDir, SQLITE_FILE_NAME);
      expect(mode(database).toString(8)).toBe('600');
      // Write-ahead log and shared memory, there while the database is open.
      for (const beside of [`${database}-wal`, `${database}-shm`]) {
        expect(mode(beside).toString(8), beside).toBe('600');
      }
    } else {
      expect(existsSync(path.join(dataDir, SQLITE_FILE_NAME))).toBe(false);
    }
  }

  /** A start, after which the data folder is private. */
  async function expectPrivateAfterStart() {
    const app = await start();
    try {
      expectPrivate();
    } finally {
      await app.close();
    }
  }

  it('a first start makes the folder 0700 and the database and secret 0600', async () => {
    await expectPrivateAfterStart();
  });

  it('uploaded images and their variants are 0600', async () => {
    const app = await start();
    try {
      const { token } = await app.login();
      const response = await app.request({
        method: 'PUT',
        url: '/api/Asset/UpdateAsset',
        token,
        ...multipart(
          { companyName: 'Modes', emailAddress: 'modes@example.com' },
          { companyLogo: { data: await pngImage(800, 200) } },
        ),
      });
      expect(response.statusCode).toBe(200);
      const files = readdirSync(path.join(dataDir, 'attachments'));
      // The image and its WebP variants.
      expect(files.length).toBeGreaterThan(1);
      for (const file of files) {
        expect(mode(path.join(dataDir, 'attachments', file)).toString(8), file).toBe('600');
      }
    } finally {
      await app.close();
    }
  });

  it('a backup archive is 0600, and a restore writes the uploads 0600', async () => {
    const app = await start();
    const archive = path.join(path.dirname(dataDir), 'site.tar.gz');
    const target = await createTestDatabase();
    const targetDb = openDatabase({
      databaseUrl: target.env.DATABASE_URL ?? null,
      databaseSchema: target.env.DATABASE_SCHEMA ?? null,
      dataDir: target.dataDir,
    });
    try {
      await exportSite(app.database, dataDir, archive);
      expect(mode(archive).toString(8)).toBe('600');
      await migrateToLatest(targetDb);
      await importSite(targetDb, target.dataDir, archive);
      const restored = path.join(target.dataDir, 'attachments');
      expect(mode(restored).toString(8)).toBe('700');
      const files = readdirSync(restored);
      expect(files.length).toBeGreaterThan(1);
      for (const file of files)
        expect(mode(path.join(restored, file)).toString(8), file).toBe('600');
    } finally {
      await targetDb.db.destroy();
      await target.drop();
      await app.close();
    }
  });

  it('a folder left readable by everyone is tightened at the next start', async () => {
    chmodSync(dataDir, 0o755);
    chmodSync(path.join(dataDir, 'jwt-secret'), 0o644);
    chmodSync(path.join(dataDir, 'attachments'), 0o777);
    if (sqlite) chmodSync(path.join(dataDir, SQLITE_FILE_NAME), 0o644);
    await expectPrivateAfterStart();
  });

  it('a data folder that does not exist yet is made 0700', async () => {
    const nested = path.join(path.dirname(dataDir), 'new', 'data');
    mkdirSync(path.dirname(path.dirname(nested)), { recursive: true });
    const app = await createTestApp({ DATA_DIR: nested });
    try {
      expect(mode(nested).toString(8)).toBe('700');
    } finally {
      await app.close();
    }
  });
});
