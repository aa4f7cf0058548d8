import type { Executor } from './helpers';

/**
 * In-process listeners of one kind of event, kept per database: a test process runs several servers
 * side by side, each on its own. `announce` calls this process's listeners on `db`; `listen` returns
 * the unsubscribe.
 */
export function listenersByDatabase<T>(): { announce(db: Executor, event: T): void; listen(db: Executor, listener: (event: T) => void): () => void } {
  const listeners = new WeakMap<Executor, Set<(event: T) => void>>();
  return {
    announce(db, event) {
      for (const listener of listeners.get(db) ?? []) listener(event);
    },
    listen(db, listener) {
      let set = listeners.get(db);
      if (!set) listeners.set(db, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
  };
}
