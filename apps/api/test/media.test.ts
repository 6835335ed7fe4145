/**
 * The media library (decision 141): uploads of images and PDFs, their alt text and focal point,
 * where each is used, Replace (every use shows the new file at once), Delete to the trash, and
 * every existing image field adding its upload to the library and taking a library image instead.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MESSAGES, UPLOAD_NOT_IMAGE_MESSAGE, type MediaItem } from '@chamber/contracts';
import {
  createTestApp,
  expectAnswer,
  multipart,
  pdfDocument,
  pngImage,
  uploadedMedia,
  uploadMedia,
  type TestApp,
  type UploadedFileData,
} from './helpers.ts';

let t: TestApp;
let admin: string;
let editor: string;
let author: string;
let otherAuthor: string;
let png: Buffer;
let buildDir: string;

beforeAll(async () => {
  // A stand-in for the web build whose server part writes down the image facts it was given.
  buildDir = mkdtempSync(path.join(tmpdir(), 'chamber-media-web-'));
  mkdirSync(path.join(buildDir, 'dist'));
  mkdirSync(path.join(buildDir, 'dist-ssr'));
  writeFileSync(
    path.join(buildDir, 'dist', 'index.html'),
    '<!doctype html><html><head><title>Chamber</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(buildDir, 'dist-ssr', 'server.js'),
    `export async function renderPage(url, data) {
      return '<p id="drawn">' + JSON.stringify(data.images ?? null).replace(/</g, '&lt;') + '</p>';
    }`,
  );
  t = await createTestApp({ WEB_DIST_DIR: path.join(buildDir, 'dist') });
  admin = (await t.login()).token;
  editor = (await t.createUser({ username: 'media-editor' })).token;
  author = (await t.createUser({ username: 'media-author', role: 'author' })).token;
  otherAuthor = (await t.createUser({ username: 'media-author-2', role: 'author' })).token;
  png = await pngImage(1200, 800);
});
afterAll(async () => {
  await t.close();
  rmSync(buildDir, { recursive: true, force: true });
});

const pdf = pdfDocument();

type File = UploadedFileData;
const upload = (file: File | null, fields: Record<string, string> = {}, token = editor) =>
  uploadMedia(t, file, token, fields);
const uploaded = (file: File, fields: Record<string, string> = {}, token = editor) =>
  uploadedMedia(t, file, token, fields);
const getItem = (id: number, token = editor) =>
  t.request({ method: 'GET', url: `/api/Media/Get?id=${id}`, token });
const update = (payload: Record<string, unknown>, token = editor) =>
  t.request({ method: 'POST', url: '/api/Media/Update', token, payload });
const replace = (id: number, file: File, token = editor) =>
  t.request({
    method: 'POST',
    url: '/api/Media/Replace',
    token,
    ...multipart({ id: String(id) }, { file }),
  });
const remove = (id: number, token = editor) =>
  t.request({ method: 'DELETE', url: `/api/Media/Delete?id=${id}`, token });
const served = (url: string) => t.request({ method: 'GET', url });
const stored = (filePath: string) =>
  existsSync(path.join(t.config.dataDir, 'attachments', filePath));

let pageCount = 0;
/** Creates a page whose banner is `fields`' file or library image; answers its stored banner. */
async function pageWith(fields: Record<string, string>, file?: File) {
  const created = await t.request({
    method: 'POST',
    url: '/api/Page/CreatePage',
    token: editor,
    ...multipart(
      { name: `Media page ${++pageCount}`, url: `/media-page-${pageCount}`, ...fields },
      file ? { bannerImage: file } : {},
    ),
  });
  return created;
}
async function bannerOf(id: number) {
  const page = await t.request({
    method: 'GET',
    url: `/api/Page/GetPageById?pageId=${id}`,
    token: editor,
  });
  return page.json().bannerImageFilePath as string | null;
}

describe('uploading to the library', () => {
  it('adds an image with its size, variants and alt text, and lists it newest first', async () => {
    const item = await uploaded(
      { data: png, filename: 'harbour.png' },
      { alt: 'The harbour at dawn', caption: 'Spring' },
    );
    expect(item).toMatchObject({
      kind: 'image',
      fileName: 'harbour.png',
      mimeType: 'image/png',
      width: 1200,
      height: 800,
      alt: 'The harbour at dawn',
      caption: 'Spring',
      decorative: false,
      focalX: 0.5,
      focalY: 0.5,
      missingAlt: false,
      version: 1,
    });
    expect(item.url).toBe(`/api/Attachments/${item.path}`);
    expect(item.srcset).toContain('480w');
    expect((await served(item.url)).headers['content-type']).toBe('image/png');

    const second = await uploaded({ data: await pngImage(40, 40), filename: 'logo.png' });
    expect(second.missingAlt).toBe(true);
    const list = await t.request({ method: 'GET', url: '/api/Media/GetAll', token: author });
    expect(list.statusCode).toBe(200);
    const ids = list.json().items.map((entry: MediaItem) => entry.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(item.id));

    const found = await t.request({
      method: 'GET',
      url: '/api/Media/GetAll?q=HARBOUR',
      token: editor,
    });
    expect(found.json().items.map((entry: MediaItem) => entry.id)).toContain(item.id);
    expect(found.json().items.map((entry: MediaItem) => entry.id)).not.toContain(second.id);
    const missing = await t.request({
      method: 'GET',
      url: '/api/Media/GetAll?missingAlt=true',
      token: editor,
    });
    const missingIds = missing.json().items.map((entry: MediaItem) => entry.id);
    expect(missingIds).toContain(second.id);
    expect(missingIds).not.toContain(item.id);
    const paged = await t.request({
      method: 'GET',
      url: '/api/Media/GetAll?page=2&pageSize=1',
      token: editor,
    });
    expect(paged.json().items).toHaveLength(1);
    expect(paged.json().total).toBeGreaterThanOrEqual(2);
  });

  it('adds a PDF as a document, served inline as a PDF under its own name', async () => {
    const item = await uploaded({
      data: pdf,
      filename: 'Annual report – 2026.pdf',
      contentType: 'application/pdf',
    });
    expect(item).toMatchObject({
      kind: 'document',
      mimeType: 'application/pdf',
      width: null,
      srcset: null,
      missingAlt: false,
    });
    expect(item.path).toMatch(/^[a-f0-9]{24}\.pdf$/);
    const file = await served(item.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="Annual report _ 2026.pdf"; filename*=UTF-8''${encodeURIComponent('Annual report – 2026.pdf')}`,
    );
    const documents = await t.request({
      method: 'GET',
      url: '/api/Media/GetAll?kind=document',
      token: editor,
    });
    expect(documents.json().items.every((entry: MediaItem) => entry.kind === 'document')).toBe(
      true,
    );
  });

  it('refuses what is not a whole PDF or image, and a call without a file (400)', async () => {
    expectAnswer(
      await upload({
        data: Buffer.from('<html>hi</html>'),
        filename: 'menu.pdf',
        contentType: 'application/pdf',
      }),
      400,
      MEDIA_MESSAGES.notPdf,
    );
    expectAnswer(
      await upload({ data: pdf.subarray(0, 40), filename: 'cut.pdf' }),
      400,
      MEDIA_MESSAGES.damagedPdf,
    );
    expectAnswer(
      await upload({
        data: Buffer.from('<html>hi</html>'),
        filename: 'photo.jpg',
        contentType: 'image/jpeg',
      }),
      400,
      UPLOAD_NOT_IMAGE_MESSAGE,
    );
    expectAnswer(await upload(null, { alt: 'x' }), 400, MEDIA_MESSAGES.fileRequired);
    const long = await upload({ data: png }, { alt: 'x'.repeat(251) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.alt).toBe('Alt text must be at most 250 characters');
  });

  it('needs a signed-in user (401)', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/Media/Upload',
      ...multipart({}, { file: { data: png } }),
    });
    expect(response.statusCode).toBe(401);
    for (const url of ['/api/Media/GetAll', '/api/Media/Get?id=1'])
      expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'POST', url: '/api/Media/Update', payload: { id: 1 } }))
        .statusCode,
    ).toBe(401);
    expect((await t.request({ method: 'DELETE', url: '/api/Media/Delete?id=1' })).statusCode).toBe(
      401,
    );
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/Media/Replace',
          ...multipart({ id: '1' }, { file: { data: png } }),
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('alt text, caption and focal point', () => {
  it('saves them, counts the version, and refuses a stale save (409) and bad values (400)', async () => {
    const item = await uploaded({ data: png });
    const saved = await update({
      id: item.id,
      alt: 'Members at the fair',
      caption: 'June',
      focalX: 0.2,
      focalY: 0.9,
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      alt: 'Members at the fair',
      caption: 'June',
      focalX: 0.2,
      focalY: 0.9,
      missingAlt: false,
      version: 2,
    });
    // What a save leaves out stays.
    const decorative = await update({ id: item.id, decorative: true });
    expect(decorative.json()).toMatchObject({
      alt: 'Members at the fair',
      decorative: true,
      version: 3,
    });

    expect((await update({ id: item.id, alt: 'Old', version: 1 })).statusCode).toBe(409);
    const focal = await update({ id: item.id, focalX: 1.5 });
    expect(focal.statusCode).toBe(400);
    expect(focal.json().errors.focalX).toBe(MEDIA_MESSAGES.focal);
    expect((await update({ id: item.id, caption: 'c'.repeat(501) })).statusCode).toBe(400);
    expectAnswer(await update({ id: 999999, alt: 'x' }), 404, 'The file was not found.');
    expectAnswer(await getItem(999999), 404, 'The file was not found.');
  });

  it('lets authors change only what they uploaded (403); editors change everyone’s', async () => {
    const mine = await uploaded({ data: png }, {}, author);
    expect((await update({ id: mine.id, alt: 'Mine' }, author)).statusCode).toBe(200);
    expectAnswer(
      await update({ id: mine.id, alt: 'Not yours' }, otherAuthor),
      403,
      'You can only replace or delete files you uploaded.',
    );
    expect((await replace(mine.id, { data: png }, otherAuthor)).statusCode).toBe(403);
    expect((await remove(mine.id, otherAuthor)).statusCode).toBe(403);
    expect((await update({ id: mine.id, alt: 'Edited' }, editor)).statusCode).toBe(200);
  });
});

describe('the library and the items that use it', () => {
  it('adds every image uploaded to an item, and the item can take a library image instead', async () => {
    const created = await pageWith({}, { data: png, filename: 'banner.png' });
    expect(created.statusCode, created.body).toBe(200);
    const banner = await bannerOf(created.json().id);
    const list = await t.request({
      method: 'GET',
      url: '/api/Media/GetAll?q=banner.png',
      token: editor,
    });
    const added = list.json().items.find((entry: MediaItem) => entry.path === banner);
    expect(added).toMatchObject({ kind: 'image', fileName: 'banner.png', missingAlt: true });

    const chosen = await uploaded({ data: png }, { alt: 'Chosen' });
    const withChoice = await pageWith({ mediaId: String(chosen.id) });
    expect(withChoice.statusCode, withChoice.body).toBe(200);
    expect(await bannerOf(withChoice.json().id)).toBe(chosen.path);
    const uses = (await getItem(chosen.id)).json().uses;
    expect(uses).toEqual([
      { type: 'page', id: withChoice.json().id, name: `Media page ${pageCount}` },
    ]);

    const document = await uploaded({ data: pdf, filename: 'rules.pdf' });
    for (const mediaId of ['999999', String(document.id), 'abc'])
      expectAnswer(await pageWith({ mediaId }), 400, MEDIA_MESSAGES.notLibraryImage);
  });

  it('keeps a library file when an item stops using it, and refuses to delete a file in use (409)', async () => {
    const chosen = await uploaded({ data: png });
    const first = (await pageWith({ mediaId: String(chosen.id) })).json().id;
    const second = (await pageWith({ mediaId: String(chosen.id) })).json().id;
    // The first page gets another image: the library file stays for the second.
    const changed = await t.request({
      method: 'PUT',
      url: '/api/Page/UpdatePage',
      token: editor,
      ...multipart(
        { id: String(first), name: 'Media page changed', url: `/media-page-changed` },
        { bannerImage: { data: await pngImage(30, 30) } },
      ),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(stored(chosen.path)).toBe(true);
    expect((await served(chosen.url)).statusCode).toBe(200);

    const refused = await remove(chosen.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`Media page`);
    const page = await t.request({
      method: 'DELETE',
      url: `/api/Page/DeletePage?id=${second}`,
      token: editor,
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(stored(chosen.path)).toBe(true);
  });

  it('Replace keeps the id and kind and shows the new file in every use at once', async () => {
    const chosen = await uploaded({ data: png }, { alt: 'Old photo' });
    const page = (await pageWith({ mediaId: String(chosen.id) })).json().id;
    const replaced = await replace(chosen.id, {
      data: await pngImage(300, 200, '#aa0000'),
      filename: 'new.png',
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const item = replaced.json() as MediaItem;
    expect(item).toMatchObject({
      id: chosen.id,
      kind: 'image',
      fileName: 'new.png',
      width: 300,
      alt: 'Old photo',
      version: 2,
    });
    expect(item.path).not.toBe(chosen.path);
    expect(await bannerOf(page)).toBe(item.path);
    expect((await served(item.url)).statusCode).toBe(200);
    expect(stored(chosen.path)).toBe(false);
    expect((await served(chosen.url)).statusCode).toBe(404);

    expectAnswer(
      await replace(chosen.id, { data: pdf, filename: 'x.pdf' }),
      400,
      MEDIA_MESSAGES.sameKind,
    );
    expectAnswer(await replace(999999, { data: png }), 404, 'The file was not found.');
  });

  it('Delete moves an unused file to the trash; restore brings it back; delete forever removes the file', async () => {
    const item = await uploaded({ data: png });
    const deleted = await remove(item.id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await getItem(item.id)).statusCode).toBe(404);
    expect(stored(item.path)).toBe(true);
    const trash = await t.request({ method: 'GET', url: '/api/Trash/GetTrash', token: editor });
    expect(trash.json()).toContainEqual(expect.objectContaining({ type: 'media', id: item.id }));
    // A trashed image cannot be chosen.
    expectAnswer(await pageWith({ mediaId: String(item.id) }), 400, MEDIA_MESSAGES.notLibraryImage);

    const restored = await t.request({
      method: 'POST',
      url: '/api/Trash/RestoreFromTrash',
      token: editor,
      payload: { type: 'media', id: item.id },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await getItem(item.id)).statusCode).toBe(200);

    expect((await remove(item.id)).statusCode).toBe(200);
    const forever = await t.request({
      method: 'DELETE',
      url: `/api/Trash/DeleteForever?type=media&id=${item.id}`,
      token: admin,
    });
    expect(forever.statusCode, forever.body).toBe(200);
    expect(stored(item.path)).toBe(false);
    expectAnswer(await remove(999999), 404, 'The file was not found.');
  });
});

describe('the public site', () => {
  it('draws a page with its library image’s alt text, focal point and size', async () => {
    const item = await uploaded({ data: png }, { alt: 'Boats in the harbour' });
    expect((await update({ id: item.id, focalX: 0.3, focalY: 0.7 })).statusCode).toBe(200);
    const created = await pageWith({ mediaId: String(item.id), isActive: 'true' });
    expect(created.statusCode, created.body).toBe(200);
    const page = await t.request({ method: 'GET', url: `/media-page-${pageCount}` });
    expect(page.statusCode).toBe(200);
    const facts = {
      alt: 'Boats in the harbour',
      decorative: false,
      focalX: 0.3,
      focalY: 0.7,
      width: 1200,
      height: 800,
    };
    // The screen is drawn from the facts; the drawn page needs no copy of them for the browser.
    const drawn = /<p id="drawn">(.*?)<\/p>/.exec(page.body);
    expect(JSON.parse(drawn![1])[item.path]).toEqual(facts);
    expect(page.body).not.toContain('id="image-facts"');
  });
});
