/**
 * Where uploaded files live (docs/decisions/149-object-storage.md): DATA_DIR/attachments on local
 * disk (the default), or one bucket of an S3-compatible object store (AWS S3, MinIO, Cloudflare
 * R2) when the S3_* settings are given, which lets several instances serve the same uploads.
 * Everything that reads or writes a stored file goes through a FileStorage; files are named by
 * bare names (`<hash><nonce>.<ext>`) and never change once written.
 */
import { constants, createReadStream, existsSync } from 'node:fs';
import { chmod, copyFile, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config, S3Config } from '../config.ts';
import { makePrivateDir, PRIVATE_FILE_MODE } from './private-files.ts';

/** How long a stored file may be kept: forever, since a name is never written twice. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** The content type of a stored file, by its extension (names are made by the uploads). */
export function contentTypeOf(name: string) {
  return CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  pdf: 'application/pdf',
};

/** A stored file's bytes as a stream; `contentRange` is set when a byte range was asked for. */
export type StoredObject = { body: Readable; size: number; contentRange?: string };

/** What a file is written from: bytes in memory, or a file on local disk (an upload, an archive). */
type StorageSource = Buffer | { file: string };

export type FileStorage = {
  /** Writes `name` (replacing a file of that name: names carry a random part, so none is). */
  put(name: string, source: StorageSource, contentType: string): Promise<void>;
  /**
   * The file as a stream, or null when there is none. `range` (a `bytes=a-b` header) is a wish:
   * a driver that cannot answer it, or a range outside the file, answers the whole file.
   */
  get(name: string, range?: string): Promise<StoredObject | null>;
  /** The whole file in memory, or null when there is none. */
  read(name: string): Promise<Buffer | null>;
  /** The file's size in bytes, or null when there is none. */
  size(name: string): Promise<number | null>;
  /** Copies `from` to the new name `to`; false when `from` is missing. */
  copy(from: string, to: string): Promise<boolean>;
  /** Removes the files; missing ones are ignored. */
  remove(names: readonly string[]): Promise<void>;
  /** Every stored name (for export). */
  list(): AsyncIterable<string>;
  close(): Promise<void>;
} & (
  | {
      kind: 'local';
      /** The folder the files are in (served from there with ranges, as static files). */
      dir: string;
    }
  | { kind: 's3' }
);

/** The storage the configuration names: a bucket when S3_BUCKET is set, else the data folder. */
export function createStorage({ dataDir, s3 }: Pick<Config, 'dataDir' | 's3'>): FileStorage {
  return s3 ? createS3Storage(s3) : createLocalStorage(dataDir);
}

/** A storage, or a data folder standing for its local attachments (the older way of naming one). */
export function storageOf(where: FileStorage | string): FileStorage {
  return typeof where === 'string' ? createLocalStorage(where) : where;
}

/** DATA_DIR/attachments, owner-only (lib/private-files.ts). */
export function createLocalStorage(dataDir: string): FileStorage & { kind: 'local' } {
  const dir = path.join(dataDir, 'attachments');
  makePrivateDir(dir);
  // Stored names are bare file names; basename keeps any other value inside the folder.
  const at = (name: string) => path.join(dir, path.basename(name));
  const noFile = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
  const size = (name: string) =>
    stat(at(name)).then(
      (stats) => (stats.isFile() ? stats.size : null),
      () => null,
    );

  return {
    kind: 'local',
    dir,
    async put(name, source) {
      if (Buffer.isBuffer(source)) {
        await writeFile(at(name), source, { mode: PRIVATE_FILE_MODE });
        return;
      }
      // copyFile keeps the source's mode (an archive's may be anything): owner-only like an upload.
      await copyFile(source.file, at(name));
      await chmod(at(name), PRIVATE_FILE_MODE);
    },
    async get(name) {
      const bytes = await size(name);
      return bytes === null ? null : { body: createReadStream(at(name)), size: bytes };
    },
    read: (name) =>
      readFile(at(name)).catch((error: unknown) => {
        if (noFile(error)) return null;
        throw error;
      }),
    size,
    async copy(from, to) {
      try {
        await copyFile(at(from), at(to), constants.COPYFILE_EXCL);
        return true;
      } catch (error) {
        if (noFile(error)) return false;
        throw error;
      }
    },
    async remove(names) {
      await Promise.all(names.map((name) => rm(at(name), { force: true })));
    },
    async *list() {
      if (!existsSync(dir)) return;
      for (const entry of await readdir(dir, { withFileTypes: true }))
        if (entry.isFile()) yield entry.name;
    },
    async close() {},
  };
}

/** One range of bytes (`bytes=0-99`, `bytes=100-`, `bytes=-100`); a list of ranges is not asked for. */
const SINGLE_RANGE = /^bytes=(?:\d+-\d*|-\d+)$/;

/**
 * A bucket of an S3-compatible store (AWS S3, MinIO, Cloudflare R2), one object per file under
 * its bare name. Several instances given the same bucket serve the same uploads; nothing about a
 * file is kept on the instance's own disk.
 */
function createS3Storage(config: S3Config): FileStorage & { kind: 's3' } {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where the S3 API requires them: the newer default (CRC32 on every upload,
    // sent as an aws-chunked trailer) is not understood by every S3-compatible server.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that stops answering fails the request instead of holding it (and its upload) open.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 60_000 },
  });
  const Bucket = config.bucket;

  async function get(name: string, range?: string) {
    const Range = range && SINGLE_RANGE.test(range) ? range : undefined;
    try {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: name, Range }));
      return {
        body: object.Body as Readable,
        size: object.ContentLength ?? 0,
        ...(Range && object.ContentRange ? { contentRange: object.ContentRange } : {}),
      };
    } catch (error) {
      if (missingObject(error)) return null;
      // A range outside the file: the whole file, as a server that ignores Range would answer.
      if (Range && (error as Error).name === 'InvalidRange') return get(name);
      throw error;
    }
  }

  return {
    kind: 's3',
    async put(name, source, contentType) {
      const body = Buffer.isBuffer(source)
        ? { Body: source }
        : // Streamed, not read into memory: a document may be 30 MB. S3 needs its length first.
          { Body: createReadStream(source.file), ContentLength: (await stat(source.file)).size };
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: name,
          ContentType: contentType,
          // What a CDN in front of the bucket would send; the API sends the same itself.
          CacheControl: IMMUTABLE_CACHE,
          ...body,
        }),
      );
    },
    get,
    async read(name) {
      const object = await get(name);
      return object ? buffer(object.body) : null;
    },
    async size(name) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: name }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (missingObject(error)) return null;
        throw error;
      }
    },
    async copy(from, to) {
      try {
        await client.send(
          new CopyObjectCommand({
            Bucket,
            Key: to,
            CopySource: `${Bucket}/${encodeURIComponent(from)}`,
          }),
        );
        return true;
      } catch (error) {
        if (missingObject(error)) return false;
        throw error;
      }
    },
    async remove(names) {
      await Promise.all(
        names.map((name) => client.send(new DeleteObjectCommand({ Bucket, Key: name }))),
      );
    },
    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const { Key } of page.Contents ?? []) {
          // Our names have no folders: anything else in the bucket is not ours.
          if (Key && !Key.includes('/')) yield Key;
        }
      }
    },
    async close() {
      client.destroy();
    },
  };
}

/** A missing object (not a missing bucket, which is a setting to fix and fails loudly). */
function missingObject(error: unknown) {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name !== 'NoSuchBucket' && $metadata?.httpStatusCode === 404;
}
