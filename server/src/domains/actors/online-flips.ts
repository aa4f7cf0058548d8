import { listenersByDatabase } from '../../db/listeners';

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

const flips = listenersByDatabase<OnlineFlip>();

/**
 * Tells those who keep the online state in memory (the actor search) of a flip, right after it was
 * committed: they apply it at once instead of asking the database again.
 */
export const announceOnlineFlip = flips.announce;

/** Listens to this process's online flips on `db`; returns the unsubscribe. */
export const onOnlineFlip = flips.listen;
