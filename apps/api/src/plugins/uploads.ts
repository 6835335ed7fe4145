/**
 * Uploaded images (docs/decisions/011-uploaded-images.md): multipart parsing, a check of the
 * bytes (not the name), re-encoding (drops metadata and anything hidden in the file), storage
 * under DATA_DIR/attachments and serving at /api/Attachments/{filePath}. Names are content
 * hash + nonce, so a stored file never changes and can be cached forever.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import {
  ATTACHMENTS_PATH,
  IMAGE_VARIANT_WIDTHS,
  imageVariantPath,
  MAX_UPLOAD_BYTES,
  UPLOAD_NOT_IMAGE_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
} from '@chamber/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../lib/private-files.ts';
import { HttpError, badRequest, notFound } from './errors.ts';

// Uploads are occasional: no libvips operation cache, and one worker thread, so image work does not
// leave hundreds of MB of retained memory behind (measured: +140 MB RSS after the demo seed).
sharp.cache(false);
sharp.concurrency(1);

/** Formats we accept and re-encode; SVG is refused (it can carry script). */
const IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif'] as const;
type ImageFormat = (typeof IMAGE_FORMATS)[number];
const EXTENSIONS: Record<ImageFormat, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'avif',
};
/** Refuses decompression bombs: no real photo of ours needs more than 50 megapixels. */
const MAX_INPUT_PIXELS = 50_000_000;
/** A stored name: lowercase hex, an optional -variant suffix, one extension. */
const ATTACHMENT_NAME = /^[a-f0-9]{24}(?:-[a-z0-9]+)?\.(jpg|png|webp|gif|avif)$/;
const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The images every page shows (logo, slides, card pictures) are small and never change: after the
 * first read they are answered from memory, most recently used kept, within a fixed budget. Every
 * content write empties it (publicCache generation), so a removed image is not served from here.
 */
const MEMORY_FILE_MAX_BYTES = 256 * 1024;
const MEMORY_TOTAL_MAX_BYTES = 24 * 1024 * 1024;

function createFileMemory() {
  const files = new Map<string, Buffer>();
  let total = 0;
  let generation = -1;
  return {
    get(name: string, currentGeneration: number): Buffer | undefined {
      if (generation !== currentGeneration) {
        files.clear();
        total = 0;
        generation = currentGeneration;
      }
      const bytes = files.get(name);
      if (bytes) {
        // Most recently used last: eviction starts from the front.
        files.delete(name);
        files.set(name, bytes);
      }
      return bytes;
    },
    put(name: string, bytes: Buffer) {
      if (files.has(name)) return;
      files.set(name, bytes);
      total += bytes.length;
      for (const [oldest, old] of files) {
        if (total <= MEMORY_TOTAL_MAX_BYTES) break;
        files.delete(oldest);
        total -= old.length;
      }
    },
  };
}

export type MultipartBody = {
  /** Text fields; a field sent several times becomes an array. */
  fields: Record<string, string | string[]>;
  /** Uploaded files by field name (at most one per field). */
  files: Record<string, Buffer>;
};

export type Attachments = {
  dir: string;
  /** Checks, re-encodes and stores an image; answers its file path under Attachments/. */
  storeImage(bytes: Buffer): Promise<string>;
  /** Removes a stored file; unknown or foreign paths are ignored. */
  remove(filePath: string | null | undefined): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    attachments: Attachments;
  }
}

export const uploadsPlugin = fp(async (app: FastifyInstance, { dataDir }: { dataDir: string }) => {
  const attachments = createAttachments(dataDir);
  const { dir } = attachments;

  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 4, fields: 120, fieldSize: 2 * 1024 * 1024 },
  });
  await app.register(fastifyStatic, { root: dir, serve: false, decorateReply: true });

  app.decorate('attachments', attachments);
  const memory = createFileMemory();

  app.get(
    `${ATTACHMENTS_PATH}*`,
    {
      config: { access: 'public' },
      schema: { tags: ['Attachments'], summary: 'An uploaded image' },
    },
    async (request, reply) => {
      const name = (request.params as { '*': string })['*'];
      const extension = ATTACHMENT_NAME.exec(name)?.[1];
      if (!extension) throw notFound('The file');
      const generation = app.publicCache.generation;
      let bytes = memory.get(name, generation);
      if (!bytes) {
        const size = await stat(path.join(dir, name)).then(
          (stats) => (stats.isFile() ? stats.size : null),
          () => null,
        );
        // Missing or large files: streamed from disk (which also answers 404 and ranges).
        if (size === null || size > MEMORY_FILE_MAX_BYTES)
          return reply.sendFile(name, { immutable: true, maxAge: '365d', cacheControl: true });
        bytes = await readFile(path.join(dir, name));
        memory.put(name, bytes);
      }
      // The name is a content hash: it serves as the entity tag.
      const etag = `"${name}"`;
      reply.header('cache-control', IMMUTABLE).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(CONTENT_TYPES[extension]).send(bytes);
    },
  );
});

/** The attachment store of a data folder (also used by the demo content seed). */
export function createAttachments(dataDir: string): Attachments {
  const dir = path.join(dataDir, 'attachments');
  makePrivateDir(dir);
  const remove: Attachments['remove'] = async (filePath) => {
    if (!filePath || !ATTACHMENT_NAME.test(filePath)) return;
    const files = [
      filePath,
      ...IMAGE_VARIANT_WIDTHS.map((width) => imageVariantPath(filePath, width)),
    ];
    await Promise.all(files.map((file) => rm(path.join(dir, file), { force: true })));
  };
  return {
    dir,
    remove,
    async storeImage(bytes) {
      const { data, format } = await reencodeImage(bytes);
      const hash = createHash('sha256').update(data).digest('hex').slice(0, 16);
      const name = `${hash}${randomBytes(4).toString('hex')}.${EXTENSIONS[format]}`;
      await writeFile(path.join(dir, name), data, { flag: 'wx', mode: PRIVATE_FILE_MODE });
      try {
        for (const width of IMAGE_VARIANT_WIDTHS) {
          const variant = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
            .resize({ width, withoutEnlargement: true })
            .webp({ quality: 78 })
            .toBuffer();
          await writeFile(path.join(dir, imageVariantPath(name, width)), variant, {
            flag: 'wx',
            mode: PRIVATE_FILE_MODE,
          });
        }
      } catch (error) {
        await remove(name);
        throw error;
      }
      return name;
    },
  };
}

/** Decodes the whole image (so truncated files fail) and encodes it again in its own format. */
async function reencodeImage(bytes: Buffer): Promise<{ data: Buffer; format: ImageFormat }> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new HttpError(413, UPLOAD_TOO_LARGE_MESSAGE);
  try {
    const input = sharp(bytes, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'truncated',
      animated: true,
    });
    const { format } = await input.metadata();
    if (!IMAGE_FORMATS.includes(format as ImageFormat)) throw badRequest(UPLOAD_NOT_IMAGE_MESSAGE);
    const imageFormat = format as ImageFormat;
    const output = imageFormat === 'gif' ? input : input.rotate();
    return { data: await output.toFormat(imageFormat).toBuffer(), format: imageFormat };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest(UPLOAD_NOT_IMAGE_MESSAGE);
  }
}

/**
 * Reads a request body that may be multipart (forms with files) or JSON. Multipart text fields
 * stay text; the contracts schemas read "" as null and "true"/"false" as booleans.
 */
export async function readBody(request: FastifyRequest): Promise<MultipartBody> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, string | string[]>;
    return { fields: body, files: {} };
  }
  const fields: MultipartBody['fields'] = {};
  const files: MultipartBody['files'] = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (bytes.length > 0) files[part.fieldname] = bytes;
        continue;
      }
      const value = String(part.value ?? '');
      const existing = fields[part.fieldname];
      if (existing === undefined) fields[part.fieldname] = value;
      else
        fields[part.fieldname] = Array.isArray(existing) ? [...existing, value] : [existing, value];
    }
  } catch (error) {
    // The multipart plugin's own refusals (limits, forbidden names) carry their status. Anything
    // else here is the body itself being broken (busboy's "Boundary not found", "Malformed part
    // header", a file cut off mid-way), which is the client's fault, not ours.
    if (isClientError(error)) throw error;
    request.log.info({ err: error }, 'unreadable multipart body');
    throw badRequest(MULTIPART_UNREADABLE_MESSAGE);
  }
  return { fields, files };
}

const MULTIPART_UNREADABLE_MESSAGE =
  'The form data could not be read. Please try sending it again.';

function isClientError(error: unknown) {
  const status = (error as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * Stores `image` (when one was sent), runs `save` with its path, and removes the new file again
 * if the save fails, so a refused or failed save leaves no orphan file behind. A save that
 * replaces an image answers the new path; the caller then removes the old file.
 */
export function saveWithImage<T>(
  attachments: Attachments,
  image: Buffer,
  save: (imagePath: string) => Promise<T>,
): Promise<T>;
export function saveWithImage<T>(
  attachments: Attachments,
  image: Buffer | undefined,
  save: (imagePath: string | null) => Promise<T>,
): Promise<T>;
export async function saveWithImage<T>(
  attachments: Attachments,
  image: Buffer | undefined,
  save: ((imagePath: string) => Promise<T>) | ((imagePath: string | null) => Promise<T>),
): Promise<T> {
  const imagePath = image ? await attachments.storeImage(image) : null;
  try {
    // The overloads guarantee a path whenever `save` needs one.
    return await (save as (imagePath: string | null) => Promise<T>)(imagePath);
  } catch (error) {
    await attachments.remove(imagePath);
    throw error;
  }
}
