import { MIN_SEARCH_LENGTH, SEARCH_HISTORY_SIZE } from '@vx/shared';

export const SEARCH_HISTORY_KEY = 'vx.searchHistory';

/**
 * The history after a submitted search (spec 000 §4, §5): the latest SEARCH_HISTORY_SIZE distinct
 * searches, newest first, each of MIN_SEARCH_LENGTH characters or more. Searches that differ only
 * in case are one; the newest spelling is kept.
 */
export function withSearch(history: readonly string[], search: string): readonly string[] {
  const term = search.trim();
  if (term.length < MIN_SEARCH_LENGTH) return history;
  const same = term.toLocaleLowerCase();
  return [term, ...history.filter((entry) => entry.toLocaleLowerCase() !== same)].slice(0, SEARCH_HISTORY_SIZE);
}

export interface SearchHistory {
  /** The entries, newest first; the same array until they change (a store snapshot). */
  entries(): readonly string[];
  add(search: string): void;
  clear(): void;
  /** Writes the entries to storage, or removes them from it, as the consent stands now. */
  sync(): void;
  subscribe(listener: () => void): () => void;
}

export interface SearchHistoryOptions {
  storage: () => Storage;
  /** Whether the guest allows functional storage: the global search history is functional (spec 000 §5). */
  allowed: () => boolean;
}

function parse(raw: string | null): readonly string[] {
  const value: unknown = JSON.parse(raw ?? '[]');
  if (!Array.isArray(value)) return [];
  return value.filter((entry): entry is string => typeof entry === 'string').reduceRight<readonly string[]>(withSearch, []);
}

/**
 * The global search's history. It always lives in the page's memory; it is read from and written to
 * storage only while the guest allows functional storage. Without that consent nothing is stored,
 * and a history stored under an earlier consent is removed.
 */
export function createSearchHistory({ storage, allowed }: SearchHistoryOptions): SearchHistory {
  let entries: readonly string[] = [];
  let loaded = false;
  const listeners = new Set<() => void>();

  const sync = () => {
    try {
      if (allowed() && entries.length > 0) storage().setItem(SEARCH_HISTORY_KEY, JSON.stringify(entries));
      else storage().removeItem(SEARCH_HISTORY_KEY);
    } catch {
      // Storage refused (private mode, quota): the page's memory still has the history.
    }
  };
  const load = () => {
    if (loaded) return;
    loaded = true;
    if (!allowed()) return sync();
    try {
      entries = parse(storage().getItem(SEARCH_HISTORY_KEY));
    } catch {
      // A broken or unreadable entry is as good as none.
    }
  };
  const change = (next: readonly string[]) => {
    if (next === entries) return;
    entries = next;
    sync();
    listeners.forEach((listener) => listener());
  };

  return {
    entries() {
      load();
      return entries;
    },
    add(search) {
      load();
      change(withSearch(entries, search));
    },
    clear() {
      load();
      change([]);
    },
    sync() {
      load();
      sync();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
