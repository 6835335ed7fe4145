/**
 * Moving a site: export from the embedded database, import into an empty PostgreSQL (or, without
 * TEST_DATABASE_URL, another SQLite) database, and every API answer is the same.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { exportSite, importSite } from '../src/backup/archive.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createAttachments } from '../src/plugins/uploads.ts';
import { seedDemoContent } from '../src/seed/demo.ts';
import { ADMIN, createTestApp, createTestDatabase, type TestApp } from './helpers.ts';

let source: TestApp;
let target: TestApp['app'];
let targetDb: ReturnType<typeof openDatabase>;
let dropTarget: () => Promise<void>;
let footerItemId: number;
const workDir = mkdtempSync(path.join(tmpdir(), 'chamber-backup-'));
const archive = path.join(workDir, 'site.tar.gz');

beforeAll(async () => {
  // The source is always the embedded database.
  source = await createTestApp({ DATABASE_URL: '' });
  await seedDemoContent(source.database.db, createAttachments(source.config.dataDir), () => {});
  await source.createUser({ username: 'editor', password: 'editor-password-1' });
  await source.request({
    method: 'POST',
    url: '/api/Contact/SendEmail',
    payload: {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      message: 'Hello there',
    },
  });
  await source.request({
    method: 'POST',
    url: '/api/Newsletter/Subscribe',
    payload: { email: 'news@example.com' },
  });
  // History to keep: a footer item saved twice (revisions, activity) and an event in the trash.
  const { token } = await source.login();
  const footerItem = await source.request({
    method: 'POST',
    url: '/api/FooterItem/CreateFooterItem',
    payload: { label: 'Visit', to: '/visit' },
    token,
  });
  footerItemId = footerItem.json().id;
  await source.request({
    method: 'PUT',
    url: '/api/FooterItem/UpdateFooterItem',
    payload: { id: footerItemId, label: 'Visit us', to: '/visit' },
    token,
  });
  const [firstEvent] = (
    await source.request({ method: 'GET', url: '/api/Event/GetAllEvents', token })
  ).json() as { id: number }[];
  await source.request({
    method: 'DELETE',
    url: `/api/Event/DeleteEvent?eventId=${firstEvent.id}`,
  });
  await exportSite(source.database, source.config.dataDir, archive);

  const empty = await createTestDatabase();
  dropTarget = empty.drop;
  const config = loadConfig({
    ...empty.env,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    WEB_DIST_DIR: '',
  });
  targetDb = openDatabase(config);
  await migrateToLatest(targetDb);
  await importSite(targetDb, config.dataDir, archive);
  target = await buildApp({ config, database: targetDb, logger: false });
});

afterAll(async () => {
  await target?.close();
  await targetDb?.db.destroy();
  await dropTarget?.();
  await source.close();
  rmSync(workDir, { recursive: true, force: true });
});

async function adminToken(app: TestApp['app']) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/Users/Authenticate',
    payload: { email: ADMIN.username, password: ADMIN.password },
  });
  expect(response.statusCode).toBe(200);
  return response.json().token as string;
}

describe('export and import', () => {
  it(`moves the site from SQLite to ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'another SQLite database'} with every answer unchanged`, async () => {
    const sourceToken = await adminToken(source.app);
    const targetToken = await adminToken(target);
    const get = async (app: TestApp['app'], token: string, url: string) => {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      return { status: response.statusCode, body: response.json() };
    };
    const lists = [
      '/api/Home/GetCMSInfo',
      '/api/Users/GetAllUsers',
      '/api/MenuItem/GetAllMenuItems?isActive=',
      '/api/Page/GetAllPages?isActive=',
      '/api/Blog/GetAllBlogs?isActive=',
      '/api/ContentSection/GetAllContentSections?isActive=',
      '/api/Banner/GetAllBanners?isActive=',
      '/api/Event/GetAllEvents',
      '/api/FooterItem/GetAllFooterItems',
      '/api/Asset/GetAsset',
      '/api/Contact/GetAllMessages',
      '/api/Newsletter/GetAllSubscribers',
    ];
    const urls = [
      ...lists,
      '/api/Trash/GetTrash',
      `/api/Revision/GetRevisions?type=footerItem&id=${footerItemId}`,
      '/api/Activity/GetActivity?type=footerItem',
      '/api/Activity/GetActivity?type=event',
    ];
    const pages = (await get(source.app, sourceToken, '/api/Page/GetAllPages?isActive=')).body as {
      id: number;
    }[];
    const blogs = (await get(source.app, sourceToken, '/api/Blog/GetAllBlogs?isActive=')).body as {
      id: number;
    }[];
    const events = (await get(source.app, sourceToken, '/api/Event/GetAllEvents')).body as {
      id: number;
    }[];
    const banners = (await get(source.app, sourceToken, '/api/Banner/GetAllBanners?isActive='))
      .body as { id: number }[];
    for (const { id } of pages)
      urls.push(
        `/api/Page/GetPageById?pageId=${id}`,
        `/api/Home/GetDynamicPage?dynamicPageId=${id}`,
      );
    for (const { id } of blogs)
      urls.push(
        `/api/Blog/GetBlogById?blogId=${id}`,
        `/api/Home/GetDynamicBlog?dynamicPageId=${id}`,
      );
    for (const { id } of events) urls.push(`/api/Event/GetEventById?eventId=${id}`);
    for (const { id } of banners) urls.push(`/api/Banner/GetBannerById?bannerId=${id}`);
    expect(urls.length).toBeGreaterThan(25);

    for (const url of urls) {
      const before = await get(source.app, sourceToken, url);
      const after = await get(target, targetToken, url);
      expect(before.status, url).toBe(200);
      expect(after, url).toEqual(before);
    }

    // Users keep their passwords, and the uploaded files came along.
    expect(
      (
        await target.inject({
          method: 'POST',
          url: '/api/Users/Authenticate',
          payload: { email: 'editor', password: 'editor-password-1' },
        })
      ).statusCode,
    ).toBe(200);
    const info = (await get(target, targetToken, '/api/Home/GetCMSInfo')).body;
    expect(
      (await target.inject({ method: 'GET', url: `/api/Attachments/${info.companyLogoPath}` }))
        .statusCode,
    ).toBe(200);
  });

  it('keeps working after the move: new rows get new ids', async () => {
    const token = await adminToken(target);
    const response = await target.inject({
      method: 'POST',
      url: '/api/FooterItem/CreateFooterItem',
      headers: { authorization: `Bearer ${token}` },
      payload: { label: 'After the move', to: '/home' },
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses to import into a database that already has content', async () => {
    await expect(importSite(source.database, source.config.dataDir, archive)).rejects.toThrow(
      /not empty/,
    );
  });
});
