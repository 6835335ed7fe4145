/**
 * Slows password guessing from one address: each password check for one username from one address
 * is counted as a failure the moment it starts (so simultaneous guesses cannot slip past), and
 * after `maxFailures` within the window further attempts get 429 until the window ends. A success
 * clears the count. Kept in memory and bounded: each instance counts on its own. The per-account
 * backoff (`accountBackoffMs`, stored with the user) is what no change of address escapes.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
  ) {}

  /**
   * Counts an attempt for `key` before its password is checked. Answers 0 when the check may go
   * ahead, or the milliseconds to wait (nothing is counted then).
   */
  reserve(key: string, now = Date.now()) {
    const entry = this.failures.get(key);
    if (!entry || entry.resetAt <= now) {
      this.failures.set(key, { count: 1, resetAt: now + this.windowMs });
      this.prune(now);
      return 0;
    }
    if (entry.count >= this.maxFailures) return entry.resetAt - now;
    entry.count += 1;
    return 0;
  }

  /** Takes back a reservation whose password was never checked. */
  release(key: string) {
    const entry = this.failures.get(key);
    if (entry) entry.count = Math.max(0, entry.count - 1);
  }

  succeed(key: string) {
    this.failures.delete(key);
  }

  /** Forgets finished windows so the map cannot grow without bound. */
  private prune(now: number) {
    if (this.failures.size < 10_000) return;
    for (const [key, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(key);
    // Still full of live windows (a flood of made-up names): drop the oldest.
    for (const key of this.failures.keys()) {
      if (this.failures.size < 10_000) break;
      this.failures.delete(key);
    }
  }
}

const MINUTE = 60_000;
/** The longest an account waits: guessing stays at a few dozen tries a day at most. */
const MAX_ACCOUNT_BACKOFF_MS = 60 * MINUTE;

/**
 * How long an account must wait after its `failures`-th failed password check in a row: nothing
 * before the `freeFailures`-th, then 1 minute, doubling with each further failure up to an hour.
 * Never a permanent lock: the owner can always get in through a reset link, which clears it.
 */
export function accountBackoffMs(failures: number, freeFailures: number) {
  if (failures < freeFailures) return 0;
  return Math.min(MINUTE * 2 ** Math.min(failures - freeFailures, 16), MAX_ACCOUNT_BACKOFF_MS);
}

/** "Too many failed sign-in attempts. Please try again in 2 minutes." */
export function tryAgainMessage(what: string, waitMs: number) {
  const minutes = Math.max(1, Math.ceil(waitMs / MINUTE));
  return `${what} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
