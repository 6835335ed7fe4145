/**
 * Photos straight from staff phones (decision 112), through a real image field (a page's banner):
 * big JPEGs held sideways with GPS, HEIC, and the bad files a server meets — each refused with a
 * clear message while the server keeps answering. The last test runs the real server process and
 * sends it ten large photos at once.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import {
  IMAGE_VARIANT_WIDTHS,
  imageVariantPath,
  MAX_UPLOAD_BYTES,
  UPLOAD_DAMAGED_MESSAGE,
  UPLOAD_NOT_IMAGE_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  UPLOAD_TOO_MANY_PIXELS_MESSAGE,
} from '@chamber/contracts';
import {
  createTestDatabase,
  expectAnswer,
  multipart,
  pngImage,
  withSignedInUser,
  type TestApp,
} from './helpers.ts';
import { decompressionBomb, heicPhoto, metadataOf, phoneJpeg } from './phone-photos.ts';
import { getJson, postJson, startServer, type ServerProcess } from './server-process.ts';

const MB = 1024 * 1024;
type Photo = { data: Buffer; filename: string; contentType: string };
/** A file as the browser uploads it: its bytes, its name and its type. */
const photoFile = (data: Buffer, filename: string, contentType: string): Photo => ({
  data,
  filename,
  contentType,
});
/** The first half of a file, as an upload cut off half-way arrives. */
const firstHalf = (whole: Buffer) => whole.subarray(0, Math.floor(whole.length / 2));

let t: TestApp;
let token: string;
withSignedInUser((session) => ({ t, token } = session), { fullName: 'Phone Photographer' });

let pageCount = 0;
/** Creates a page with `photo` as its banner, as the page editor sends it (signed in unless ''). */
const createPageWith = (photo: Photo, as = token) =>
  t.request({
    method: 'POST',
    url: '/api/Page/CreatePage',
    token: as,
    ...multipart({ name: 'Photo page', url: `/photo-${++pageCount}` }, { bannerImage: photo }),
  });

/** The stored banner of a page created with `photo`, and its WebP variants, as served. */
async function storedBanner(data: Buffer, filename: string, contentType: string) {
  const created = await createPageWith(photoFile(data, filename, contentType));
  expect(created.statusCode, created.body).toBe(200);
  const page = await t.request({
    method: 'GET',
    url: `/api/Page/GetPageById?pageId=${created.json().id}`,
    token,
  });
  const file: string = page.json().bannerImageFilePath;
  const serve = async (name: string) => {
    const served = await t.request({ method: 'GET', url: `/api/Attachments/${name}` });
    expect(served.statusCode).toBe(200);
    return served;
  };
  const main = await serve(file);
  const variants = [];
  for (const width of IMAGE_VARIANT_WIDTHS)
    variants.push(await serve(imageVariantPath(file, width)));
  return { file, main, variants };
}

const storedFiles = () => readdirSync(path.join(t.config.dataDir, 'attachments')).length;
/** Uploads wait on disk while their request runs, and are gone once it has been answered. */
const noUploadsLeftBehind = () =>
  vi.waitFor(() => expect(readdirSync(t.app.attachments.incomingDir)).toEqual([]));

describe('photos straight from a phone', () => {
  it('a 12-megapixel JPEG held sideways with GPS comes back upright, at most 2560 px, with no metadata in any stored file', async () => {
    const data = await phoneJpeg();
    expect(data.length).toBeGreaterThanOrEqual(8 * MB);
    expect(await metadataOf(data)).toMatchObject({
      width: 4000,
      height: 3000,
      orientation: 6,
      hasGps: true,
    });

    const { file, main, variants } = await storedBanner(data, 'IMG_0412.JPG', 'image/jpeg');
    expect(file).toMatch(/\.jpg$/);
    expect(main.headers['content-type']).toBe('image/jpeg');
    // Turned upright (portrait: the sides swap) and shrunk to 2560 px on the long edge.
    expect(await metadataOf(main.rawPayload)).toEqual({
      format: 'jpeg',
      width: 1920,
      height: 2560,
      orientation: undefined,
      hasExif: false,
      hasGps: false,
      hasOtherMetadata: false,
    });
    for (const [index, variant] of variants.entries()) {
      const width = IMAGE_VARIANT_WIDTHS[index];
      expect(variant.headers['content-type']).toBe('image/webp');
      expect(await metadataOf(variant.rawPayload)).toEqual({
        format: 'webp',
        width,
        height: Math.round((width * 4) / 3),
        orientation: undefined,
        hasExif: false,
        hasGps: false,
        hasOtherMetadata: false,
      });
    }
    await noUploadsLeftBehind();
  });

  it('a HEIC photo is accepted, stored as JPEG with WebP variants, its picture intact and its EXIF gone', async () => {
    const data = heicPhoto();
    expect(await metadataOf(data)).toMatchObject({ format: 'heif', hasGps: true });

    const { file, main, variants } = await storedBanner(data, 'IMG_0413.HEIC', 'image/heic');
    expect(file).toMatch(/\.jpg$/);
    expect(await metadataOf(main.rawPayload)).toMatchObject({
      format: 'jpeg',
      width: 2560,
      height: 1920,
      hasExif: false,
    });
    expect(await Promise.all(variants.map((v) => metadataOf(v.rawPayload)))).toEqual(
      IMAGE_VARIANT_WIDTHS.map((width) => ({
        format: 'webp',
        width,
        height: (width * 3) / 4,
        orientation: undefined,
        hasExif: false,
        hasGps: false,
        hasOtherMetadata: false,
      })),
    );
    // The picture itself: a blue evening sky above dark green hills (a strip's average colour).
    const colourOf = async (top: number) => {
      const [red, green, blue] = await sharp(main.rawPayload)
        .extract({ left: 0, top, width: 2560, height: 100 })
        .resize(1, 1)
        .raw()
        .toBuffer();
      return { red, green, blue };
    };
    const [sky, hills] = [await colourOf(0), await colourOf(1800)];
    expect(sky.blue).toBeGreaterThan(sky.red + 40);
    expect(hills.green).toBeGreaterThan(hills.red + 10);
    expect(hills.green).toBeLessThan(60);
  });

  it('AVIF is accepted and kept as AVIF', async () => {
    const data = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#2a6' },
    })
      .avif()
      .toBuffer();
    const { file, main } = await storedBanner(data, 'photo.avif', 'image/avif');
    expect(file).toMatch(/\.avif$/);
    expect(main.headers['content-type']).toBe('image/avif');
  });
});

describe('bad input: a clear refusal, nothing stored, and the server keeps answering', () => {
  const refusals: [name: string, photo: () => Promise<Photo>, status: number, message: string][] = [
    [
      'a file over 30 MB',
      async () => ({
        data: Buffer.concat([
          await phoneJpeg({ width: 800, height: 600 }),
          Buffer.alloc(MAX_UPLOAD_BYTES),
        ]),
        filename: 'huge.jpg',
        contentType: 'image/jpeg',
      }),
      413,
      UPLOAD_TOO_LARGE_MESSAGE,
    ],
    [
      'a decompression bomb (a 30,000 × 30,000 PNG of about 110 KB)',
      async () => ({ data: decompressionBomb(), filename: 'bomb.png', contentType: 'image/png' }),
      400,
      UPLOAD_TOO_MANY_PIXELS_MESSAGE,
    ],
    [
      'a truncated JPEG',
      async () =>
        photoFile(
          firstHalf(await phoneJpeg({ width: 1200, height: 900 })),
          'cut.jpg',
          'image/jpeg',
        ),
      400,
      UPLOAD_DAMAGED_MESSAGE,
    ],
    [
      'an HTML file named .jpg',
      async () =>
        photoFile(
          Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
          'photo.jpg',
          'image/jpeg',
        ),
      400,
      UPLOAD_NOT_IMAGE_MESSAGE,
    ],
    [
      'an SVG with script',
      async () => ({
        data: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><script>alert(1)</script><rect width="40" height="40"/></svg>',
        ),
        filename: 'logo.svg',
        contentType: 'image/svg+xml',
      }),
      400,
      UPLOAD_NOT_IMAGE_MESSAGE,
    ],
    [
      'a PDF that is not one',
      async () =>
        photoFile(
          Buffer.from('%PDF-1.7\nthis is not really a PDF\n%%EOF'),
          'flyer.pdf',
          'application/pdf',
        ),
      400,
      UPLOAD_NOT_IMAGE_MESSAGE,
    ],
    [
      'a HEIC cut off half-way',
      async () => photoFile(firstHalf(heicPhoto()), 'IMG_0414.HEIC', 'image/heic'),
      400,
      UPLOAD_DAMAGED_MESSAGE,
    ],
  ];

  it.each(refusals)('%s', async (_name, photo, status, message) => {
    const before = storedFiles();
    expectAnswer(await createPageWith(await photo()), status, message);
    expect(storedFiles()).toBe(before);
    await noUploadsLeftBehind();
    // Still answering, and still storing images.
    const next = await createPageWith(photoFile(await pngImage(), 'fine.png', 'image/png'));
    expect(next.statusCode, next.body).toBe(200);
  });

  it('needs a signed-in user to send a photo', async () => {
    const response = await createPageWith(
      { data: await pngImage(), filename: 'a.png', contentType: 'image/png' },
      '',
    );
    expect(response.statusCode).toBe(401);
  });
});

describe('memory', () => {
  const ADMIN_ENV = { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'admin-password-1' };
  let server: ServerProcess | undefined;
  let dropDatabase = async () => {};
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await dropDatabase();
  });

  /** The process's peak resident memory so far (Linux keeps it: VmHWM), in MB. */
  const peakRssMb = (pid: number) =>
    Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

  it('ten 12-megapixel photos sent at once, camera JPEGs and HEICs, keep the server process under 400 MB', async () => {
    const database = await createTestDatabase();
    dropDatabase = database.drop;
    // As production runs it (`npm run serve`, docs/operations.md).
    server = await startServer({
      ...ADMIN_ENV,
      ...database.env,
      MALLOC_ARENA_MAX: '2',
      MALLOC_TRIM_THRESHOLD_: '131072',
      // Started as `npm run serve` starts it (decision 148).
      NODE_OPTIONS: '--max-semi-space-size=4',
    });
    const { url, child } = server;
    const { body: session } = await postJson(`${url}/api/Users/Authenticate`, {
      email: ADMIN_ENV.ADMIN_USERNAME,
      password: ADMIN_ENV.ADMIN_PASSWORD,
    });
    const jpeg = await phoneJpeg();
    expect(jpeg.length).toBeGreaterThanOrEqual(8 * MB);
    const photos: Photo[] = [
      { data: jpeg, filename: 'IMG_0412.JPG', contentType: 'image/jpeg' },
      { data: heicPhoto(), filename: 'IMG_0413.HEIC', contentType: 'image/heic' },
    ];

    const answers = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const { payload, headers } = multipart(
          { name: `Photo page ${i}`, url: `/photo-${i}` },
          { bannerImage: photos[i % 2] },
        );
        const response = await fetch(`${url}/api/Page/CreatePage`, {
          method: 'POST',
          headers: { ...headers, authorization: `Bearer ${session.token}` },
          body: payload,
        });
        return response.status;
      }),
    );
    expect(answers).toEqual(Array(10).fill(200));
    const peak = peakRssMb(child.pid!);
    expect(peak).toBeLessThan(400);
    expect((await getJson(`${url}/api/health`)).status).toBe(200);
  }, 180_000);
});
