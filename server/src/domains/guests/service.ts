import { eq, sql } from 'drizzle-orm';
import type { Language } from '@vx/shared/constants';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/helpers';
import { revokeGuestSessions } from '../auth/sessions';
import { guests, type GuestRow } from './schema';

export async function findGuestById(db: Executor, id: number): Promise<GuestRow | null> {
  const rows = await db.select().from(guests).where(eq(guests.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Emails are compared lowercased and trimmed; they are stored that way. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findGuestByEmail(db: Executor, email: string): Promise<GuestRow | null> {
  const rows = await db.select().from(guests).where(eq(guests.email, normalizeEmail(email))).limit(1);
  return rows[0] ?? null;
}

export interface NewGuest {
  email: string;
  name: string;
  passwordHash: string;
  language: Language;
  signupOrigin?: string | null;
}

/** Inserts a guest; the email must already be normalized. A duplicate email raises a unique violation. */
export async function insertGuest(db: Executor, guest: NewGuest): Promise<GuestRow> {
  const rows = await db
    .insert(guests)
    .values({
      email: guest.email,
      name: guest.name,
      passwordHash: guest.passwordHash,
      language: guest.language,
      signupOrigin: guest.signupOrigin ?? null,
    })
    .returning();
  return rows[0];
}

export interface ProfileChanges {
  name?: string;
  language?: Language;
}

export async function updateProfile(db: Executor, id: number, changes: ProfileChanges): Promise<GuestRow | null> {
  const rows = await db
    .update(guests)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(guests.id, id))
    .returning();
  return rows[0] ?? null;
}

export async function setPasswordHash(db: Executor, id: number, passwordHash: string): Promise<void> {
  await db.update(guests).set({ passwordHash, updatedAt: sql`now()` }).where(eq(guests.id, id));
}

export async function closeDataProtection(db: Executor, id: number): Promise<void> {
  await db.update(guests).set({ showDataProtection: false, updatedAt: sql`now()` }).where(eq(guests.id, id));
}

/**
 * Locks a guest and ends every login of it (access and refresh tokens) in one transaction. Returns
 * null for an unknown guest, else the revoked access-token hashes so their sockets can be told.
 */
export async function lockGuest(db: Db, id: number): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const rows = await tx.update(guests).set({ isLocked: true, updatedAt: sql`now()` }).where(eq(guests.id, id)).returning({ id: guests.id });
    if (rows.length === 0) return null;
    return revokeGuestSessions(tx, id);
  });
}
