/**
 * Decodes one HEIC/HEIF photo to RGBA in a worker thread (lib/heic.ts starts it). Plain
 * JavaScript, so the worker needs no TypeScript loader. libheif's WebAssembly decoder blocks its
 * thread for up to a second or two and keeps its memory until the thread ends: here it blocks no
 * request, and ending the worker gives every byte back.
 */
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import decode from 'heic-decode';

// A file path, or the bytes themselves.
const buffer = typeof workerData === 'string' ? await readFile(workerData) : workerData;
const { width, height, data } = await decode({ buffer });
parentPort.postMessage({ width, height, data }, [data.buffer]);
