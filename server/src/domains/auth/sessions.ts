import { and, eq, gt, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/helpers';
import { guests } from '../guests/schema';
import { sessionFamilies, sessions } from './schema';
import { hashToken, looksLikeToken, newToken } from './tokens';

/** A valid access token: who, which token (by hash), until when. */
export interface AuthSession {
  guestId: number;
  tokenHash: string;
  expiresAt: Date;
}

export interface IssuedSession extends AuthSession {
  /** The raw token: handed to the client once, never stored. */
  token: string;
}

/** An access token of a login (family), living `seconds` but never beyond the login's cap. */
export async function issueAccessToken(
  db: Executor,
  login: { guestId: number; familyId: number; familyExpiresAt: Date },
  seconds: number,
): Promise<IssuedSession> {
  const token = newToken();
  const tokenHash = hashToken(token);
  const expiresAt = new Date(Math.min(Date.now() + seconds * 1000, login.familyExpiresAt.getTime()));
  await db.insert(sessions).values({ guestId: login.guestId, familyId: login.familyId, tokenHash, expiresAt });
  return { token, tokenHash, expiresAt, guestId: login.guestId };
}

/** Valid: not revoked, not expired, and its guest not locked (a lock counts even before revocation). */
function activeToken(tokenHash: string): SQL {
  return and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()), eq(guests.isLocked, false))!;
}

/** The session of a token, or null when unknown, expired, revoked or of a locked guest. */
export async function resolveSession(db: Executor, token: string): Promise<AuthSession | null> {
  if (!looksLikeToken(token)) return null;
  const tokenHash = hashToken(token);
  const rows = await db
    .select({ guestId: sessions.guestId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(guests, eq(guests.id, sessions.guestId))
    .where(activeToken(tokenHash))
    .limit(1);
  const row = rows[0];
  return row ? { guestId: row.guestId, tokenHash, expiresAt: row.expiresAt } : null;
}

/** Whether the session of a token hash is still valid (the socket re-checks on `passwordChanged`). */
export async function isSessionActive(db: Executor, tokenHash: string): Promise<boolean> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(guests, eq(guests.id, sessions.guestId))
    .where(activeToken(tokenHash))
    .limit(1);
  return rows.length > 0;
}

/** Revokes a login and every access token it issued; returns their hashes so their sockets can be told. */
export async function revokeFamily(db: Executor, familyId: number): Promise<string[]> {
  await db
    .update(sessionFamilies)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessionFamilies.id, familyId), isNull(sessionFamilies.revokedAt)));
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)))
    .returning({ tokenHash: sessions.tokenHash });
  return rows.map((r) => r.tokenHash);
}

async function familyOf(db: Executor, tokenHash: string): Promise<number | null> {
  const rows = await db.select({ familyId: sessions.familyId }).from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
  return rows[0]?.familyId ?? null;
}

/** Logout: ends the login of an access token, refresh token included. Returns the revoked access-token hashes. */
export async function revokeLoginOf(db: Executor, tokenHash: string): Promise<string[]> {
  const familyId = await familyOf(db, tokenHash);
  if (familyId !== null) return revokeFamily(db, familyId);
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
    .returning({ tokenHash: sessions.tokenHash });
  return rows.map((r) => r.tokenHash);
}

/**
 * Ends every login of a guest, refresh tokens included, except the login of one access token (the
 * session that changed the password keeps working). Returns the revoked access-token hashes so their
 * sockets can be told.
 */
export async function revokeGuestSessions(db: Executor, guestId: number, exceptTokenHash?: string): Promise<string[]> {
  const keep = exceptTokenHash ? await familyOf(db, exceptTokenHash) : null;
  const families = [eq(sessionFamilies.guestId, guestId), isNull(sessionFamilies.revokedAt)];
  if (keep !== null) families.push(ne(sessionFamilies.id, keep));
  await db.update(sessionFamilies).set({ revokedAt: new Date() }).where(and(...families));

  const tokens = [eq(sessions.guestId, guestId), isNull(sessions.revokedAt)];
  if (exceptTokenHash) tokens.push(ne(sessions.tokenHash, exceptTokenHash));
  if (keep !== null) tokens.push(or(isNull(sessions.familyId), ne(sessions.familyId, keep))!);
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...tokens))
    .returning({ tokenHash: sessions.tokenHash });
  return rows.map((r) => r.tokenHash);
}
