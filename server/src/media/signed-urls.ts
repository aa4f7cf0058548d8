import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { ImageWidth } from '@vx/shared/constants';
import type { ImageSet } from '@vx/shared/protocol';
import { idSchema } from '../http/validate';
import type { MediaSubject } from './urls';

/**
 * URLs of paid media, signed for one guest and an expiry: `…/1280.svg?guest=7&expires=…&signature=…`.
 * An image request carries no login (an <img> sends no Authorization header), so the URL itself is
 * the proof that the server gave it to an entitled guest. Ids alone open nothing, and a URL passed
 * on stops working within two hours.
 */

/** Expiries are whole hours, so a page loaded again within the hour gets the same, cached URLs. */
const WINDOW_SECONDS = 3600;

/** The key, derived from VISITOR_TOKEN_SECRET for this one use (the secret never leaves the server). */
export function mediaUrlKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', 'media-url', 32));
}

export interface MediaTarget {
  subject: MediaSubject;
  id: number;
  width: ImageWidth;
}

const sign = (key: Buffer, target: MediaTarget, guestId: number, expires: number) =>
  createHmac('sha256', key).update(`${target.subject}/${target.id}/${target.width}/${guestId}/${expires}`).digest('base64url');

/** The image set of one item for one guest, valid for one to two hours from `now`. */
export function signedImages(key: Buffer, subject: MediaSubject, id: number, guestId: number, now = Date.now()): ImageSet {
  const expires = (Math.floor(now / 1000 / WINDOW_SECONDS) + 2) * WINDOW_SECONDS;
  const url = (width: ImageWidth) =>
    `/media/${subject}/${id}/${width}.svg?guest=${guestId}&expires=${expires}&signature=${sign(key, { subject, id, width }, guestId, expires)}`;
  return { w320: url(320), w640: url(640), w1280: url(1280) };
}

const grantSchema = z.object({
  guest: idSchema,
  expires: z.string().regex(/^\d{1,12}$/).transform(Number),
  signature: z.string().regex(/^[\w-]{43}$/),
});

export interface MediaGrant {
  guestId: number;
  /** Unix seconds. */
  expires: number;
}

/** Whom a URL was signed for and until when; null when not signed for this target, expired or forged. */
export function verifiedGrant(key: Buffer, target: MediaTarget, query: unknown, now = Date.now()): MediaGrant | null {
  const grant = grantSchema.safeParse(query);
  if (!grant.success) return null;
  const { guest, expires, signature } = grant.data;
  // Later than any URL this server issues: a forgery or a clock jump, refused either way.
  if (expires * 1000 <= now || expires * 1000 > now + 2 * WINDOW_SECONDS * 1000 + 60_000) return null;
  const expected = Buffer.from(sign(key, target, guest, expires));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? { guestId: guest, expires } : null;
}
