import { catalogueVersion } from '../actors/version';

interface Entry<T> {
  value: Promise<T>;
  at: number;
  version: string | number;
}

/**
 * Search answers, kept for a moment. The cams page is the busiest call of the site and thousands of
 * guests ask the same few questions (page 1 of the online actors), while a count over 10,000
 * actors costs milliseconds in the embedded database. Entries die after `ttlMs` or at once when the
 * catalogue version changes (by default: an actor changed in this process; a caller can pass a
 * version that also sees other processes' changes); concurrent misses of one key share a single query.
 */
export class ResultCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs = 1_000,
    private readonly maxEntries = 1_000,
    /** The clock of `ttlMs`; a test moves its own instead of sleeping. */
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<T>, version: string | number = catalogueVersion()): Promise<T> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.version === version && now - hit.at < this.ttlMs) return hit.value;

    // A drizzle query is a thenable that runs again on every `then`: keep its one answer, not the query.
    const value = Promise.resolve(load());
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      // Map order is insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, at: now, version });
    // A failed query must not be served from the cache.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }
}
