import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { BenefitTier } from '@vx/shared/protocol';
import type { Executor, Tx } from '../../db/helpers';
import { credit } from '../wallet/service';
import { guestBenefits } from './schema';

/**
 * The top-up bonus of staggered tiers (spec 000 §3 Bonus code: `from` coins topped up → `amount`
 * coins extra), held as a guest benefit since its code was redeemed and applied to the guest's next
 * top-up that reaches a tier (server/docs/myarea.md "Benefits").
 */

/** Benefit types whose tiers are coins (the types `grantBenefits` credits as coins when flat). */
const COIN_TYPES = ['bonus', 'coins', 'credits'];

/** The tier a top-up of `coins` reaches: the one with the highest `from` not above it; null below the lowest. */
export function chooseTier(tiers: readonly BenefitTier[], coins: number): BenefitTier | null {
  let best: BenefitTier | null = null;
  for (const tier of tiers) {
    if (tier.from <= coins && tier.amount > 0 && (best === null || tier.from > best.from)) best = tier;
  }
  return best;
}

export interface TopUpBonus {
  /** The extra coins credited (0 when no held benefit reached a tier). */
  coins: number;
  /** The balance after the last bonus credit; null when nothing was credited. */
  balance: number | null;
}

/**
 * Inside the top-up's transaction, after its coins are credited: every held, still valid tiered
 * benefit of the guest pays its best tier for this top-up, each through the wallet with the key
 * `payment:<id>:benefit:<benefit id>` (a repeated callback pays nothing more), and is marked used
 * by this payment. A top-up below a benefit's lowest tier leaves it held. The rows are locked: a
 * second top-up completing at the same time waits, then no longer sees them as held.
 */
export async function applyTopUpBonuses(
  tx: Tx,
  { guestId, paymentId, coins, now = new Date() }: { guestId: number; paymentId: string; coins: number; now?: Date },
): Promise<TopUpBonus> {
  const held = await tx
    .select({ id: guestBenefits.id, tiers: guestBenefits.tiers })
    .from(guestBenefits)
    .where(
      and(
        eq(guestBenefits.guestId, guestId),
        isNull(guestBenefits.usedAt),
        inArray(guestBenefits.type, COIN_TYPES),
        sql`jsonb_array_length(${guestBenefits.tiers}) > 0`,
        or(isNull(guestBenefits.validTo), gt(guestBenefits.validTo, now)),
      ),
    )
    .orderBy(asc(guestBenefits.id))
    .for('update');
  let total = 0;
  let balance: number | null = null;
  for (const benefit of held) {
    const tier = chooseTier(benefit.tiers, coins);
    if (!tier) continue;
    const credited = await credit(tx, {
      guestId,
      amount: tier.amount,
      kind: 'topup_bonus',
      reference: `payment:${paymentId}`,
      idempotencyKey: `payment:${paymentId}:benefit:${benefit.id}`,
    });
    await tx.update(guestBenefits).set({ usedAt: now, usedPaymentId: paymentId, usedCoins: tier.amount }).where(eq(guestBenefits.id, benefit.id));
    total += tier.amount;
    balance = credited.balance;
  }
  return { coins: total, balance };
}

/** The bonus coins a completed top-up brought (for its success page when the callback comes again). */
export async function topUpBonusOf(db: Executor, guestId: number, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ coins: sql<number>`coalesce(sum(${guestBenefits.usedCoins}), 0)::int` })
    .from(guestBenefits)
    .where(and(eq(guestBenefits.guestId, guestId), eq(guestBenefits.usedPaymentId, paymentId)));
  return row?.coins ?? 0;
}
