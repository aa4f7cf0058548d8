import { MAX_SUBJECT_LENGTH, signGrant, verifyGrant, type Grant } from '../grant-token';

/**
 * Grants to watch an actor's emulated camera (media/grant-token.ts with purpose 'live'): a free
 * preview ("preview:<guestId|anon-id>") or a paid session ("chat:<chatId>"). Sign with the server's
 * VISITOR_TOKEN_SECRET (`deps.secrets.visitorToken`).
 */

export { MAX_SUBJECT_LENGTH };
export type LiveGrant = Grant;

export interface LiveGrantInput {
  actorId: number;
  /** Unix seconds. */
  expiresAt: number;
  /** Who watches, for what; at most MAX_SUBJECT_LENGTH characters. */
  subject: string;
}

export function signLiveGrant(secret: string, grant: LiveGrantInput): string {
  return signGrant(secret, 'live', { id: grant.actorId, expiresAt: grant.expiresAt, subject: grant.subject });
}

/** The grant's subject and expiry when `token` is valid for this actor at `nowMs`; null otherwise. */
export function verifyLiveGrant(secret: string, token: string | undefined, actorId: number, nowMs = Date.now()): LiveGrant | null {
  return verifyGrant(secret, 'live', token, actorId, nowMs);
}

/** The master playlist's URL with its grant, relative to the site like the image URLs. */
export function liveStreamUrl(secret: string, grant: LiveGrantInput): string {
  return `/media/live/${grant.actorId}/master.m3u8?grant=${signLiveGrant(secret, grant)}`;
}
