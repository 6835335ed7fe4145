/**
 * Compression of the answers the server keeps in memory (cached public reads, page HTML): each
 * body is compressed once per encoding, on first use, and reused, so a cached answer costs no
 * compression per request. Built assets come precompressed from the web build instead.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip' | 'identity';

/** Below this, compression saves less than it costs. */
const MIN_BYTES = 1024;
const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip', 'identity'] });

/** A body in each encoding, made when first asked for. */
export type EncodedBody = { size: number; in(encoding: Encoding): Buffer };

export function encodedBody(bytes: Buffer): EncodedBody {
  const made: Partial<Record<Encoding, Buffer>> = { identity: bytes };
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
