import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMAGE_VARIANT_WIDTHS,
  imageVariantPath,
  UPLOAD_NOT_IMAGE_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
} from '@chamber/contracts';
import { readBody } from '../src/plugins/uploads.ts';
import { createTestApp, expectAnswer, multipart, pngImage, type TestApp } from './helpers.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  // The upload plumbing is shared by later modules; this route exercises it exactly as they will.
  t.app.post('/api/Test/Upload', { config: { access: 'ownAccount' } }, async (request) => {
    const { files } = await readBody(request);
    if (!files.image) return { path: null };
    return { path: await t.app.attachments.storeImage(files.image) };
  });
  t.app.post('/api/Test/Remove', { config: { access: 'ownAccount' } }, async (request) => {
    await t.app.attachments.remove((request.body as { path: string }).path);
    return { removed: true };
  });
  token = (await t.login()).token;
});
afterAll(() => t.close());

const upload = (data: Buffer, filename = 'photo.png', contentType = 'image/png') =>
  t.request({
    method: 'POST',
    url: '/api/Test/Upload',
    token,
    ...multipart({}, { image: { data, filename, contentType } }),
  });

describe('image uploads', () => {
  it('stores a real image under a content-hashed name and serves it with immutable caching', async () => {
    const response = await upload(await pngImage());
    expect(response.statusCode).toBe(200);
    const { path: filePath } = response.json();
    expect(filePath).toMatch(/^[a-f0-9]{24}\.png$/);
    expect(existsSync(path.join(t.config.dataDir, 'attachments', filePath))).toBe(true);

    const served = await t.request({ method: 'GET', url: `/api/Attachments/${filePath}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('also stores WebP variants at 480, 960 and 1600 px wide (never enlarged), removed with the image', async () => {
    const sharp = (await import('sharp')).default;
    const response = await upload(await pngImage(1200, 600));
    const { path: filePath } = response.json();
    const widths: Record<number, number> = {};
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const variant = await t.request({
        method: 'GET',
        url: `/api/Attachments/${imageVariantPath(filePath, width)}`,
      });
      expect(variant.statusCode).toBe(200);
      expect(variant.headers['content-type']).toBe('image/webp');
      widths[width] = (await sharp(variant.rawPayload).metadata()).width!;
    }
    expect(widths).toEqual({ 480: 480, 960: 960, 1600: 1200 });

    await t.app.attachments.remove(filePath);
    const left = readdirSync(path.join(t.config.dataDir, 'attachments')).filter((f) =>
      f.startsWith(filePath.slice(0, 24)),
    );
    expect(left).toEqual([]);
  });

  it('checks the bytes, not the name: text, HTML and SVG named .png are refused', async () => {
    const fakes = [
      Buffer.from('just some text'),
      Buffer.from('<html><script>alert(1)</script></html>'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ];
    for (const data of fakes) {
      const response = await upload(data);
      expectAnswer(response, 400, UPLOAD_NOT_IMAGE_MESSAGE);
    }
  });

  it('refuses a truncated image', async () => {
    const sharp = (await import('sharp')).default;
    const jpeg = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#a33' },
    })
      .jpeg()
      .toBuffer();
    const response = await upload(
      jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      'cut.jpg',
      'image/jpeg',
    );
    expect(response.statusCode).toBe(400);
  });

  it('refuses files over 30 MB with 413', async () => {
    const response = await upload(Buffer.alloc(30 * 1024 * 1024 + 1, 1));
    expectAnswer(response, 413, UPLOAD_TOO_LARGE_MESSAGE);
  });

  it('stores nothing when a request is refused', async () => {
    const before = readdirSync(path.join(t.config.dataDir, 'attachments')).length;
    await upload(Buffer.from('nope'));
    expect(readdirSync(path.join(t.config.dataDir, 'attachments')).length).toBe(before);
  });

  it('needs a signed-in user to upload', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/Test/Upload',
      ...multipart({}, { image: { data: await pngImage() } }),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/Attachments/*', () => {
  it('rejects path traversal and unknown files with 404', async () => {
    const attempts = [
      '/api/Attachments/../../etc/passwd',
      '/api/Attachments/..%2f..%2fetc%2fpasswd',
      '/api/Attachments/%2e%2e/jwt-secret',
      '/api/Attachments/..%5cjwt-secret',
      '/api/Attachments/jwt-secret',
      '/api/Attachments/' + 'a'.repeat(24) + '.png',
    ];
    for (const url of attempts) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain(t.config.jwtSecret);
    }
  });

  it('answers repeat reads from memory, 304 for its ETag, and nothing once a write removed it', async () => {
    const { path: filePath } = (await upload(await pngImage())).json();
    const url = `/api/Attachments/${filePath}`;
    const first = await t.request({ method: 'GET', url });
    const second = await t.request({ method: 'GET', url });
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers['content-type']).toBe('image/png');
    expect(second.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const etag = String(second.headers.etag);
    const unchanged = await t.request({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);

    const removed = await t.request({
      method: 'POST',
      url: '/api/Test/Remove',
      token,
      payload: { path: filePath },
    });
    expect(removed.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(404);
  });
});
