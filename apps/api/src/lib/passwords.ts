/** argon2id password hashes: memory-hard, so a stolen hash is slow to guess. */
import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which verbatimModuleSyntax cannot import). */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID } as const;

export function hashPassword(password: string) {
  return hash(password, OPTIONS);
}

export function verifyPassword(passwordHash: string, password: string) {
  return verify(passwordHash, password).catch(() => false);
}

/** Verifying against this when a username is unknown keeps failed sign-ins equally slow. */
let dummyHash: Promise<string> | null = null;
export async function spendPasswordCheckTime(password: string) {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, password);
}
