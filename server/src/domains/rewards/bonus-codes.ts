import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { BonusCode, BonusCodeRefusal, RemainingBonusCode } from '@vx/shared/protocol';
import type { Executor, Tx } from '../../db/helpers';
import { isUniqueViolation } from '../../db/helpers';
import { isMobileVerified } from '../guests/mobile-verified';
import { guests } from '../guests/schema';
import { pushBalance, type BalanceState } from '../wallet/notify';
import type { Hub } from '../../realtime/hub';
import { grantBenefits } from './grant';
import { bonusCodeRedemptions, bonusCodes, type BonusCodeRow } from './schema';
import { pushVouchers } from './vouchers';

/** A guest's input as the code is stored: trimmed, upper case. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

export function bonusCodeDto(row: BonusCodeRow): BonusCode {
  return {
    code: row.code,
    config: {
      containsTopUpBenefit: row.containsTopUpBenefit,
      validTo: row.validTo?.toISOString() ?? null,
      conditions: { requireMobileAuth: row.requireMobileAuth, vip: row.requireVip },
    },
    benefits: row.benefits,
  };
}

/** The code as this guest may see it: a personal code of another guest does not exist for him. */
export async function findBonusCode(db: Executor, guestId: number, code: string, lock = false): Promise<BonusCodeRow | null> {
  const query = db
    .select()
    .from(bonusCodes)
    .where(and(eq(bonusCodes.code, normalizeCode(code)), or(isNull(bonusCodes.guestId), eq(bonusCodes.guestId, guestId))))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Why this guest cannot redeem the code now, or null when he can (every rule but the race, which the unique pair settles). */
export async function refusalOf(db: Executor, guestId: number, row: BonusCodeRow | null, now: Date): Promise<BonusCodeRefusal | null> {
  if (!row) return 'bonus_code_not_found';
  if (row.validTo && row.validTo.getTime() <= now.getTime()) return 'bonus_code_expired';
  const [done] = await db
    .select({ code: bonusCodeRedemptions.code })
    .from(bonusCodeRedemptions)
    .where(and(eq(bonusCodeRedemptions.guestId, guestId), eq(bonusCodeRedemptions.code, row.code)))
    .limit(1);
  if (done) return 'bonus_code_already_redeemed';
  if (row.maxRedemptions !== null && row.redeemedCount >= row.maxRedemptions) return 'bonus_code_exhausted';
  if (row.requireVip) {
    const [guest] = await db.select({ isVip: guests.isVip }).from(guests).where(eq(guests.id, guestId)).limit(1);
    if (!guest?.isVip) return 'vip_required';
  }
  if (row.requireMobileAuth && !(await isMobileVerified(db, guestId))) return 'mobile_auth_required';
  return null;
}

export type RedeemOutcome = { ok: true; bonus: BonusCode } | { ok: false; refusal: BonusCodeRefusal };

/**
 * Redeems a code for the guest in one transaction: the code's row is locked (so its count never
 * passes its maximum), every rule checked, the redemption inserted (the unique guest-and-code pair
 * refuses a second one even when two requests race), the benefits granted (coins through the
 * wallet with the key `bonus-code:<code>:<n>`). Balance, vouchers and `bonusCodeRedeemed` are
 * pushed after the commit.
 */
export async function redeemBonusCode(db: Executor, hub: Pick<Hub, 'toGuest'>, guestId: number, code: string, now = new Date()): Promise<RedeemOutcome> {
  let outcome: { result: RedeemOutcome; balance: BalanceState | null; vouchers: boolean };
  try {
    outcome = await db.transaction(async (tx: Tx) => {
      const row = await findBonusCode(tx, guestId, code, true);
      const refusal = await refusalOf(tx, guestId, row, now);
      if (refusal || !row) return { result: { ok: false as const, refusal: refusal ?? 'bonus_code_not_found' }, balance: null, vouchers: false };
      await tx.insert(bonusCodeRedemptions).values({ guestId, code: row.code });
      await tx.update(bonusCodes).set({ redeemedCount: sql`${bonusCodes.redeemedCount} + 1` }).where(eq(bonusCodes.code, row.code));
      const granted = await grantBenefits(tx, guestId, row.benefits, { source: `bonus_code:${row.code}`, validTo: row.validTo });
      return { result: { ok: true as const, bonus: bonusCodeDto(row) }, balance: granted.balance, vouchers: granted.vouchers };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, refusal: 'bonus_code_already_redeemed' };
    throw error;
  }
  if (outcome.result.ok) {
    if (outcome.balance) pushBalance(hub, outcome.balance);
    if (outcome.vouchers) await pushVouchers(db, hub, guestId, now);
    hub.toGuest(guestId, { type: 'bonusCodeRedeemed', code: outcome.result.bonus.code });
  }
  return outcome.result;
}

/** The codes this guest may still redeem that are his own (won on the spin wheel), each with its remaining count. */
export async function remainingBonusCodes(db: Executor, guestId: number, now = new Date()): Promise<RemainingBonusCode[]> {
  const rows = await db
    .select()
    .from(bonusCodes)
    .where(
      and(
        eq(bonusCodes.guestId, guestId),
        or(isNull(bonusCodes.validTo), sql`${bonusCodes.validTo} > ${now.toISOString()}`),
        or(isNull(bonusCodes.maxRedemptions), sql`${bonusCodes.redeemedCount} < ${bonusCodes.maxRedemptions}`),
        sql`NOT EXISTS (SELECT 1 FROM ${bonusCodeRedemptions} r WHERE r.guest_id = ${guestId} AND r.code = ${bonusCodes.code})`,
      ),
    )
    .orderBy(bonusCodes.createdAt);
  return rows.map((row) => ({
    code: row.code,
    remainingCount: row.maxRedemptions === null ? 1 : row.maxRedemptions - row.redeemedCount,
    validTo: row.validTo?.toISOString() ?? null,
  }));
}
