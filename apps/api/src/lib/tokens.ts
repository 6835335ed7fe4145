/** Opaque random tokens (refresh, password reset): handed out once, stored only as a hash. */
import { createHash, randomBytes } from 'node:crypto';

export function newOpaqueToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string) {
  return createHash('sha256').update(token).digest('hex');
}

export const nowIso = () => new Date().toISOString();
export const isoIn = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
