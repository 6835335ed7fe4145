/**
 * Decodes one HEIC/HEIF photo in a worker thread (lib/heic.ts starts it) and shrinks it to fit
 * inside `maxEdge`, answering RGB pixels. Plain JavaScript, so the worker needs no TypeScript
 * loader. libheif's WebAssembly build blocks its thread for a second or more and keeps its heap
 * (about 85 MB for a 12-megapixel photo) until the thread ends: here it blocks no request, and
 * ending the worker gives every byte back at once.
 *
 * libheif's own bindings, not the heic-decode wrapper: they decode straight to RGB and let sharp
 * read the pixels where libheif put them, where the wrapper copies them twice more as RGBA
 * (+60 MB).
 */
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import libheif from 'libheif-js/wasm-bundle.js';
import sharp from 'sharp';

const { source, maxEdge } = workerData;
// A file path, or the bytes themselves.
const bytes = typeof source === 'string' ? await readFile(source) : source;
const images = new libheif.HeifDecoder().decode(bytes);
const primary = images.find((image) => image.is_primary()) ?? images[0];
if (!primary) throw new Error('the file holds no image');
// Turned as the container says (irot/imir), as libheif does by default.
const decoded = await libheif.heif_js_decode_image2(
  primary.handle,
  libheif.heif_colorspace.heif_colorspace_RGB,
  libheif.heif_chroma.heif_chroma_interleaved_RGB,
);
if (!decoded || decoded.code)
  throw new Error(`the image could not be decoded: ${decoded?.message}`);
const plane = decoded.channels.find(
  (channel) => channel.id === libheif.heif_channel.heif_channel_interleaved,
);
const { width, height, stride } = plane;
const rowBytes = width * 3;
// Rows may be padded for alignment; sharp takes them packed.
let pixels = plane.data;
if (stride !== rowBytes) {
  pixels = new Uint8Array(rowBytes * height);
  for (let row = 0; row < height; row++)
    pixels.set(plane.data.subarray(row * stride, row * stride + rowBytes), row * rowBytes);
}
const { data, info } = await sharp(pixels, { raw: { width, height, channels: 3 } })
  .resize({ width: maxEdge, height: maxEdge, fit: 'inside', withoutEnlargement: true })
  .raw()
  .toBuffer({ resolveWithObject: true });
parentPort.postMessage({ width: info.width, height: info.height, data }, [data.buffer]);
