/**
 * Several machines (docs/decisions/149-object-storage.md): two real server processes on one
 * PostgreSQL schema and one bucket, each with its own DATA_DIR, serve each other's uploads and
 * stop serving a file the other deleted. PostgreSQL only: the embedded database is a file in one
 * machine's DATA_DIR, which other machines cannot share.
 */
import { mkdtempSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MediaItem } from '@chamber/contracts';
import { ADMIN, createTestDatabase, pdfDocument, pngImage } from './helpers.ts';
import { startS3Server, type S3TestServer } from './s3-server.ts';
import { getJson, postJson, startServer, type ServerProcess } from './server-process.ts';

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances, one database, one bucket', () => {
  let s3: S3TestServer;
  let bucket: Record<string, string>;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let otherDataDir: string;
  let a: ServerProcess;
  let b: ServerProcess;
  let token: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    bucket = await s3.bucket();
    database = await createTestDatabase();
    otherDataDir = mkdtempSync(path.join(tmpdir(), 'chamber-second-'));
    const env = {
      ...database.env,
      ...bucket,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    };
    // One after the other: the first creates the tables, the second finds them.
    a = await startServer(env);
    b = await startServer({ ...env, DATA_DIR: otherDataDir });
    const signedIn = await postJson(`${a.url}/api/Users/Authenticate`, {
      email: ADMIN.username,
      password: ADMIN.password,
    });
    expect(signedIn.status).toBe(200);
    token = signedIn.body.token;
  }, 90_000);

  afterAll(async () => {
    for (const server of [a, b]) {
      if (!server) continue;
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await database?.drop();
    rmSync(otherDataDir, { recursive: true, force: true });
    await s3?.close();
  });

  async function upload(server: ServerProcess, data: Buffer, fileName: string, type: string) {
    const form = new FormData();
    form.append('file', new Blob([data], { type }), fileName);
    const response = await fetch(`${server.url}/api/Media/Upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as MediaItem;
  }
  const bytesFrom = async (server: ServerProcess, url: string) => {
    const response = await fetch(`${server.url}${url}`);
    return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
  };

  it('an image uploaded through one is served by the other at once, and again', async () => {
    const png = await pngImage(90, 60, '#884400');
    const item = await upload(a, png, 'harbour.png', 'image/png');
    const fromA = await bytesFrom(a, item.url);
    expect(fromA.status).toBe(200);
    for (let read = 0; read < 3; read++) {
      const fromB = await bytesFrom(b, item.url);
      expect(fromB.status).toBe(200);
      expect(fromB.body.equals(fromA.body)).toBe(true);
    }
    // The library is the same database: the other instance lists it too.
    const listed = await getJson(`${b.url}/api/Media/GetAll?pageSize=50`, token);
    expect(listed.status).toBe(200);
    expect((listed.body.items as MediaItem[]).map(({ id }) => id)).toContain(item.id);
    // Neither keeps the files on its own disk.
    for (const dataDir of [database.dataDir, otherDataDir])
      expect(existsSync(path.join(dataDir, 'attachments'))).toBe(false);
  });

  it('a PDF uploaded through the second is served by the first', async () => {
    const pdf = pdfDocument();
    const item = await upload(b, pdf, 'Minutes.pdf', 'application/pdf');
    const response = await fetch(`${a.url}${item.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('filename="Minutes.pdf"');
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('a file deleted for good through one is no longer served by the other', async () => {
    const item = await upload(a, await pngImage(50, 50, '#004488'), 'gone.png', 'image/png');
    // The second has read it (and keeps small images in memory).
    for (let read = 0; read < 2; read++) expect((await bytesFrom(b, item.url)).status).toBe(200);
    for (const url of [
      `/api/Media/Delete?id=${item.id}`,
      `/api/Trash/DeleteForever?type=media&id=${item.id}`,
    ]) {
      const response = await fetch(`${a.url}${url}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status, await response.text()).toBe(200);
    }
    expect((await bytesFrom(a, item.url)).status).toBe(404);
    // The other hears of the write through PostgreSQL and forgets what it kept.
    await vi.waitFor(async () => expect((await bytesFrom(b, item.url)).status).toBe(404), {
      timeout: 10_000,
      interval: 100,
    });
  });
});
