/**
 * HEIC/HEIF photos (iPhones and many Android phones): sharp's bundled libvips reads their header
 * but cannot decode HEVC, so the pixels come from libheif's WebAssembly build (heic-decode), in a
 * worker thread of its own per photo (heic-worker.mjs says why).
 */
import { Worker } from 'node:worker_threads';

export type DecodedPhoto = { width: number; height: number; channels: 3; pixels: Buffer };

const WORKER = new URL('./heic-worker.mjs', import.meta.url);

/**
 * The primary image of a photo (a file path or its bytes), turned as its container says
 * (irot/imir) and shrunk to fit inside `maxEdge` × `maxEdge`, as RGB pixels.
 */
export function decodeHeic(source: Buffer | string, maxEdge: number): Promise<DecodedPhoto> {
  return new Promise((resolve, reject) => {
    // A file is read by the worker itself; bytes are copied once and handed over.
    const copy = typeof source === 'string' ? null : new Uint8Array(source);
    const worker = new Worker(WORKER, {
      workerData: { source: copy ?? source, maxEdge },
      transferList: copy ? [copy.buffer] : [],
    });
    worker.once(
      'message',
      ({ width, height, data }: { width: number; height: number; data: Uint8Array }) => {
        const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
        resolve({ width, height, channels: 3, pixels });
        void worker.terminate();
      },
    );
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`HEIC decoder stopped (exit code ${code})`)));
  });
}
