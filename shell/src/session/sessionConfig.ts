const KEY = 'vx.sessionConfig';

interface Stored {
  loggedIn: boolean;
  values: Record<string, unknown>;
}

/**
 * Session config of spec 000 §3: kept in local storage with a logged-in flag, and discarded
 * when that flag differs from the current login state (a config of another session never leaks).
 */
export function createSessionConfig(isLoggedIn: () => boolean, storage: Storage = window.localStorage) {
  function read(): Stored {
    try {
      const stored = JSON.parse(storage.getItem(KEY) ?? 'null') as Stored | null;
      if (stored && stored.loggedIn === isLoggedIn() && typeof stored.values === 'object') return stored;
    } catch {
      // A broken entry is as good as none.
    }
    const fresh = { loggedIn: isLoggedIn(), values: {} };
    storage.setItem(KEY, JSON.stringify(fresh));
    return fresh;
  }
  return {
    get<T>(key: string): T | undefined {
      return read().values[key] as T | undefined;
    },
    set(key: string, value: unknown): void {
      const stored = read();
      stored.values[key] = value;
      storage.setItem(KEY, JSON.stringify(stored));
    },
  };
}
