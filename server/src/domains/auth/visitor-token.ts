import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The query service takes a bearer token on every call (spec 001 §7.4), also from visitors who have
 * no login. A visitor token is stateless and signed: `v.<expiry seconds>.<nonce>.<signature>`, so
 * every server node accepts it without a database row. It grants nothing but visitor access.
 * Signed with a key derived from VISITOR_TOKEN_SECRET (secrets.ts) for this use alone.
 */
const TTL_SECONDS = 24 * 3600;

function keyFrom(secret: string): Buffer {
  // Bound to this one use, should the same secret ever be configured for something else too.
  return Buffer.from(hkdfSync('sha256', secret, '', 'vxql-visitor-token', 32));
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
  // An expiry beyond what we ever issue is a forgery or a clock jump: refuse it either way.
  if (!Number.isInteger(expires) || expires * 1000 <= now || expires * 1000 > now + TTL_SECONDS * 1000 + 60_000) return false;
  const expected = Buffer.from(sign(keyFrom(secret), parts.slice(0, 3).join('.')));
  const actual = Buffer.from(parts[3]);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
