import { CHAT_KINDS, type ChatKind } from '@vx/shared';
import { sessionStore } from './sequence';

/**
 * A chat a visitor asked for with the chat button: he is sent to login first, and the chat starts
 * once he is logged in, still on that actor's profile (useStartAfterLogin). Kept in sessionStorage
 * (this tab only), for a while: a login long after the press starts nothing.
 */
export const PENDING_START_KEY = 'vx.liveChat.pendingStart';
export const PENDING_START_MAX_AGE_MS = 10 * 60_000;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;
interface Pending {
  actorId: number;
  kind: ChatKind;
  at: number;
}

export function rememberStart(actorId: number, kind: ChatKind, now = Date.now(), storage: Storage | null = sessionStore()): void {
  try {
    storage?.setItem(PENDING_START_KEY, JSON.stringify({ actorId, kind, at: now } satisfies Pending));
  } catch {
    // Storage full or disabled: the guest presses the button again after login.
  }
}

/** The kind asked for with this actor, removed as it is taken; an older wish or another actor's is dropped. */
export function takeStart(actorId: number, now = Date.now(), storage: Storage | null = sessionStore()): ChatKind | null {
  try {
    const raw = storage?.getItem(PENDING_START_KEY);
    if (!raw) return null;
    const pending = JSON.parse(raw) as Partial<Pending>;
    storage?.removeItem(PENDING_START_KEY);
    const fresh = typeof pending.at === 'number' && now - pending.at >= 0 && now - pending.at <= PENDING_START_MAX_AGE_MS;
    return fresh && pending.actorId === actorId && CHAT_KINDS.includes(pending.kind as ChatKind) ? (pending.kind as ChatKind) : null;
  } catch {
    return null;
  }
}
