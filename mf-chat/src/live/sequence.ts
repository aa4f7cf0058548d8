/**
 * The start attempt counter of livechat/start: the server refuses an older one ('Wrong sequence
 * number'), so it only grows. The last one is kept in sessionStorage, so a reload goes on from it.
 */
export const SEQUENCE_KEY = 'vx.liveChat.sequence';
const MAX_SEQUENCE = 1_000_000;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** The tab's sessionStorage, or null where storage is disabled. */
export function sessionStore(): globalThis.Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage disabled: the counter lives in memory for this page
  }
}

let inMemory = 0;

/** The next sequence number, stored before it is sent. */
export function nextSequence(storage: Storage | null = sessionStore()): number {
  let last = inMemory;
  try {
    const stored = Number(storage?.getItem(SEQUENCE_KEY));
    if (Number.isInteger(stored) && stored > last) last = stored;
  } catch {
    // unreadable storage: keep the in-memory counter
  }
  const next = last >= MAX_SEQUENCE ? 1 : last + 1;
  inMemory = next;
  try {
    storage?.setItem(SEQUENCE_KEY, String(next));
  } catch {
    // full or disabled storage: the in-memory counter still grows
  }
  return next;
}

/** A client id for a message (a paid gift or toy command is charged once per id). */
export function newMessageId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
