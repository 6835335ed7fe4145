/**
 * Slows password guessing: after `maxFailures` failed sign-ins for one username from one address
 * within the window, further attempts get 429 until the window ends. A success clears the count.
 * Kept in memory: with several instances each counts on its own, which still caps guessing.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
  ) {}

  /** Milliseconds until `key` may try again, or 0 when it may try now. */
  retryAfter(key: string, now = Date.now()) {
    const entry = this.failures.get(key);
    if (!entry || entry.resetAt <= now) return 0;
    return entry.count >= this.maxFailures ? entry.resetAt - now : 0;
  }

  fail(key: string, now = Date.now()) {
    const entry = this.failures.get(key);
    if (!entry || entry.resetAt <= now) {
      this.failures.set(key, { count: 1, resetAt: now + this.windowMs });
      this.prune(now);
    } else {
      entry.count += 1;
    }
  }

  succeed(key: string) {
    this.failures.delete(key);
  }

  /** Forgets finished windows so the map cannot grow without bound. */
  private prune(now: number) {
    if (this.failures.size < 10_000) return;
    for (const [key, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(key);
  }
}
