/**
 * Serving cheaply (docs/decisions/148-serving-cheaply.md): uploaded images answered again before
 * Fastify, with the route's own headers, 304s and immutable caching; built files revalidated with
 * 304s; and a page cache that made-up search texts cannot grow past its budget.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteApp, createTestApp, logLines, pngImage, type TestApp } from './helpers.ts';

describe('uploaded images over HTTP', () => {
  const { stream, lines } = logLines();
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({}, { logTo: stream });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('not listening');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => t.close());

  const fetchImage = (name: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/Attachments/${name}`, { headers });
  /** Request lines of answers sent before Fastify (their ids start with "file-"). */
  const fastAnswers = (name: string) =>
    lines.filter(
      (line) =>
        line.msg === 'request' &&
        String(line.reqId).startsWith('file-') &&
        String(line.url).endsWith(name),
    );

  it('sends an image again as the route first sent it: same bytes and headers, immutable, 304 for its ETag', async () => {
    const name = await t.app.attachments.storeImage(await pngImage(40, 30, '#aa3300'));
    const bytes = (await t.request({ method: 'GET', url: `/api/Attachments/${name}` })).rawPayload;

    const first = await fetchImage(name);
    expect(first.status).toBe(200);
    expect(Buffer.from(await first.arrayBuffer())).toEqual(bytes);
    expect(fastAnswers(name)).toHaveLength(0);
    // The copy is taken once the route has answered; later reads are answered from it.
    await expect
      .poll(async () => {
        await (await fetchImage(name)).arrayBuffer();
        return fastAnswers(name).length;
      })
      .toBeGreaterThan(0);

    const again = await fetchImage(name);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(bytes);
    const headers = (response: Response) =>
      Object.fromEntries(
        [...response.headers].filter(
          ([header]) => !['date', 'keep-alive', 'connection'].includes(header),
        ),
      );
    expect(headers(again)).toEqual(headers(first));
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(again.headers.get('content-type')).toBe('image/png');
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
    expect(again.headers.get('content-security-policy')).toContain("default-src 'none'");

    const etag = again.headers.get('etag')!;
    const before = fastAnswers(name).length;
    const unchanged = await fetchImage(name, { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect(unchanged.headers.get('cache-control')).toContain('immutable');
    expect(fastAnswers(name)).toHaveLength(before + 1);
    expect(fastAnswers(name).at(-1)).toMatchObject({ method: 'GET', status: 304 });
    // Another entity tag is no match: the image itself.
    expect((await fetchImage(name, { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('leaves what it cannot answer to the route, and serves no removed image', async () => {
    const name = await t.app.attachments.storeImage(await pngImage(20, 20, '#0033aa'));
    await (await fetchImage(name)).arrayBuffer();
    await expect
      .poll(async () => {
        await (await fetchImage(name)).arrayBuffer();
        return fastAnswers(name).length;
      })
      .toBeGreaterThan(0);
    const served = fastAnswers(name).length;

    // A made-up query string, a HEAD and a range go through the route, which answers them.
    expect((await fetch(`${base}/api/Attachments/${name}?v=2`)).status).toBe(200);
    expect((await fetch(`${base}/api/Attachments/${name}`, { method: 'HEAD' })).status).toBe(200);
    expect((await fetchImage(name, { range: 'bytes=0-9' })).ok).toBe(true);
    expect(fastAnswers(name)).toHaveLength(served);

    // Unknown names and paths outside the folder are the route's 404s.
    expect((await fetchImage('a'.repeat(24) + '.png')).status).toBe(404);
    expect((await fetch(`${base}/api/Attachments/..%2fjwt-secret`)).status).toBe(404);

    // A content write empties every in-memory copy: a removed image is gone at once.
    await t.app.attachments.remove(name);
    t.app.publicCache.invalidate();
    expect((await fetchImage(name)).status).toBe(404);
  });
});

describe('built files and pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSiteApp(
      {
        'index.html': `<!doctype html><html><head><title>x</title></head><body><div id="root"></div>${'<!-- room -->'.repeat(600)}</body></html>`,
        'assets/index-abc123.js': 'console.log("the app");',
      },
      // A small budget, so that the test reaches it.
      { PUBLIC_CACHE_MB: '1' },
    );
  });
  afterAll(() => t.close());

  it('answers 304 for a built file the browser already has', async () => {
    const first = await t.request({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = String(first.headers.etag);
    const unchanged = await t.request({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    const since = await t.request({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'if-modified-since': String(first.headers['last-modified']) },
    });
    expect(since.statusCode).toBe(304);
  });

  it('keeps no more pages than its budget, whatever query strings a visitor makes up', async () => {
    const { maxBytes } = t.app.publicCache;
    expect(maxBytes).toBe(1024 * 1024);
    let largest = 0;
    // 10,000 different query strings: 200 search texts (each a page of its own, drawn and kept),
    // each asked 50 times with a different made-up campaign parameter (which share its page).
    for (let i = 0; i < 10_000; i++) {
      const url = `/search?q=made-up-${Math.floor(i / 50)}&utm_source=${i}`;
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      largest = Math.max(largest, t.app.publicCache.bytes);
      expect(t.app.publicCache.bytes).toBeLessThanOrEqual(maxBytes);
    }
    // The budget was reached (the test means something), and held.
    expect(largest).toBeGreaterThan(maxBytes * 0.9);
    expect(t.app.publicCache.size).toBeLessThan(200);
  }, 120_000);
});
