/**
 * node --import tsx bench/photos.ts: how long the production server takes to prepare photos
 * straight from a phone, and the most memory it holds meanwhile (decision 112). One 20 MB
 * camera JPEG, then ten sent at once, then the same for a 12-megapixel HEIC, each as a page's banner through
 * the real route. Written to bench/results/photos-<database>.json.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { heicPhoto, phoneJpeg } from '../apps/api/test/phone-photos.ts';
import { ADMIN, apiPath, root, startServer } from './server.ts';

const server = await startServer();
const { base } = server;
let pages = 0;

async function signIn() {
  const response = await fetch(`${base}${apiPath('Users.Authenticate')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.username, password: ADMIN.password }),
  });
  return ((await response.json()) as { token: string }).token;
}

/** Creates a page with `photo` as its banner; answers how long the answer took, in ms. */
async function sendPhoto(token: string, photo: Buffer, filename: string) {
  const form = new FormData();
  pages += 1;
  form.set('name', `Photo bench ${pages}`);
  form.set('url', `/photo-bench-${pages}`);
  form.set('bannerImage', new Blob([photo]), filename);
  const started = performance.now();
  const response = await fetch(`${base}${apiPath('Page.CreatePage')}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 200) throw new Error(`${response.status}: ${await response.text()}`);
  return Math.round(performance.now() - started);
}

/** Runs `send` and answers its time and the server's peak memory meanwhile. */
async function measure(name: string, send: () => Promise<number[]>) {
  const before = server.rssMb();
  server.resetPeakRss();
  const started = performance.now();
  const answers = await send();
  const result = {
    name,
    wallMs: Math.round(performance.now() - started),
    slowestAnswerMs: Math.max(...answers),
    rssBeforeMb: before,
    peakRssMb: server.peakRssMb(),
    rssAfterMb: server.rssMb(),
  };
  console.log(result);
  return result;
}

try {
  const token = await signIn();
  const big = await phoneJpeg({ width: 6000, height: 4500, grain: 80 });
  const heic = heicPhoto();
  const photo = { jpegBytes: big.length, jpegPixels: '6000 × 4500', heicPixels: '4032 × 3024' };
  console.log(photo);
  // One first, untimed: the server's first image work loads libvips' codecs.
  await sendPhoto(token, heic, 'warm-up.heic');
  const runs = [
    await measure('one 20 MB JPEG', async () => [await sendPhoto(token, big, 'IMG_1.JPG')]),
    await measure('ten 20 MB JPEGs at once', () =>
      Promise.all(Array.from({ length: 10 }, (_, i) => sendPhoto(token, big, `IMG_${i}.JPG`))),
    ),
    await measure('one 12-megapixel HEIC', async () => [
      await sendPhoto(token, heic, 'IMG_2.HEIC'),
    ]),
    await measure('ten 12-megapixel HEICs at once', () =>
      Promise.all(Array.from({ length: 10 }, (_, i) => sendPhoto(token, heic, `IMG_${i}.HEIC`))),
    ),
  ];
  const file = `bench/results/photos-${server.database}.json`;
  writeFileSync(
    path.join(root, file),
    `${JSON.stringify({ date: new Date().toISOString(), database: server.database, photo, runs }, null, 2)}\n`,
  );
  console.log(`written to ${file}`);
} finally {
  await server.stop();
}
