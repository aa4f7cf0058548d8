import type { Executor } from '../../db/helpers';

/** An online flip made through this process, as the database counted it. */
export interface OnlineFlip {
  actorId: number;
  online: boolean;
  /** The state really changed; false when the actor already was as asked (or does not exist). */
  changed: boolean;
  /**
   * The catalogue_changes version the flip's statement produced (its trigger bumps it even when no row
   * changed). A reader of that counter knows by it which moves were this process's own flips.
   */
  version: number;
}

type Listener = (flip: OnlineFlip) => void;

// Per database: a test process runs several servers side by side, each on its own.
const listeners = new WeakMap<Executor, Set<Listener>>();

/**
 * Tells those who keep the online state in memory (the actor search) of a flip, right after it was
 * committed: they apply it at once instead of asking the database again.
 */
export function announceOnlineFlip(db: Executor, flip: OnlineFlip): void {
  for (const listener of listeners.get(db) ?? []) listener(flip);
}

/** Listens to this process's online flips on `db`; returns the unsubscribe. */
export function onOnlineFlip(db: Executor, listener: Listener): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}
