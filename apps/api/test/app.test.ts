import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteApp, type TestApp } from './helpers.ts';

const ASSET = `console.log(${JSON.stringify('the app code '.repeat(200))});`;

let t: TestApp;
let unguardedRouteError: unknown;
beforeAll(async () => {
  t = await createSiteApp({
    'index.html': `<!doctype html><html><head><title>Chamber</title></head><body><div id="root">the app</div>${'<p>words of the page</p>'.repeat(100)}</body></html>`,
    // A built asset and the compressed copies the build writes beside it.
    'assets/index-abc123.js': ASSET,
    'assets/index-abc123.js.br': brotliCompressSync(ASSET),
    'assets/index-abc123.js.gz': gzipSync(ASSET),
  });
  // Routes can only be added before the first request.
  t.app.get('/api/Test/Boom', { config: { access: 'public' } }, async () => {
    throw new Error('secret internal detail');
  });
  try {
    t.app.get('/api/Test/Unguarded', async () => 'open');
  } catch (error) {
    unguardedRouteError = error;
  }
});
afterAll(() => t.close());

describe('the HTTP application', () => {
  it('GET /api/health answers 200 after checking the database', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: t.database.dialect });
  });

  it('matches API paths case-insensitively', async () => {
    const response = await t.request({ method: 'GET', url: '/api/home/getcmsinfo' });
    expect(response.statusCode).toBe(200);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.request({ method: 'GET', url: '/api/Nope/Nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });

  it('serves built assets precompressed and cached for a year, and pages compressed', async () => {
    const plain = await t.request({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const accepting = (url: string, encodings: string) =>
      t.request({ method: 'GET', url, headers: { 'accept-encoding': encodings } });
    const br = await accepting('/assets/index-abc123.js', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET);

    const page = await accepting('/home', 'gzip');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(page.rawPayload).toString()).toContain('the app');
    const pageBr = await accepting('/home', 'br, gzip');
    expect(pageBr.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(pageBr.rawPayload).toString()).toContain('the app');

    // Cached public reads over 1 KB are compressed too (once, then reused).
    await t.database.db
      .updateTable('companySettings')
      .set({ seo: 'Harbor businesses and community. '.repeat(60) })
      .execute();
    t.app.publicCache.invalidate();
    const info = await t.request({
      method: 'GET',
      url: '/api/Home/GetCMSInfo',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(info.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(info.rawPayload).toString())).toHaveProperty('companyName');
  });

  it('serves the SPA for the app’s paths, and with 404 for unknown ones', async () => {
    for (const url of ['/home', '/admin/management/users', '/events']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('the app');
    }
    // The home page has one address.
    const root = await t.request({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(301);
    expect(root.headers.location).toBe('/home');
    const unknown = await t.request({ method: 'GET', url: '/some/page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('the app');
  });

  it('publishes the OpenAPI description at /api/docs', async () => {
    const response = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/Users/Authenticate', '/api/Home/GetCMSInfo']),
    );
    expect((await t.request({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('reads an empty body labelled as JSON (a bodiless DELETE) as no body', async () => {
    const { token } = await t.login();
    const response = await t.request({
      method: 'DELETE',
      url: '/api/FooterItem/DeleteFooterItem?footerItemId=999999',
      token,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses oversized JSON bodies with 413', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/Users/Authenticate',
      payload: { email: 'admin', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
  });

  it('answers a server fault with a generic message and no internals', async () => {
    const response = await t.request({ method: 'GET', url: '/api/Test/Boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Oops! Something went wrong on the server. Please contact support.',
    });
  });

  it('cannot register an API route that does not say who may call it', async () => {
    expect(String(unguardedRouteError)).toMatch(/does not declare config.access/);
    expect((await t.request({ method: 'GET', url: '/api/Test/Unguarded' })).statusCode).toBe(404);
  });
});
