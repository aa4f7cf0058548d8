import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Signed grants to play a stream: `<id>.<expiresAt>.<subject, base64url>.<HMAC-SHA256 base64url>`.
 * A player fetches playlists like images, so the token itself proves that the server let this
 * viewer watch. Each purpose ('live' cameras, 'vod' videos, 'easterEgg' the egg hunt's placements) has its own key, derived by HKDF from
 * VISITOR_TOKEN_SECRET (`info = <purpose>-grant`), so a grant of one kind never opens the other.
 */

export interface GrantInput {
  /** The actor (live) or video (vod) the grant opens. */
  id: number;
  /** Unix seconds. */
  expiresAt: number;
  /** Who watches, for what; at most MAX_SUBJECT_LENGTH characters. */
  subject: string;
}

export interface Grant {
  subject: string;
  expiresAt: number;
}

export type GrantPurpose = 'live' | 'vod' | 'tv' | 'game' | 'easterEgg';

export const MAX_SUBJECT_LENGTH = 200;

const keys = new Map<string, Buffer>();

function keyOf(secret: string, purpose: GrantPurpose): Buffer {
  const name = `${purpose}:${secret}`;
  let key = keys.get(name);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, '', `${purpose}-grant`, 32));
    // One server has one secret; the bound only keeps a test that makes many from growing the map.
    if (keys.size > 16) keys.clear();
    keys.set(name, key);
  }
  return key;
}

const signature = (secret: string, purpose: GrantPurpose, body: string) =>
  createHmac('sha256', keyOf(secret, purpose)).update(`${purpose}/${body}`).digest('base64url');

export function signGrant(secret: string, purpose: GrantPurpose, grant: GrantInput): string {
  if (!Number.isSafeInteger(grant.id) || grant.id < 1) throw new Error(`invalid id ${grant.id}`);
  if (!Number.isSafeInteger(grant.expiresAt) || grant.expiresAt < 0) throw new Error(`invalid expiry ${grant.expiresAt}`);
  if (grant.subject.length > MAX_SUBJECT_LENGTH) throw new Error(`subject longer than ${MAX_SUBJECT_LENGTH} characters`);
  const body = `${grant.id}.${grant.expiresAt}.${Buffer.from(grant.subject, 'utf8').toString('base64url')}`;
  return `${body}.${signature(secret, purpose, body)}`;
}

const TOKEN = /^([1-9]\d{0,9})\.(\d{1,12})\.([\w-]{0,1100})\.([\w-]{43})$/;

/**
 * The grant's subject and expiry when `token` was signed with `secret` for this purpose and id and
 * has not expired at `nowMs` (milliseconds); null otherwise, whatever is wrong with it.
 */
export function verifyGrant(secret: string, purpose: GrantPurpose, token: string | undefined, id: number, nowMs = Date.now()): Grant | null {
  const match = token ? TOKEN.exec(token) : null;
  if (!match) return null;
  const [, granted, expires, subject, given] = match;
  if (Number(granted) !== id || Number(expires) * 1000 <= nowMs) return null;
  const expected = Buffer.from(signature(secret, purpose, `${granted}.${expires}.${subject}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return { subject: Buffer.from(subject, 'base64url').toString('utf8'), expiresAt: Number(expires) };
}
