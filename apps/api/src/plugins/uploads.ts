/**
 * Uploaded images (docs/decisions/011-uploaded-images.md, 112-phone-photos.md): multipart parsing,
 * a check of the bytes (not the name), one preparation of every image (HEIC decoded, turned
 * upright, metadata dropped, shrunk to 2560 px) and its WebP variants, storage (DATA_DIR/attachments
 * or a bucket: lib/storage.ts) and serving at /api/Attachments/{filePath}. Names are content hash +
 * nonce, so a stored file never changes and can be cached forever.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import {
  ATTACHMENTS_PATH,
  IMAGE_VARIANT_WIDTHS,
  imageVariantPath,
  MAX_ID,
  MAX_UPLOAD_BYTES,
  MEDIA_MESSAGES,
  UPLOAD_DAMAGED_MESSAGE,
  UPLOAD_NOT_IMAGE_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  UPLOAD_TOO_MANY_PIXELS_MESSAGE,
} from '@chamber/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pLimit from 'p-limit';
import sharp from 'sharp';
import type { DiscardedFiles } from '../lib/drafts.ts';
import { decodeHeic } from '../lib/heic.ts';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../lib/private-files.ts';
import {
  contentTypeOf,
  createLocalStorage,
  createStorage,
  IMMUTABLE_CACHE,
  type FileStorage,
  type StoredObject,
} from '../lib/storage.ts';
import type { Config } from '../config.ts';
import { HttpError, badRequest, notFound } from './errors.ts';

// Uploads are occasional: no libvips operation cache, and one worker thread, so image work does not
// leave hundreds of MB of retained memory behind (measured: +140 MB RSS after the demo seed).
sharp.cache(false);
sharp.concurrency(1);

/**
 * The formats an image is stored in. HEIC is accepted too but stored as JPEG (browsers do not show
 * it); SVG is refused (it can carry script).
 */
type StoredFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';
const EXTENSIONS: Record<StoredFormat, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'avif',
};
/** Refuses decompression bombs: no real photo of ours needs more than 50 megapixels. */
const MAX_INPUT_PIXELS = 50_000_000;
/** The long edge a stored image is shrunk to: a full-width banner on a large screen, no more. */
const MAX_IMAGE_EDGE = 2560;
/**
 * One image is worked on at a time; the others wait their turn. A 20 MB camera JPEG needs about
 * 60 MB while it is decoded, turned and shrunk, a 12-megapixel HEIC about 130 MB (libheif's
 * WebAssembly heap in its worker): one at a time keeps a server that idles at 230 MB under
 * 400 MB however many are sent, where two HEICs at once would not (docs/performance.md, "Photos
 * from phones"). It also leaves the second core to the visitors.
 */
const imageWork = pLimit(1);
/** A stored name: lowercase hex, an optional -variant suffix, one extension (PDF: documents). */
const ATTACHMENT_NAME = /^[a-f0-9]{24}(?:-[a-z0-9]+)?\.(jpg|png|webp|gif|avif|pdf)$/;
/** A stored image's name in its parts: the content hash, the nonce, and the rest. */
const STORED_IMAGE_NAME = /^([a-f0-9]{16})[a-f0-9]{8}((?:-[a-z0-9]+)?\.(?:jpg|png|webp|gif|avif))$/;

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

/**
 * A file of a multipart body. It is written to DATA_DIR/incoming as it arrives, not held in
 * memory (ten 20 MB photos sent at once would otherwise be 200 MB before any work starts), and
 * removed once the answer has gone out.
 */
export type UploadedFile = {
  path: string;
  size: number;
  /** The name the browser sent (shown in the media library; never used to store or serve). */
  fileName?: string;
  /**
   * Who sent it, set for the files of the endpoint table's forms (withLibraryChoices): those go
   * into the media library as they are stored.
   */
  by?: number | null;
  /**
   * Set instead of an upload when the form chose a library image (`mediaId`): its stored path,
   * which a save uses as it is (docs/decisions/141-media-library.md).
   */
  libraryPath?: string;
};
/** What an image is stored from: an upload, or bytes made on the spot (the demo content). */
export type ImageSource = UploadedFile | Buffer;

export type MultipartBody = {
  /** Text fields; a field sent several times becomes an array. */
  fields: Record<string, string | string[]>;
  /** Uploaded files by field name (at most one per field). */
  files: Record<string, UploadedFile>;
};

/** A stored file as the media library records it. */
export type StoredFile = {
  path: string;
  mimeType: string;
  size: number;
  width: number | null;
  height: number | null;
};

/**
 * The media library as the uploads see it (set by modules/media): every upload is added to it,
 * a `mediaId` names one of its images, and a file it holds is removed only when its row is
 * deleted for good from the trash.
 */
export type Library = {
  add(file: StoredFile, upload: UploadedFile): Promise<void>;
  /** The stored path of a usable library image (400 when missing, in the trash or a PDF). */
  imagePath(mediaId: number): Promise<string>;
  /** Whether a row of the library, live or in the trash, holds the file. */
  holds(filePath: string): Promise<boolean>;
  /** Drops the row of a new upload whose save failed. */
  forget(filePath: string): Promise<void>;
  /** The uploaded name of a document, for its download name. */
  fileNameOf(filePath: string): Promise<string | null>;
};

export type Attachments = {
  /** Where the stored files are (local disk or a bucket). */
  storage: FileStorage;
  /** Where uploads wait while their request runs (see UploadedFile). */
  incomingDir: string;
  /**
   * Checks, prepares and stores an image; answers its file path under Attachments/. An upload
   * (not bytes made on the spot) is also added to the media library; a library choice is
   * answered as it is.
   */
  storeImage(image: ImageSource): Promise<string>;
  /** Checks, prepares and stores an image, outside the library; answers what it stored. */
  storeImageFile(image: ImageSource): Promise<StoredFile>;
  /** Checks and stores a PDF as it is (400 when the bytes are not a whole PDF). */
  storeDocument(upload: UploadedFile): Promise<StoredFile>;
  /**
   * Removes a stored file and its variants; unknown or foreign paths are ignored, and so are
   * files the media library holds (removed when their row leaves the trash for good).
   */
  remove(filePath: string | null | undefined): Promise<void>;
  /** Undoes `storeImage` of `image` after a failed save: a new upload goes, a library choice stays. */
  discardNew(image: ImageSource | undefined, filePath: string | null): Promise<void>;
  /**
   * The stored image `filePath` as a file of a copy's own (deleting either item for good deletes
   * only its own): its bytes and its sized variants copied under a new name, which keeps the
   * content hash. A name of another form is stored again from its bytes; null when there is none,
   * or its file is gone.
   */
  copyImage(filePath: string | null): Promise<string | null>;
  library: Library | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    attachments: Attachments;
  }
}

/** Where the uploads go: DATA_DIR, or the bucket the S3_* settings name. */
type UploadsOptions = Pick<Config, 'dataDir' | 's3'>;

export const uploadsPlugin = fp(async (app: FastifyInstance, settings: UploadsOptions) => {
  const storage = createStorage(settings);
  const attachments = createAttachments(settings.dataDir, storage);
  app.addHook('onClose', () => storage.close());

  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 4, fields: 120, fieldSize: 2 * 1024 * 1024 },
  });
  // Local files are sent as static files (ranges, conditional requests); a bucket's are streamed.
  if (storage.kind === 'local')
    await app.register(fastifyStatic, { root: storage.dir, serve: false, decorateReply: true });
  const sendStatic = (reply: FastifyReply, name: string) =>
    reply.sendFile(name, { immutable: true, maxAge: '365d', cacheControl: true });

  app.decorate('attachments', attachments);
  await removeStaleUploads(attachments.incomingDir);
  // Uploads are removed when their answer has gone out, or when the client gave up.
  app.addHook('onResponse', async (request) => removeUploads(request));
  app.addHook('onRequestAbort', async (request) => removeUploads(request));
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
      if (extension === 'pdf') {
        // Shown in the browser's viewer, saved under the name it was uploaded with.
        const fileName = (await attachments.library?.fileNameOf(name)) ?? name;
        reply
          .header('content-disposition', contentDisposition(fileName))
          .header('x-content-type-options', 'nosniff');
        if (storage.kind === 'local') return sendStatic(reply, name);
        const object = await storage.get(name, request.headers.range);
        if (!object) throw notFound('The file');
        return sendObject(request, reply, name, object);
      }
      const generation = app.publicCache.generation;
      let bytes = memory.get(name, generation);
      if (!bytes) {
        if (storage.kind === 'local') {
          const size = await storage.size(name);
          // Missing or large files: streamed from disk (which also answers 404 and ranges).
          const read = size !== null && size <= MEMORY_FILE_MAX_BYTES && (await storage.read(name));
          if (!read) return sendStatic(reply, name);
          bytes = read;
        } else {
          // One request to the bucket: its answer says the size, and a small image is kept.
          const object = await storage.get(name, request.headers.range);
          if (!object) throw notFound('The file');
          if (object.contentRange !== undefined || object.size > MEMORY_FILE_MAX_BYTES)
            return sendObject(request, reply, name, object);
          bytes = await buffer(object.body);
        }
        memory.put(name, bytes);
      }
      reply.header('cache-control', IMMUTABLE_CACHE).header('etag', entityTag(name));
      if (request.headers['if-none-match'] === entityTag(name)) return reply.code(304).send();
      return reply.type(contentTypeOf(name)).send(bytes);
    },
  );
});

/** The name is a content hash: it serves as the entity tag. */
const entityTag = (name: string) => `"${name}"`;

/** A file from the bucket, streamed with the headers a local one is sent with. */
function sendObject(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  { body, size, contentRange }: StoredObject,
) {
  reply
    .header('cache-control', IMMUTABLE_CACHE)
    .header('etag', entityTag(name))
    .header('accept-ranges', 'bytes')
    .type(contentTypeOf(name));
  if (request.headers['if-none-match'] === entityTag(name)) {
    body.destroy();
    return reply.code(304).send();
  }
  if (contentRange !== undefined) reply.code(206).header('content-range', contentRange);
  return reply.header('content-length', size).send(body);
}

/**
 * The attachment store of a data folder (also used by the demo content seed): its files in
 * `storage`, DATA_DIR/attachments unless another is given; uploads wait in DATA_DIR/incoming.
 */
export function createAttachments(
  dataDir: string,
  storage: FileStorage = createLocalStorage(dataDir),
): Attachments {
  const incomingDir = path.join(dataDir, 'incoming');
  makePrivateDir(incomingDir);
  const removeFiles = async (filePath: string | null | undefined) => {
    if (!filePath || !ATTACHMENT_NAME.test(filePath)) return;
    const files = [
      filePath,
      ...IMAGE_VARIANT_WIDTHS.map((width) => imageVariantPath(filePath, width)),
    ];
    await storage.remove(files);
  };
  const attachments: Attachments = {
    storage,
    incomingDir,
    library: null,
    async remove(filePath) {
      if (!filePath || !ATTACHMENT_NAME.test(filePath)) return;
      if (await attachments.library?.holds(filePath)) return;
      await removeFiles(filePath);
    },
    async discardNew(image, filePath) {
      if (!filePath || !image || (!Buffer.isBuffer(image) && image.libraryPath)) return;
      await attachments.library?.forget(filePath);
      await removeFiles(filePath);
    },
    async copyImage(filePath) {
      if (!filePath) return null;
      // Stored names are bare file names; basename keeps any other value inside the folder.
      const name = path.basename(filePath);
      const parts = STORED_IMAGE_NAME.exec(name);
      if (!parts) {
        const bytes = await storage.read(name);
        return bytes ? attachments.storeImage(bytes) : null;
      }
      const copy = `${parts[1]}${randomBytes(4).toString('hex')}${parts[2]}`;
      if (!(await storage.copy(name, copy))) return null; // its file is gone
      try {
        // An image stored before the variants has none to copy (copy answers false).
        for (const width of IMAGE_VARIANT_WIDTHS)
          await storage.copy(imageVariantPath(name, width), imageVariantPath(copy, width));
      } catch (error) {
        await removeFiles(copy);
        throw error;
      }
      return copy;
    },
    storeImageFile(image) {
      // Refused before waiting its turn: a file over the limit needs no decoding to say no.
      const size = Buffer.isBuffer(image) ? image.length : image.size;
      if (size > MAX_UPLOAD_BYTES) throw new HttpError(413, UPLOAD_TOO_LARGE_MESSAGE);
      return imageWork(() => storePrepared(Buffer.isBuffer(image) ? image : image.path));
    },
    async storeImage(image) {
      if (!Buffer.isBuffer(image) && image.libraryPath) return image.libraryPath;
      const stored = await attachments.storeImageFile(image);
      const { library } = attachments;
      if (library && !Buffer.isBuffer(image) && image.by !== undefined) {
        await library.add(stored, image).catch(async (error: unknown) => {
          await removeFiles(stored.path);
          throw error;
        });
      }
      return stored.path;
    },
    async storeDocument(upload) {
      if (upload.size > MAX_UPLOAD_BYTES) throw new HttpError(413, UPLOAD_TOO_LARGE_MESSAGE);
      await checkPdf(upload);
      const hash = createHash('sha256');
      for await (const chunk of createReadStream(upload.path)) hash.update(chunk as Buffer);
      const name = `${hash.digest('hex').slice(0, 16)}${randomBytes(4).toString('hex')}.pdf`;
      await storage.put(name, { file: upload.path }, 'application/pdf');
      return {
        path: name,
        mimeType: 'application/pdf',
        size: upload.size,
        width: null,
        height: null,
      };
    },
  };
  return attachments;

  async function storePrepared(source: Buffer | string): Promise<StoredFile> {
    const { data, format, width, height } = await prepareImage(source);
    const hash = createHash('sha256').update(data).digest('hex').slice(0, 16);
    const name = `${hash}${randomBytes(4).toString('hex')}.${EXTENSIONS[format]}`;
    const mimeType = contentTypeOf(name);
    try {
      await storage.put(name, data, mimeType);
      for (const width of IMAGE_VARIANT_WIDTHS) {
        const variant = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 78 })
          .toBuffer();
        const variantName = imageVariantPath(name, width);
        await storage.put(variantName, variant, contentTypeOf(variantName));
      }
    } catch (error) {
      await removeFiles(name);
      throw error;
    }
    return {
      path: name,
      mimeType,
      size: data.length,
      width,
      height,
    };
  }
}

/** Whether a file is named or sent as a PDF: such a file must be one (no image check). */
export function claimsPdf(upload: UploadedFile) {
  return /\.pdf$/i.test(upload.fileName ?? '');
}

/** Whether an upload's first bytes are a PDF's. */
export async function isPdf(upload: UploadedFile) {
  return (await firstBytes(upload.path, 5)).toString('latin1') === '%PDF-';
}

/** A whole PDF: its signature first and its end marker near the end (a cut-off copy has none). */
async function checkPdf(upload: UploadedFile) {
  if (!(await isPdf(upload))) throw badRequest(MEDIA_MESSAGES.notPdf);
  const handle = await open(upload.path);
  try {
    const length = Math.min(upload.size, 2048);
    const { buffer } = await handle.read(Buffer.alloc(length), 0, length, upload.size - length);
    if (!buffer.toString('latin1').includes('%%EOF')) throw badRequest(MEDIA_MESSAGES.damagedPdf);
  } finally {
    await handle.close();
  }
}

/**
 * `inline` with the uploaded name: an ASCII fallback without quotes or path characters, and the
 * exact name encoded (RFC 6266).
 */
function contentDisposition(fileName: string) {
  const plain = fileName.replace(/[^\x20-\x7e]|["\\/;]/g, '_').slice(0, 150) || 'document.pdf';
  return `inline; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName.slice(0, 150))}`;
}

/**
 * Every uploaded image, once, before it is stored: what the bytes are is read from their header
 * (the name and type sent are not trusted), then the whole image is decoded (so a cut-off file
 * fails), HEIC through libheif, turned upright by its EXIF orientation, shrunk to fit inside
 * 2560 × 2560 and encoded again, which leaves every piece of metadata (GPS position, camera,
 * comments) and anything hidden in the file behind.
 */
async function prepareImage(
  source: Buffer | string,
): Promise<{ data: Buffer; format: StoredFormat; width: number; height: number }> {
  const header = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, animated: true })
    .metadata()
    .catch(async (error: unknown) => {
      const known = await startsLikeAnImage(source);
      throw refusal(error, known ? UPLOAD_DAMAGED_MESSAGE : UPLOAD_NOT_IMAGE_MESSAGE);
    });
  const kind = acceptedKind(header);
  if (!kind) throw badRequest(UPLOAD_NOT_IMAGE_MESSAGE);
  if ((header.width ?? 0) * (header.height ?? 0) > MAX_INPUT_PIXELS)
    throw badRequest(UPLOAD_TOO_MANY_PIXELS_MESSAGE);
  try {
    let image: sharp.Sharp;
    if (kind === 'heic') {
      // libheif applies the container's rotation itself; the pixels come without EXIF.
      const { pixels, ...raw } = await decodeHeic(source, MAX_IMAGE_EDGE);
      image = sharp(pixels, { raw, limitInputPixels: MAX_INPUT_PIXELS });
    } else {
      image = sharp(source, {
        limitInputPixels: MAX_INPUT_PIXELS,
        failOn: 'truncated',
        animated: true,
      });
      // GIFs carry no EXIF; turning an animation would need every frame at once.
      if (kind !== 'gif') image = image.rotate();
    }
    const format = kind === 'heic' ? 'jpeg' : kind;
    const { data, info } = await image
      .resize({
        width: MAX_IMAGE_EDGE,
        height: MAX_IMAGE_EDGE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .toFormat(format)
      .toBuffer({ resolveWithObject: true });
    // An animation's height is that of one frame.
    return { data, format, width: info.width, height: info.pageHeight ?? info.height };
  } catch (error) {
    throw refusal(error, UPLOAD_DAMAGED_MESSAGE);
  }
}

/** What a file's header says it is, among what we take; null for anything else (SVG, PDF…). */
function acceptedKind({ format, compression }: sharp.Metadata): StoredFormat | 'heic' | null {
  // sharp names AVIF and HEIC both "heif"; the codec tells them apart.
  if (format === 'heif')
    return compression === 'av1' ? 'avif' : compression === 'hevc' ? 'heic' : null;
  return format === 'jpeg' || format === 'png' || format === 'webp' || format === 'gif'
    ? format
    : null;
}

/**
 * True when the first bytes are those of a format we take (so a file sharp cannot read is a
 * damaged image rather than something else, such as HTML or a PDF, named like one).
 */
async function startsLikeAnImage(source: Buffer | string) {
  const head = Buffer.isBuffer(source) ? source.subarray(0, 12) : await firstBytes(source, 12);
  const text = (from: number, to: number) => head.toString('latin1', from, to);
  return (
    head.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) || // JPEG
    head.subarray(0, 8).equals(Buffer.from('\x89PNG\r\n\x1a\n', 'latin1')) ||
    text(0, 4) === 'GIF8' ||
    (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') ||
    // HEIC and AVIF: an ISO media file whose brand says image
    (text(4, 8) === 'ftyp' && IMAGE_BRANDS.has(text(8, 12)))
  );
}
async function firstBytes(file: string, count: number) {
  const handle = await open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(count), 0, count, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
const IMAGE_BRANDS = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'mif1',
  'msf1',
  'avif',
  'avis',
]);

/** The uploader's word for an image that sharp or libheif could not read. */
function refusal(error: unknown, otherwise: string) {
  if (error instanceof HttpError) return error;
  if (error instanceof Error && /pixel limit/i.test(error.message))
    return badRequest(UPLOAD_TOO_MANY_PIXELS_MESSAGE);
  return badRequest(otherwise);
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
        const file = await keepUpload(request, part.file);
        file.fileName = part.filename;
        if (file.size > 0) files[part.fieldname] = file;
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

/**
 * The files of a form with its library choices: a file field with no upload takes the library
 * image named by `<field>MediaId` (or `mediaId`, for a form with one file field), so every save
 * that takes an image file also takes one from the library (docs/decisions/141-media-library.md).
 */
export async function withLibraryChoices(
  request: FastifyRequest,
  fileFields: readonly string[],
  { fields, files }: MultipartBody,
): Promise<MultipartBody['files']> {
  const { library } = request.server.attachments;
  const by = request.currentUser?.id ?? null;
  for (const file of Object.values(files)) file.by = by;
  if (!library) return files;
  const chosen = { ...files };
  for (const field of fileFields) {
    if (chosen[field]) continue;
    const raw = fields[`${field}MediaId`] ?? (fileFields.length === 1 ? fields.mediaId : undefined);
    const text = Array.isArray(raw) ? raw[0] : raw;
    if (text === undefined || String(text).trim() === '') continue;
    const mediaId = Number(text);
    if (!Number.isInteger(mediaId) || mediaId < 1 || mediaId > MAX_ID)
      throw badRequest(MEDIA_MESSAGES.notLibraryImage);
    chosen[field] = { path: '', size: 0, libraryPath: await library.imagePath(mediaId) };
  }
  return chosen;
}

/** Each request's uploads, removed when it ends (removeUploads). */
const uploadsOf = new WeakMap<FastifyRequest, string[]>();

/** Writes an uploaded file to DATA_DIR/incoming as it arrives (see UploadedFile). */
async function keepUpload(
  request: FastifyRequest,
  stream: AsyncIterable<Buffer> & { truncated?: boolean },
): Promise<UploadedFile> {
  const filePath = path.join(
    request.server.attachments.incomingDir,
    randomBytes(16).toString('hex'),
  );
  uploadsOf.set(request, [...(uploadsOf.get(request) ?? []), filePath]);
  const handle = await open(filePath, 'wx', PRIVATE_FILE_MODE);
  let size = 0;
  try {
    // Iterated, not piped: a body cut off mid-file then fails here as a premature close.
    for await (const chunk of stream) {
      await handle.write(chunk);
      size += chunk.length;
    }
  } finally {
    await handle.close();
  }
  // Over the limit: busboy stops the file short and the multipart plugin reports it.
  if (stream.truncated) throw new HttpError(413, UPLOAD_TOO_LARGE_MESSAGE);
  return { path: filePath, size };
}

async function removeUploads(request: FastifyRequest) {
  const files = uploadsOf.get(request);
  if (!files) return;
  uploadsOf.delete(request);
  await Promise.all(files.map((file) => rm(file, { force: true })));
}

/** Files a stopped process left in DATA_DIR/incoming (another process may be using newer ones). */
async function removeStaleUploads(incomingDir: string) {
  const staleBefore = Date.now() - 60 * 60 * 1000;
  for (const name of await readdir(incomingDir)) {
    const file = path.join(incomingDir, name);
    const changed = await stat(file).then(
      (stats) => stats.mtimeMs,
      () => Infinity,
    );
    if (changed < staleBefore) await rm(file, { force: true });
  }
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
  image: ImageSource,
  save: (imagePath: string) => Promise<T>,
): Promise<T>;
export function saveWithImage<T>(
  attachments: Attachments,
  image: ImageSource | undefined,
  save: (imagePath: string | null) => Promise<T>,
): Promise<T>;
export async function saveWithImage<T>(
  attachments: Attachments,
  image: ImageSource | undefined,
  save: ((imagePath: string) => Promise<T>) | ((imagePath: string | null) => Promise<T>),
): Promise<T> {
  const imagePath = image ? await attachments.storeImage(image) : null;
  try {
    // The overloads guarantee a path whenever `save` needs one.
    return await (save as (imagePath: string | null) => Promise<T>)(imagePath);
  } catch (error) {
    await attachments.discardNew(image, imagePath);
    throw error;
  }
}

/**
 * An update that may bring a new image (`imagePath` column): `update` saves the row with
 * `newImage` ({} when none was sent) and answers the row as it was; the file it replaced goes
 * once the row is saved.
 */
export async function updateWithImage(
  attachments: Attachments,
  image: ImageSource | undefined,
  update: (newImage: {
    imagePath?: string;
  }) => Promise<{ imagePath: string | null } & DiscardedFiles>,
) {
  const before = await saveWithImage(attachments, image, (imagePath) =>
    update(imagePath ? { imagePath } : {}),
  );
  await removeReplaced(attachments, before, image ? before.imagePath : null);
}

/**
 * After a save: removes the file it replaced (`replaced`, when a new one was sent) and the files
 * of a draft it discarded.
 */
export async function removeReplaced(
  attachments: Attachments,
  { discardedFiles = [] }: DiscardedFiles,
  replaced: string | null,
) {
  for (const file of [replaced, ...discardedFiles]) await attachments.remove(file);
}
