/**
 * The S3_* settings (docs/operations.md, "Object storage"): read together, object storage only
 * when S3_BUCKET is set, and a clear refusal to start when it is set without what it needs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, StartupError } from '../src/config.ts';
import { startServer } from './server-process.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'chamber-s3-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const complete = {
  S3_BUCKET: 'chamber-uploads',
  S3_REGION: 'auto',
  S3_ENDPOINT: 'https://0123abcd.r2.cloudflarestorage.com/',
  S3_ACCESS_KEY_ID: 'key-id',
  S3_SECRET_ACCESS_KEY: 'very-secret-key',
};
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });
/** The message loadConfig refuses these settings with. */
function refusal(env: Record<string, string>) {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(StartupError);
    return (error as Error).message;
  }
  throw new Error('the settings were taken');
}

describe('S3 settings', () => {
  it('keep uploads on local disk when S3_BUCKET is not set', () => {
    expect(load({}).s3).toBeNull();
    // The others alone switch nothing.
    expect(load({ ...complete, S3_BUCKET: '' }).s3).toBeNull();
  });

  it('name the bucket, its store and its keys when S3_BUCKET is set', () => {
    expect(load(complete).s3).toEqual({
      bucket: 'chamber-uploads',
      region: 'auto',
      endpoint: 'https://0123abcd.r2.cloudflarestorage.com',
      accessKeyId: 'key-id',
      secretAccessKey: 'very-secret-key',
      forcePathStyle: false,
    });
    expect(load({ ...complete, S3_FORCE_PATH_STYLE: 'true' }).s3?.forcePathStyle).toBe(true);
    // AWS S3 itself needs no endpoint: the region names it.
    expect(load({ ...complete, S3_ENDPOINT: '' }).s3?.endpoint).toBeNull();
  });

  it('refuse S3_BUCKET without the settings it needs, naming each one missing', () => {
    expect(refusal({ S3_BUCKET: 'chamber-uploads' })).toBe(
      'S3_BUCKET is set, so uploads go to object storage, but S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are not set. Set them too, or unset S3_BUCKET to keep uploads in DATA_DIR.',
    );
    expect(refusal({ ...complete, S3_SECRET_ACCESS_KEY: ' ' })).toBe(
      'S3_BUCKET is set, so uploads go to object storage, but S3_SECRET_ACCESS_KEY is not set. Set it too, or unset S3_BUCKET to keep uploads in DATA_DIR.',
    );
  });

  it('refuse an endpoint that is not an address, without repeating it', () => {
    for (const endpoint of [
      'storage.example:9000',
      'https://key-id:very-secret-key@storage.example',
      'https://storage.example/chamber-uploads',
    ]) {
      const message = refusal({ ...complete, S3_ENDPOINT: endpoint });
      expect(message).toContain('S3_ENDPOINT must be');
      expect(message).not.toContain('storage.example');
      expect(message).not.toContain('very-secret-key');
    }
    expect(refusal({ ...complete, S3_FORCE_PATH_STYLE: 'yes' })).toBe(
      'S3_FORCE_PATH_STYLE must be true or false.',
    );
  });

  it('stop the server at start with the reason, and no secret in its output', async () => {
    const started = startServer({
      DATA_DIR: dataDir,
      S3_BUCKET: 'chamber-uploads',
      S3_SECRET_ACCESS_KEY: 'very-secret-key',
    });
    const error = await started.then(
      () => null,
      (reason: Error) => reason,
    );
    expect(error?.message).toContain(
      'Chamber cannot start: S3_BUCKET is set, so uploads go to object storage, but S3_REGION, S3_ACCESS_KEY_ID are not set.',
    );
    expect(error?.message).not.toContain('very-secret-key');
  });
});
