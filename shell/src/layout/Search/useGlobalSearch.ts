import { useEffect, useRef, useState } from 'react';
import { MIN_SEARCH_LENGTH, useGuestScope, usePlatform } from '@vx/shared';
import { fetchGlobalSearch, type SearchHits } from './globalSearch';
import { createSearchCache } from './searchCache';

/** Typing pauses this long before the pattern is asked for: one request per word, not per key. */
export const SEARCH_DEBOUNCE_MS = 200;

/** The page's answers, by guest scope and pattern (spec 001 §9: kept 300000 ms, cleaned every 5 s). */
const answers = createSearchCache<SearchHits>();

interface Applied {
  key: string;
  hits: SearchHits | null;
  failed: boolean;
}

export interface GlobalSearch {
  /** Whether the typed pattern is long enough to be searched (else the history is shown). */
  searching: boolean;
  /** The newest applied answer; while a newer pattern is asked for, the one before it. */
  hits: SearchHits | null;
  /** The typed pattern's answer has not come yet. */
  pending: boolean;
  /** The typed pattern's request failed. */
  failed: boolean;
}

/**
 * The overlay's suggestions for what the guest types: asked for after a pause in typing, answered
 * from the search cache when it has them, and applied only when they answer the newest request and
 * name the pattern last asked for (spec 000 §4); any answer that comes late is dropped. Not a
 * request-cache query: the spec gives the search its own cache and rule, kept here and in searchCache.
 */
export function useGlobalSearch(typed: string): GlobalSearch {
  const { vxql } = usePlatform();
  const scope = useGuestScope().join(':');
  const pattern = typed.trim();
  const searching = pattern.length >= MIN_SEARCH_LENGTH;
  const key = `${scope}:${pattern}`;
  const [applied, setApplied] = useState<Applied | null>(null);
  const newest = useRef({ id: 0, pattern: '' });

  useEffect(() => {
    // Every change leaves the requests before it behind, also a pattern cut under the minimum.
    const id = newest.current.id + 1;
    newest.current = { id, pattern: newest.current.pattern };
    if (!searching) return;
    const timer = setTimeout(() => {
      const cached = answers.get(key);
      if (cached) return setApplied({ key, hits: cached, failed: false });
      newest.current = { id, pattern };
      fetchGlobalSearch(vxql, pattern).then(
        (hits) => {
          if (hits.searchPattern === pattern) answers.set(key, hits);
          if (newest.current.id !== id || hits.searchPattern !== newest.current.pattern) return;
          setApplied({ key, hits, failed: false });
        },
        () => {
          if (newest.current.id === id) setApplied({ key, hits: null, failed: true });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [vxql, key, pattern, searching]);

  const current = applied?.key === key;
  return {
    searching,
    hits: searching ? (applied?.hits ?? null) : null,
    pending: searching && !current,
    failed: searching && current && applied.failed,
  };
}
