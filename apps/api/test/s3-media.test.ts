/**
 * Uploads in an S3-compatible bucket (docs/decisions/149-object-storage.md), against a real
 * S3 server (s3rver) started here: the media library's uploads, serving, Replace and delete for
 * good, and the features that copy or look for stored files, with nothing written to DATA_DIR.
 * On SQLite and PostgreSQL alike.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMAGE_VARIANT_WIDTHS,
  imageVariantPath,
  UPLOAD_NOT_IMAGE_MESSAGE,
  type MediaItem,
} from '@chamber/contracts';
import {
  createTestApp,
  eventFormFields,
  expectAnswer,
  multipart,
  pdfDocument,
  pngImage,
  uploadedMedia,
  uploadMedia,
  type TestApp,
  type UploadedFileData,
} from './helpers.ts';
import { startS3Server, type S3TestServer } from './s3-server.ts';

let s3: S3TestServer;
let bucket: Record<string, string>;
let t: TestApp;
let editor: string;
let admin: string;
let png: Buffer;

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = await s3.bucket();
  t = await createTestApp(bucket);
  admin = (await t.login()).token;
  editor = (await t.createUser({ username: 's3-editor' })).token;
  png = await pngImage(1200, 800);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const pdf = pdfDocument();

/** An image whose pixels are noise: it stays larger than the 256 KB kept in memory. */
async function noisyImage() {
  const sharp = (await import('sharp')).default;
  const width = 420;
  const height = 420;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

type File = UploadedFileData;
const upload = (file: File, token: string | null = editor) =>
  uploadMedia(t, file, token ?? undefined);
const uploaded = (file: File) => uploadedMedia(t, file, editor);
const served = (url: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url, headers });
const inBucket = async (name: string) => (await s3.keys(bucket)).includes(name);
const withVariants = (name: string) => [
  name,
  ...IMAGE_VARIANT_WIDTHS.map((width) => imageVariantPath(name, width)),
];

describe('uploads in a bucket', () => {
  it('stores an image and its variants in the bucket, nothing in DATA_DIR', async () => {
    const item = await uploaded({ data: png, filename: 'harbour.png' });
    const keys = await s3.keys(bucket);
    for (const name of withVariants(item.path)) expect(keys).toContain(name);
    expect(existsSync(path.join(t.config.dataDir, 'attachments'))).toBe(false);
  });

  it('serves an image with immutable caching and its name as entity tag, then from memory', async () => {
    const item = await uploaded({ data: await pngImage(64, 48, '#336699') });
    const first = await served(item.url);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${item.path}"`,
    });
    const sharp = (await import('sharp')).default;
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ width: 64, height: 48 });
    const again = await served(item.url);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const unchanged = await served(item.url, { 'if-none-match': `"${item.path}"` });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);

    const variant = await served(`/api/Attachments/${imageVariantPath(item.path, 480)}`);
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
  });

  it('streams a large image whole, and a range of it as 206', async () => {
    const item = await uploaded({ data: await noisyImage(), filename: 'noise.png' });
    expect(item.size).toBeGreaterThan(256 * 1024);
    const whole = await served(item.url);
    expect(whole.statusCode).toBe(200);
    expect(Number(whole.headers['content-length'])).toBe(item.size);
    expect(whole.rawPayload.length).toBe(item.size);
    expect(whole.headers.etag).toBe(`"${item.path}"`);
    expect(whole.headers['cache-control']).toContain('immutable');

    const part = await served(item.url, { range: 'bytes=1-3' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1-3/${item.size}`);
    expect(part.body).toBe('PNG');
    // A range outside the file is ignored: the whole file.
    const outside = await served(item.url, { range: `bytes=${item.size + 10}-` });
    expect(outside.statusCode).toBe(200);
    expect(outside.rawPayload.length).toBe(item.size);
  });

  it('serves a PDF inline under its uploaded name, and ranges of it', async () => {
    const item = await uploaded({
      data: pdf,
      filename: 'Annual report.pdf',
      contentType: 'application/pdf',
    });
    expect(await inBucket(item.path)).toBe(true);
    const file = await served(item.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="Annual report.pdf"; filename*=UTF-8''Annual%20report.pdf`,
      'cache-control': 'public, max-age=31536000, immutable',
    });
    const head = await served(item.url, { range: 'bytes=0-4' });
    expect(head.statusCode).toBe(206);
    expect(head.body).toBe('%PDF-');
    expect(head.headers['content-range']).toBe(`bytes 0-4/${pdf.length}`);
  });

  it('refuses a file that is not an image (400) and an upload without sign-in (401), storing nothing', async () => {
    const before = await s3.keys(bucket);
    expectAnswer(
      await upload({ data: Buffer.from('<html>hi</html>'), filename: 'x.png' }),
      400,
      UPLOAD_NOT_IMAGE_MESSAGE,
    );
    expect((await upload({ data: png }, null)).statusCode).toBe(401);
    expect(await s3.keys(bucket)).toEqual(before);
  });

  it('answers 404 in the usual shape for a name the bucket does not hold', async () => {
    for (const name of [`${'a'.repeat(24)}.png`, `${'b'.repeat(24)}.pdf`, 'jwt-secret']) {
      const response = await served(`/api/Attachments/${name}`);
      expectAnswer(response, 404, 'The file was not found.');
    }
  });

  it('Replace puts the new file in the bucket and removes the old one', async () => {
    const item = await uploaded({ data: png });
    const replaced = await t.request({
      method: 'POST',
      url: '/api/Media/Replace',
      token: editor,
      ...multipart({ id: String(item.id) }, { file: { data: await pngImage(300, 200, '#a00') } }),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const now = replaced.json() as MediaItem;
    expect(now.path).not.toBe(item.path);
    expect((await served(now.url)).statusCode).toBe(200);
    const keys = await s3.keys(bucket);
    for (const name of withVariants(now.path)) expect(keys).toContain(name);
    for (const name of withVariants(item.path)) expect(keys).not.toContain(name);
    expect((await served(item.url)).statusCode).toBe(404);
  });

  it('deleting for good from the trash removes the file and its variants from the bucket', async () => {
    const item = await uploaded({ data: png });
    // Read once, so the memory holds it: the deletion must empty that too.
    expect((await served(item.url)).statusCode).toBe(200);
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/Media/Delete?id=${item.id}`,
      token: editor,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // In the trash it is kept, and still served.
    expect(await inBucket(item.path)).toBe(true);
    const forever = await t.request({
      method: 'DELETE',
      url: `/api/Trash/DeleteForever?type=media&id=${item.id}`,
      token: admin,
    });
    expect(forever.statusCode, forever.body).toBe(200);
    const keys = await s3.keys(bucket);
    for (const name of withVariants(item.path)) expect(keys).not.toContain(name);
    expectAnswer(await served(item.url), 404, 'The file was not found.');
  });
});

describe('features that copy or look for stored files', () => {
  it('a repeated event gets its own copy of the image, in the bucket', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/Event/CreateEvent',
      token: admin,
      ...multipart(
        { ...eventFormFields('Harbour walk'), start: '2030-05-02T18:00:00Z' },
        { image: { data: png } },
      ),
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    const event = async (eventId: number) =>
      (
        await t.request({
          method: 'GET',
          url: `/api/Event/GetEventById?eventId=${eventId}`,
          token: admin,
        })
      ).json() as { imageUrl: string };
    const original = await event(id);
    const repeated = await t.request({
      method: 'POST',
      url: '/api/Event/RepeatEvent',
      token: admin,
      payload: { id, every: 'week', until: '2030-05-16' },
    });
    expect(repeated.statusCode, repeated.body).toBe(200);
    const { ids } = repeated.json() as { ids: number[] };
    expect(ids).toHaveLength(2);
    const keys = await s3.keys(bucket);
    for (const copyId of ids) {
      const copy = await event(copyId);
      expect(copy.imageUrl).not.toBe(original.imageUrl);
      for (const name of withVariants(copy.imageUrl)) expect(keys).toContain(name);
      const bytes = (await served(`/api/Attachments/${copy.imageUrl}`)).rawPayload;
      expect(bytes.equals((await served(`/api/Attachments/${original.imageUrl}`)).rawPayload)).toBe(
        true,
      );
    }
  });

  it('a duplicated page gets its own copy of the banner image, in the bucket', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/Page/CreatePage',
      token: editor,
      ...multipart(
        { name: 'Visit the harbour', url: '/s3-harbour' },
        { bannerImage: { data: png } },
      ),
    });
    expect(created.statusCode, created.body).toBe(200);
    const pageOf = async (id: number) =>
      (
        await t.request({ method: 'GET', url: `/api/Page/GetPageById?pageId=${id}`, token: editor })
      ).json() as { bannerImageFilePath: string };
    const original = await pageOf(created.json().id);
    const duplicated = await t.request({
      method: 'POST',
      url: '/api/Page/DuplicatePage',
      token: editor,
      payload: { id: created.json().id },
    });
    expect(duplicated.statusCode, duplicated.body).toBe(200);
    const copy = await pageOf(duplicated.json().id);
    expect(copy.bannerImageFilePath).not.toBe(original.bannerImageFilePath);
    expect(await inBucket(copy.bannerImageFilePath)).toBe(true);
  });

  it('restoring a revision looks in the bucket for its image', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/Event/CreateEvent',
      token: admin,
      ...multipart(eventFormFields('Picnic'), { image: { data: png } }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    const read = async () =>
      (
        await t.request({
          method: 'GET',
          url: `/api/Event/GetEventById?eventId=${id}`,
          token: admin,
        })
      ).json() as { imageUrl: string };
    const newImage = async (color: string) => {
      const updated = await t.request({
        method: 'PUT',
        url: '/api/Event/UpdateEvent',
        token: admin,
        ...multipart(
          { ...eventFormFields('Gala'), id: String(id) },
          { image: { data: await pngImage(80, 60, color) } },
        ),
      });
      expect(updated.statusCode, updated.body).toBe(200);
    };
    const restoreFirst = async () => {
      const revisions = await t.request({
        method: 'GET',
        url: `/api/Revision/GetRevisions?type=event&id=${id}`,
        token: admin,
      });
      const first = (revisions.json() as { id: number }[]).at(-1)!;
      const restored = await t.request({
        method: 'POST',
        url: '/api/Revision/RestoreRevision',
        token: admin,
        payload: { type: 'event', id, revisionId: first.id },
      });
      expect(restored.statusCode, restored.body).toBe(200);
      return restored.json().missingImages as string[];
    };
    const first = await read();
    await newImage('#0a0');
    // The first image stays in the library, so in the bucket: restored with it.
    expect(await restoreFirst()).toEqual([]);
    expect((await read()).imageUrl).toBe(first.imageUrl);

    // Replaced again, then deleted for good: the bucket no longer has it.
    await newImage('#00a');
    const library = await t.request({
      method: 'GET',
      url: '/api/Media/GetAll?pageSize=200',
      token: admin,
    });
    const media = (library.json().items as MediaItem[]).find(
      (item) => item.path === first.imageUrl,
    )!;
    for (const url of [
      `/api/Media/Delete?id=${media.id}`,
      `/api/Trash/DeleteForever?type=media&id=${media.id}`,
    ])
      expect((await t.request({ method: 'DELETE', url, token: admin })).statusCode).toBe(200);
    expect(await inBucket(first.imageUrl)).toBe(false);
    expect(await restoreFirst()).toEqual([first.imageUrl]);
    expect((await read()).imageUrl).not.toBe(first.imageUrl);
  });
});

describe('a store that stops answering', () => {
  it('answers 500 in the usual shape for what it must fetch, and still serves what it kept', async () => {
    const down = await startS3Server();
    const site = await createTestApp(await down.bucket());
    try {
      const token = (await site.login()).token;
      const upload = async (data: Buffer) => {
        const response = await site.request({
          method: 'POST',
          url: '/api/Media/Upload',
          token,
          ...multipart({}, { file: { data } }),
        });
        expect(response.statusCode, response.body).toBe(201);
        return response.json() as MediaItem;
      };
      const kept = await upload(await pngImage(40, 40, '#123456'));
      const notRead = await upload(await pngImage(40, 40, '#654321'));
      expect((await site.request({ method: 'GET', url: kept.url })).statusCode).toBe(200);
      await down.close();

      expect((await site.request({ method: 'GET', url: kept.url })).statusCode).toBe(200);
      expectAnswer(
        await site.request({ method: 'GET', url: notRead.url }),
        500,
        'Oops! Something went wrong on the server. Please contact support.',
      );
      const refused = await site.request({
        method: 'POST',
        url: '/api/Media/Upload',
        token,
        ...multipart({}, { file: { data: png } }),
      });
      expect(refused.statusCode).toBe(500);
    } finally {
      await site.close();
    }
  });
});
