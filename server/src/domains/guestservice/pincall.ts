import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/helpers';
import { pincallVerifications, type PincallVerificationRow } from '../guests/verification-schema';
import type { PincallCaller } from './demo-caller';
import { parsePhoneNumber } from './phone';
import { isPincallType, MAX_CALLS_PER_DAY, MAX_FAILED_ATTEMPTS, PIN_LENGTHS, PIN_TTL_MS, PincallError } from './pincall-codes';

/** Spec 000 §3 "Pincall verification" as the guest service answers it; the PIN is never part of it. */
export interface PincallVerification {
  id: number;
  type: string;
  verified: boolean;
  countryCode: string;
  preCode: string;
  number: string;
  e123: string;
  pinLength: number;
}

export const toVerification = (row: PincallVerificationRow): PincallVerification => ({
  id: row.id,
  type: row.type,
  verified: row.verified,
  countryCode: row.countryCode,
  preCode: row.preCode,
  number: row.number,
  e123: row.e123,
  pinLength: row.pinLength,
});

/** PINs are kept as a keyed hash: whoever reads the table cannot answer a call's PIN. */
export function pinHasher(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'pincall-pin', 32));
  const hash = (id: string, pin: string) => createHmac('sha256', key).update(`${id}:${pin}`).digest('base64url');
  return {
    hash,
    matches: (id: string, pin: string, stored: string) => {
      const given = Buffer.from(hash(id, pin));
      const kept = Buffer.from(stored);
      return given.length === kept.length && timingSafeEqual(given, kept);
    },
  };
}
export type PinHasher = ReturnType<typeof pinHasher>;

const randomPin = (length: number) => Array.from({ length }, () => randomInt(10)).join('');

interface StartInput {
  guestId: number;
  phoneNumber: string;
  type: string;
  language: string;
}

/**
 * Pincall start: checks the number (errors 1, 2, 5, 6), the type (3) and the guest's calls of the
 * last day (9), stores the verification with its PIN's hash and has the caller say the PIN.
 */
export async function startPincall(
  db: Db,
  deps: { caller: PincallCaller | null; pins: PinHasher; log: FastifyBaseLogger; now?: Date },
  input: StartInput,
): Promise<PincallVerification> {
  if (!isPincallType(input.type)) throw new PincallError(3);
  const phone = parsePhoneNumber(input.phoneNumber);
  if (!deps.caller) throw new PincallError(10);
  const now = deps.now ?? new Date();
  const [takenBy] = await db
    .select({ id: pincallVerifications.id })
    .from(pincallVerifications)
    .where(and(eq(pincallVerifications.e123, phone.e123), pincallVerifications.verified, ne(pincallVerifications.guestId, input.guestId)))
    .limit(1);
  if (takenBy) throw new PincallError(6);
  const [calls] = await db
    .select({ count: count() })
    .from(pincallVerifications)
    .where(and(eq(pincallVerifications.guestId, input.guestId), gt(pincallVerifications.createdAt, new Date(now.getTime() - 86_400_000))));
  if (Number(calls?.count ?? 0) >= MAX_CALLS_PER_DAY) throw new PincallError(9);
  const pinLength = PIN_LENGTHS[input.type];
  const pin = randomPin(pinLength);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pincallVerifications)
      .values({ guestId: input.guestId, type: input.type, ...phone, pinHash: '', pinLength, createdAt: now, expiresAt: new Date(now.getTime() + PIN_TTL_MS) })
      .returning();
    // The hash binds the PIN to its verification: the same PIN of another call does not match here.
    const [stored] = await tx
      .update(pincallVerifications)
      .set({ pinHash: deps.pins.hash(String(row.id), pin) })
      .where(eq(pincallVerifications.id, row.id))
      .returning();
    await deps.caller!.call(tx, deps.log, { e123: phone.e123, pin, language: input.language });
    return toVerification(stored);
  });
}

interface VerifyInput {
  guestId: number;
  id: number;
  type: string;
  pin: string;
}

/**
 * Pincall verify: the guest's own verification only (7), of the type it was started with (3),
 * within the PIN's time (4) and its tries (9); a wrong PIN (8) uses up one try.
 */
export async function verifyPincall(db: Db, deps: { pins: PinHasher; now?: Date }, input: VerifyInput): Promise<PincallVerification> {
  const now = deps.now ?? new Date();
  const [row] = await db
    .select()
    .from(pincallVerifications)
    .where(and(eq(pincallVerifications.id, input.id), eq(pincallVerifications.guestId, input.guestId)));
  if (!row) throw new PincallError(7);
  if (!isPincallType(input.type) || input.type !== row.type) throw new PincallError(3);
  if (row.verified) return toVerification(row);
  if (row.failedAttempts >= MAX_FAILED_ATTEMPTS) throw new PincallError(9);
  if (row.expiresAt <= now) throw new PincallError(4);
  const wellFormed = input.pin.length === row.pinLength && /^\d+$/.test(input.pin);
  if (!wellFormed || !deps.pins.matches(String(row.id), input.pin, row.pinHash)) {
    // Counted in the row itself, so parallel guesses cannot get past the limit.
    const [counted] = await db
      .update(pincallVerifications)
      .set({ failedAttempts: sql`${pincallVerifications.failedAttempts} + 1` })
      .where(and(eq(pincallVerifications.id, row.id), lt(pincallVerifications.failedAttempts, MAX_FAILED_ATTEMPTS)))
      .returning({ id: pincallVerifications.id });
    throw new PincallError(counted ? 8 : 9);
  }
  try {
    const [verified] = await db
      .update(pincallVerifications)
      .set({ verified: true, verifiedAt: now })
      .where(and(eq(pincallVerifications.id, row.id), lt(pincallVerifications.failedAttempts, MAX_FAILED_ATTEMPTS)))
      .returning();
    if (!verified) throw new PincallError(9);
    return toVerification(verified);
  } catch (error) {
    // Another guest confirmed the same number in the meantime.
    if (isUniqueViolation(error)) throw new PincallError(6);
    throw error;
  }
}

/** The guest's verifications, newest first (spec 000 §3 Guest pincallVerifications). */
export async function pincallVerificationsOf(db: Db, guestId: number): Promise<PincallVerification[]> {
  const rows = await db.select().from(pincallVerifications).where(eq(pincallVerifications.guestId, guestId)).orderBy(desc(pincallVerifications.createdAt)).limit(20);
  return rows.map(toVerification);
}
