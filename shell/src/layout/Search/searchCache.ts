import { SEARCH_CACHE_CLEANER_MS, SEARCH_CACHE_MS } from '@vx/shared';

export interface SearchCache<V> {
  /** The answer kept for the key, unless it has expired (even if the cleaner has not run since). */
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  /** Entries held, expired or not: what the cleaner has left. */
  readonly size: number;
}

/**
 * The client's search cache (spec 001 §9): an answer is kept SEARCH_CACHE_MS from when it came, and a
 * cleaner every SEARCH_CACHE_CLEANER_MS drops the expired ones. The cleaner runs only while something
 * is held, so a page on which nobody searches keeps no timer.
 */
export function createSearchCache<V>(now: () => number = () => Date.now()): SearchCache<V> {
  const entries = new Map<string, { value: V; expiresAt: number }>();
  let cleaner: ReturnType<typeof setInterval> | null = null;

  const clean = () => {
    const time = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= time) entries.delete(key);
    if (entries.size === 0 && cleaner !== null) {
      clearInterval(cleaner);
      cleaner = null;
    }
  };

  return {
    get(key) {
      const entry = entries.get(key);
      return entry && entry.expiresAt > now() ? entry.value : undefined;
    },
    set(key, value) {
      entries.set(key, { value, expiresAt: now() + SEARCH_CACHE_MS });
      cleaner ??= setInterval(clean, SEARCH_CACHE_CLEANER_MS);
    },
    get size() {
      return entries.size;
    },
  };
}
