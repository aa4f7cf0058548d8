import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The query service takes a bearer token on every call (spec 001 §7.4), also from visitors who have
 * no login. A visitor token is stateless and signed: `v.<expiry seconds>.<nonce>.<signature>`, so
 * every server node accepts it without a database row. It grants nothing but visitor access.
 */
const TTL_SECONDS = 24 * 3600;

function keyFrom(secret: string): Buffer {
  // A key of its own, derived from the provider secret, so the two signatures never mix.
  return createHmac('sha256', secret).update('vxql-visitor-token').digest();
}

function sign(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

export function issueVisitorToken(secret: string, now = Date.now()): { token: string; expiresAt: Date } {
  const expires = Math.floor(now / 1000) + TTL_SECONDS;
  const payload = `v.${expires}.${randomBytes(9).toString('base64url')}`;
  return { token: `${payload}.${sign(keyFrom(secret), payload)}`, expiresAt: new Date(expires * 1000) };
}

export function isVisitorToken(token: string): boolean {
  return token.startsWith('v.');
}

export function verifyVisitorToken(secret: string, token: string, now = Date.now()): boolean {
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== 'v') return false;
  const expires = Number(parts[1]);
  if (!Number.isInteger(expires) || expires * 1000 <= now) return false;
  const expected = Buffer.from(sign(keyFrom(secret), parts.slice(0, 3).join('.')));
  const actual = Buffer.from(parts[3]);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
