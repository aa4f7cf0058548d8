/**
 * Counts failures per key (email + IP for logins) in a sliding window. In memory, per process: with
 * several server nodes an attacker gets the limit once per node, which still caps guessing at a few
 * attempts a minute; a shared store (Redis) would make it exact and is the next step if needed.
 */
export interface FailureLimiterOptions {
  maxFailures: number;
  windowMs: number;
  /** Upper bound of tracked keys, so a flood of distinct keys cannot exhaust memory. */
  maxKeys?: number;
}

export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();
  private readonly maxKeys: number;

  constructor(
    private readonly options: FailureLimiterOptions,
    private readonly now: () => number = Date.now,
  ) {
    this.maxKeys = options.maxKeys ?? 100_000;
  }

  private recent(key: string): number[] {
    const since = this.now() - this.options.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (list.length === 0) this.failures.delete(key);
    else this.failures.set(key, list);
    return list;
  }

  /** Milliseconds until the next attempt is allowed; 0 when allowed now. */
  retryAfterMs(key: string): number {
    const list = this.recent(key);
    if (list.length < this.options.maxFailures) return 0;
    return list[list.length - this.options.maxFailures] + this.options.windowMs - this.now();
  }

  fail(key: string): void {
    const list = this.recent(key);
    list.push(this.now());
    if (!this.failures.has(key) && this.failures.size >= this.maxKeys) {
      // Drop the oldest key (Map keeps insertion order).
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
    this.failures.set(key, list);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  /** Forgets expired entries; called from a timer. */
  sweep(): void {
    for (const key of [...this.failures.keys()]) this.recent(key);
  }
}

/**
 * Route options of @fastify/rate-limit (http/rate-limit.ts): at most `max` requests of one client
 * address (an IPv6 one by its /64) in `windowMs`, whatever the e-mail, counted before the body is
 * read. In Redis with REDIS_URL, so the budget holds across nodes; beyond it 429 too_many_attempts
 * with Retry-After.
 */
export function perAddress(max: number, windowMs: number) {
  return { config: { rateLimit: { max, timeWindow: windowMs } } };
}
