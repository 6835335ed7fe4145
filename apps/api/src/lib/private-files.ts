/**
 * DATA_DIR holds the SQLite database (password hashes, messages), the generated JWT secret and
 * the uploads: none of it is for other users of the machine. Folders are made 0700 and files
 * 0600. A mode given at creation can only lose bits to the umask, never gain them; what an older
 * version created world-readable is tightened at start.
 */
import { chmodSync, mkdirSync } from 'node:fs';

const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `dir` (and missing parents) for its owner only, or tightens it when it exists. */
export function makePrivateDir(dir: string) {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  tighten(dir, PRIVATE_DIR_MODE);
}

/** Makes an existing file readable by its owner only; a missing file is left missing. */
export function makePrivateFile(file: string) {
  tighten(file, PRIVATE_FILE_MODE);
}

function tighten(target: string, mode: number) {
  try {
    chmodSync(target, mode);
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'ENOENT') return;
    // Owned by another user (e.g. a volume mounted as root): still usable, so start, but say so.
    if (code === 'EPERM') {
      process.emitWarning(`Could not make ${target} private to this user (${code}).`);
      return;
    }
    throw error;
  }
}
