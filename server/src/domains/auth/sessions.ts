import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/helpers';
import { sessions } from './schema';
import { hashToken, looksLikeToken, newToken } from './tokens';

/** A valid login: who, which token (by hash), until when. */
export interface AuthSession {
  guestId: number;
  tokenHash: string;
  expiresAt: Date;
}

export interface IssuedSession extends AuthSession {
  /** The raw token: handed to the client once, never stored. */
  token: string;
}

export async function createSession(db: Executor, guestId: number, ttlHours: number): Promise<IssuedSession> {
  const token = newToken();
  const tokenHash = hashToken(token);
  const expiresAt = new Date(Date.now() + ttlHours * 3_600_000);
  await db.insert(sessions).values({ guestId, tokenHash, expiresAt });
  return { token, tokenHash, expiresAt, guestId };
}

/** The session of a token, or null when unknown, expired or revoked. */
export async function resolveSession(db: Executor, token: string): Promise<AuthSession | null> {
  if (!looksLikeToken(token)) return null;
  const tokenHash = hashToken(token);
  const rows = await db
    .select({ guestId: sessions.guestId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .limit(1);
  const row = rows[0];
  return row ? { guestId: row.guestId, tokenHash, expiresAt: row.expiresAt } : null;
}

/** Whether the session of a token hash is still valid (the socket re-checks on `passwordChanged`). */
export async function isSessionActive(db: Executor, tokenHash: string): Promise<boolean> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return rows.length > 0;
}

/** Revokes one session; true when it was active. */
export async function revokeSession(db: Executor, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/**
 * Revokes every active session of a guest, except one (the session that changed the password keeps
 * working). Returns the revoked token hashes so their sockets can be told.
 */
export async function revokeGuestSessions(db: Executor, guestId: number, exceptTokenHash?: string): Promise<string[]> {
  const conditions = [eq(sessions.guestId, guestId), isNull(sessions.revokedAt)];
  if (exceptTokenHash) conditions.push(ne(sessions.tokenHash, exceptTokenHash));
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions))
    .returning({ tokenHash: sessions.tokenHash });
  return rows.map((r) => r.tokenHash);
}
