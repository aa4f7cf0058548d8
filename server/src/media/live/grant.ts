import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Grants to watch an actor's emulated camera: `<actorId>.<expiresAt>.<subject, base64url>.<HMAC>`.
 * A player fetches a playlist without a login (hls.js loads it like an image), so the token itself
 * proves that the server let this viewer watch: a free preview ("preview:<guestId|anon-id>") or a
 * paid session ("chat:<chatId>"). Sign with the server's VISITOR_TOKEN_SECRET
 * (`deps.secrets.visitorToken`); the key is derived from it for this one use, as for media URLs.
 */

export interface LiveGrantInput {
  actorId: number;
  /** Unix seconds. */
  expiresAt: number;
  /** Who watches, for what; at most MAX_SUBJECT_LENGTH characters. */
  subject: string;
}

export interface LiveGrant {
  subject: string;
  expiresAt: number;
}

export const MAX_SUBJECT_LENGTH = 200;

const keys = new Map<string, Buffer>();

function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, '', 'live-grant', 32));
    // One server has one secret; the bound only keeps a test that makes many from growing the map.
    if (keys.size > 16) keys.clear();
    keys.set(secret, key);
  }
  return key;
}

const signature = (secret: string, body: string) => createHmac('sha256', keyOf(secret)).update(`live/${body}`).digest('base64url');

export function signLiveGrant(secret: string, grant: LiveGrantInput): string {
  if (!Number.isSafeInteger(grant.actorId) || grant.actorId < 1) throw new Error(`invalid actor id ${grant.actorId}`);
  if (!Number.isSafeInteger(grant.expiresAt) || grant.expiresAt < 0) throw new Error(`invalid expiry ${grant.expiresAt}`);
  if (grant.subject.length > MAX_SUBJECT_LENGTH) throw new Error(`subject longer than ${MAX_SUBJECT_LENGTH} characters`);
  const body = `${grant.actorId}.${grant.expiresAt}.${Buffer.from(grant.subject, 'utf8').toString('base64url')}`;
  return `${body}.${signature(secret, body)}`;
}

const TOKEN = /^([1-9]\d{0,9})\.(\d{1,12})\.([\w-]{0,1100})\.([\w-]{43})$/;

/**
 * The grant's subject and expiry when `token` was signed with `secret` for this actor and has not
 * expired at `nowMs` (milliseconds, Date.now()); null otherwise, whatever is wrong with it.
 */
export function verifyLiveGrant(secret: string, token: string | undefined, actorId: number, nowMs = Date.now()): LiveGrant | null {
  const match = token ? TOKEN.exec(token) : null;
  if (!match) return null;
  const [, actor, expires, subject, given] = match;
  if (Number(actor) !== actorId || Number(expires) * 1000 <= nowMs) return null;
  const expected = Buffer.from(signature(secret, `${actor}.${expires}.${subject}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return { subject: Buffer.from(subject, 'base64url').toString('utf8'), expiresAt: Number(expires) };
}

/** The master playlist's URL with its grant, relative to the site like the image URLs. */
export function liveStreamUrl(secret: string, grant: LiveGrantInput): string {
  return `/media/live/${grant.actorId}/master.m3u8?grant=${signLiveGrant(secret, grant)}`;
}
