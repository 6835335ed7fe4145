/** HTTP hardening: CSP, frame-ancestors, nosniff, referrer policy, and CORS closed by default. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let open: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'chamber-web-'));
  writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body></body></html>',
  );
  t = await createTestApp({ WEB_DIST_DIR: webDir });
  open = await createTestApp({ CORS_ORIGINS: 'https://partner.example' });
});
afterAll(async () => {
  await t.close();
  await open.close();
  rmSync(webDir, { recursive: true, force: true });
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
