/**
 * Compression of the answers the server keeps in memory (cached public reads, page HTML): each
 * body is compressed once per encoding, on first use, and reused, so a cached answer costs no
 * compression per request. Built assets come precompressed from the web build instead.
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip' | 'identity';

/** Below this, compression saves less than it costs. */
const MIN_BYTES = 1024;
const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip', 'identity'] });

/** A body in each encoding, made when first asked for. */
export type EncodedBody = { size: number; in(encoding: Encoding): Buffer };

export function encodedBody(bytes: Buffer, brotli?: Buffer): EncodedBody {
  const made: Partial<Record<Encoding, Buffer>> = { identity: bytes, br: brotli };
  return {
    size: bytes.length,
    in(encoding) {
      made[encoding] ??=
        encoding === 'br'
          ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipSync(bytes);
      return made[encoding];
    },
  };
}

const compressBrotli = promisify(brotliCompress);

/**
 * A drawn page, compressed at brotli's best before it is kept: about 8 % smaller than the quality
 * the other answers get, which keeps a page in the first round trip of a new connection more
 * often (docs/decisions/150-first-paint.md). It costs some 100 ms of CPU per page drawn, in
 * libuv's thread pool, so requests go on being answered meanwhile.
 */
export async function encodedPage(bytes: Buffer): Promise<EncodedBody> {
  const brotli = await compressBrotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  return encodedBody(bytes, brotli);
}

/** The bytes to send for this request, with Content-Encoding and Vary set to match. */
export function negotiatedBody(request: FastifyRequest, reply: FastifyReply, body: EncodedBody) {
  reply.header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding =
    body.size < MIN_BYTES || !accepted
      ? 'identity'
      : (negotiator.negotiate(accepted) ?? 'identity');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return body.in(encoding);
}
