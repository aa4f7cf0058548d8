import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/helpers';
import { guests } from '../guests/schema';
import { refreshTokens, sessionFamilies } from './schema';
import { issueAccessToken, revokeFamily, type IssuedSession } from './sessions';
import { hashToken, looksLikeToken, newToken } from './tokens';

/**
 * A login (a "family"): short access tokens, renewed by exchanging a refresh token for the next one.
 * A refresh token that comes back after it was exchanged has been copied: the whole login ends.
 */

/**
 * Two tabs renewing at once send the same refresh token; the second within this window gets an
 * access token (and keeps the cookie the first set) instead of ending the login.
 */
export const REUSE_GRACE_MS = 20_000;

export interface LoginTtl {
  accessSeconds: number;
  loginHours: number;
}

export const loginTtlOf = (config: Pick<Config, 'ACCESS_TOKEN_TTL_SECONDS' | 'SESSION_TTL_HOURS'>): LoginTtl => ({
  accessSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
  loginHours: config.SESSION_TTL_HOURS,
});

export interface IssuedLogin {
  access: IssuedSession;
  /** The next refresh token, or null when the cookie the client holds stays (a renewal within the grace). */
  refresh: { token: string; expiresAt: Date } | null;
}

export type Renewal =
  | { kind: 'renewed'; login: IssuedLogin }
  /** Nothing issued; `revoked` lists access tokens the refusal ended (reuse, lock). */
  | { kind: 'refused'; locked: boolean; revoked: string[] };

async function issueRefreshToken(db: Executor, familyId: number): Promise<string> {
  const token = newToken();
  await db.insert(refreshTokens).values({ familyId, tokenHash: hashToken(token) });
  return token;
}

/** Starts a login of a guest: its family, first refresh token and first access token. */
export async function startLogin(db: Executor, guestId: number, ttl: LoginTtl): Promise<IssuedLogin> {
  const familyExpiresAt = new Date(Date.now() + ttl.loginHours * 3_600_000);
  const [family] = await db.insert(sessionFamilies).values({ guestId, expiresAt: familyExpiresAt }).returning({ id: sessionFamilies.id });
  const refresh = await issueRefreshToken(db, family.id);
  const access = await issueAccessToken(db, { guestId, familyId: family.id, familyExpiresAt }, ttl.accessSeconds);
  return { access, refresh: { token: refresh, expiresAt: familyExpiresAt } };
}

/** Exchanges a refresh token for a new access token and the next refresh token. */
export async function renewLogin(db: Db, refreshToken: string, ttl: LoginTtl): Promise<Renewal> {
  if (!looksLikeToken(refreshToken)) return { kind: 'refused', locked: false, revoked: [] };
  return db.transaction(async (tx) => {
    // The row lock makes concurrent renewals with one token take turns: the second sees usedAt.
    const [row] = await tx
      .select({
        id: refreshTokens.id,
        usedAt: refreshTokens.usedAt,
        familyId: sessionFamilies.id,
        guestId: sessionFamilies.guestId,
        familyExpiresAt: sessionFamilies.expiresAt,
        familyRevokedAt: sessionFamilies.revokedAt,
        isLocked: guests.isLocked,
      })
      .from(refreshTokens)
      .innerJoin(sessionFamilies, eq(sessionFamilies.id, refreshTokens.familyId))
      .innerJoin(guests, eq(guests.id, sessionFamilies.guestId))
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
      .for('update', { of: refreshTokens })
      .limit(1);
    const now = Date.now();
    if (!row) return { kind: 'refused', locked: false, revoked: [] };
    // A locked guest hears so, even with a login the lock already ended.
    if (row.isLocked) return { kind: 'refused', locked: true, revoked: await revokeFamily(tx, row.familyId) };
    if (row.familyRevokedAt || row.familyExpiresAt.getTime() <= now) return { kind: 'refused', locked: false, revoked: [] };
    if (row.usedAt && now - row.usedAt.getTime() > REUSE_GRACE_MS) {
      return { kind: 'refused', locked: false, revoked: await revokeFamily(tx, row.familyId) };
    }
    let refresh: IssuedLogin['refresh'] = null;
    if (!row.usedAt) {
      await tx.update(refreshTokens).set({ usedAt: new Date(now) }).where(eq(refreshTokens.id, row.id));
      refresh = { token: await issueRefreshToken(tx, row.familyId), expiresAt: row.familyExpiresAt };
    }
    const access = await issueAccessToken(tx, row, ttl.accessSeconds);
    return { kind: 'renewed', login: { access, refresh } };
  });
}
