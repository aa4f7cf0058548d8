import { eq, isNull, sql } from 'drizzle-orm';
import type { Language } from '@vx/shared/constants';
import type { Db } from '../../db/client';
import { isUniqueViolation, violatedConstraint, type Executor } from '../../db/helpers';
import { conflict } from '../../http/errors';
import { revokeGuestSessions } from '../auth/sessions';
import { nameKey } from './name-key';
import { guests, type GuestRow } from './schema';

const NAME_KEY_INDEX = 'guests_name_key';

export const nameTaken = () => conflict('This name is already taken.', 'name_taken');

/** Whether a guest holds a name that looks like this one. */
export async function isNameTaken(db: Executor, name: string): Promise<boolean> {
  const rows = await db.select({ id: guests.id }).from(guests).where(eq(guests.nameKey, nameKey(name))).limit(1);
  return rows.length > 0;
}

/** A unique violation of the name key (a look-alike won a race) as 409 name_taken; anything else as it is. */
function nameTakenOr(error: unknown): unknown {
  return isUniqueViolation(error) && violatedConstraint(error) === NAME_KEY_INDEX ? nameTaken() : error;
}

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

/**
 * Inserts a guest; the email must already be normalized. A duplicate email raises a unique
 * violation, a look-alike name 409 name_taken.
 */
export async function insertGuest(db: Executor, guest: NewGuest): Promise<GuestRow> {
  try {
    const rows = await db
      .insert(guests)
      .values({
        email: guest.email,
        name: guest.name,
        nameKey: nameKey(guest.name),
        passwordHash: guest.passwordHash,
        language: guest.language,
        signupOrigin: guest.signupOrigin ?? null,
      })
      .returning();
    return rows[0];
  } catch (error) {
    throw nameTakenOr(error);
  }
}

export interface ProfileChanges {
  name?: string;
  language?: Language;
}

/** A new name that looks like another guest's answers 409 name_taken. */
export async function updateProfile(db: Executor, id: number, changes: ProfileChanges): Promise<GuestRow | null> {
  const keyed = changes.name === undefined ? changes : { ...changes, nameKey: nameKey(changes.name) };
  try {
    const rows = await db
      .update(guests)
      .set({ ...keyed, updatedAt: sql`now()` })
      .where(eq(guests.id, id))
      .returning();
    return rows[0] ?? null;
  } catch (error) {
    throw nameTakenOr(error);
  }
}

/**
 * Gives guests from before name keys existed their name key. A name that looks like one already keyed
 * keeps no key (it is not protected, and blocks nobody) and is counted for the log.
 */
export async function backfillNameKeys(db: Executor): Promise<{ keyed: number; clashes: number }> {
  const rows = await db.select({ id: guests.id, name: guests.name }).from(guests).where(isNull(guests.nameKey)).orderBy(guests.id);
  let keyed = 0;
  let clashes = 0;
  for (const row of rows) {
    if (await isNameTaken(db, row.name)) {
      clashes += 1;
      continue;
    }
    await db.update(guests).set({ nameKey: nameKey(row.name) }).where(eq(guests.id, row.id));
    keyed += 1;
  }
  return { keyed, clashes };
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
