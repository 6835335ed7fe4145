/**
 * Export and import carry the uploaded files from whichever storage is set to whichever is set
 * (docs/decisions/149-object-storage.md): a bucket's files into DATA_DIR, and DATA_DIR's into a
 * bucket, through the functions and through `npm run export` / `npm run import` (the CLI) with the
 * S3_* settings. On SQLite and PostgreSQL alike.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, imageVariantPath, type MediaItem } from '@chamber/contracts';
import { buildApp } from '../src/app.ts';
import { exportSite, importSite } from '../src/backup/archive.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import {
  createTestApp,
  createTestDatabase,
  pdfDocument,
  pngImage,
  uploadedMedia,
  type TestApp,
} from './helpers.ts';
import { startS3Server, type S3TestServer } from './s3-server.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workDir = mkdtempSync(path.join(tmpdir(), 'chamber-s3-backup-'));
const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';
let s3: S3TestServer;

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
  rmSync(workDir, { recursive: true, force: true });
});

const pdf = pdfDocument();

/** An image and a PDF uploaded to `site`'s library; answers them with the bytes it serves. */
async function uploadMedia(site: TestApp) {
  const { token } = await site.login();
  const files = [
    { data: await pngImage(120, 80, '#446688'), filename: 'harbour.png', contentType: 'image/png' },
    { data: pdf, filename: 'Minutes.pdf', contentType: 'application/pdf' },
  ];
  const items: { item: MediaItem; bytes: Buffer }[] = [];
  for (const file of files) {
    const item = await uploadedMedia(site, file, token);
    const served = await site.request({ method: 'GET', url: item.url });
    expect(served.statusCode).toBe(200);
    items.push({ item, bytes: served.rawPayload });
  }
  return items;
}
const storedNames = (items: { item: MediaItem }[]) =>
  items.flatMap(({ item }) =>
    item.kind === 'image'
      ? [item.path, ...IMAGE_VARIANT_WIDTHS.map((width) => imageVariantPath(item.path, width))]
      : [item.path],
  );

/** `npm run export|import -- <file>` with these settings. */
function cli(command: 'export' | 'import', file: string, env: Record<string, string>) {
  return promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'src/backup/cli.ts', command, file],
    { cwd: apiDir, env: { ...process.env, JWT_SECRET, ...env } },
  );
}

/** A site on the database these settings name, after `archive` (if given) was imported into it. */
async function openSite(env: Record<string, string>, archive?: string) {
  const config = loadConfig({ ...env, JWT_SECRET, WEB_DIST_DIR: '' });
  const database = openDatabase(config);
  await migrateToLatest(database);
  // The data folder stands for its local attachments (these sites' S3 settings are not used here).
  if (archive) await importSite(database, config.dataDir, archive);
  const app = await buildApp({ config, database, logger: false });
  return {
    config,
    database,
    app,
    async close() {
      await app.close();
      await database.db.destroy();
    },
  };
}

describe('from a bucket into DATA_DIR', () => {
  it('exports the bucket’s files (CLI) and imports them into the local folder', async () => {
    const bucket = await s3.bucket();
    const source = await createTestApp(bucket);
    const target = await createTestDatabase();
    try {
      const items = await uploadMedia(source);
      const archive = path.join(workDir, 'from-bucket.tar.gz');
      const { stdout } = await cli('export', archive, {
        DATA_DIR: source.config.dataDir,
        ...(source.config.databaseUrl
          ? {
              DATABASE_URL: source.config.databaseUrl,
              DATABASE_SCHEMA: source.config.databaseSchema!,
            }
          : {}),
        ...bucket,
      });
      expect(stdout).toContain('and the uploaded files to');

      const site = await openSite(target.env, archive);
      try {
        const folder = path.join(target.dataDir, 'attachments');
        expect(readdirSync(folder).sort()).toEqual(storedNames(items).sort());
        for (const name of readdirSync(folder))
          expect((statSync(path.join(folder, name)).mode & 0o777).toString(8)).toBe('600');
        for (const { item, bytes } of items) {
          const served = await site.app.inject({ method: 'GET', url: item.url });
          expect(served.statusCode, item.url).toBe(200);
          expect(served.rawPayload.equals(bytes)).toBe(true);
        }
      } finally {
        await site.close();
      }
    } finally {
      await source.close();
      await target.drop();
    }
  });
});

describe('from DATA_DIR into a bucket', () => {
  it('exports the local files and imports them (CLI) into the bucket, served from there', async () => {
    const source = await createTestApp();
    const target = await createTestDatabase();
    const bucket = await s3.bucket();
    try {
      const items = await uploadMedia(source);
      const archive = path.join(workDir, 'from-disk.tar.gz');
      await exportSite(source.database, source.config.dataDir, archive);

      const { stdout } = await cli('import', archive, { ...target.env, ...bucket });
      expect(stdout).toContain('and the uploaded files from');
      expect(await s3.keys(bucket)).toEqual(storedNames(items).sort());

      const site = await openSite({ ...target.env, ...bucket });
      try {
        for (const { item, bytes } of items) {
          const served = await site.app.inject({ method: 'GET', url: item.url });
          expect(served.statusCode, item.url).toBe(200);
          expect(served.rawPayload.equals(bytes)).toBe(true);
        }
        // Nothing of it went to the local folder.
        expect(readdirSync(target.dataDir)).not.toContain('attachments');
        // The archive also round-trips back out of the bucket with the functions.
        const again = path.join(workDir, 'again.tar.gz');
        await exportSite(site.database, site.app.attachments.storage, again);
        const copy = await createTestDatabase();
        try {
          const copySite = await openSite(copy.env, again);
          try {
            expect(readdirSync(path.join(copy.dataDir, 'attachments')).sort()).toEqual(
              storedNames(items).sort(),
            );
          } finally {
            await copySite.close();
          }
        } finally {
          await copy.drop();
        }
      } finally {
        await site.close();
      }
    } finally {
      await source.close();
      await target.drop();
    }
  });
});
