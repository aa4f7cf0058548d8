import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { SpinResult, SpinReward, SpinwheelInfo } from '@vx/shared/protocol';
import type { Executor } from '../../db/helpers';
import { isUniqueViolation } from '../../db/helpers';
import type { Hub } from '../../realtime/hub';
import { guests } from '../guests/schema';
import { pushBalance } from '../wallet/notify';
import { credit } from '../wallet/service';
import { grantBenefits } from './grant';
import { bonusCodes, coinLoyaltyBonusClaims, spinRewards, spinSeeds, type SpinRewardRow } from './schema';
import { pushVouchers } from './vouchers';
import { COIN_LOYALTY_BONUS, commitmentOf, drawSegment, MONTHLY_SPIN_TIERS, monthOf, segmentOfSeed, WHEEL_SEGMENTS, WON_CODE_DAYS } from './wheel';

/** How many past spins the info answer carries. */
export const SPIN_HISTORY_LENGTH = 20;
const DAY_MS = 86_400_000;

/** A spin's result with its audit: the seed revealed and the commitment shown before the spin. */
export type AuditedSpinResult = SpinResult & { serverSeed: string | null; seedCommitment: string | null };

export function spinResultOf(row: SpinRewardRow): AuditedSpinResult {
  const amount = row.amount;
  return {
    serverSeed: row.serverSeed,
    seedCommitment: row.seedCommitment,
    id: row.id,
    segment: row.segment,
    type: row.type as SpinResult['type'],
    bonuscode: row.type === 'bonuscode' ? row.bonusCode : null,
    coins: row.type === 'coins' ? amount : null,
    freeSpins: row.type === 'freeSpins' ? amount : null,
    messengerGift: row.type === 'messengerGift' ? amount : null,
    voucher: row.type === 'voucher' && row.voucherType ? { type: row.voucherType, amount } : null,
  };
}

const rewardOf = (row: SpinRewardRow): SpinReward & AuditedSpinResult => ({
  ...spinResultOf(row),
  status: row.status as SpinReward['status'],
  createdAt: row.createdAt.toISOString(),
});

/** A personal bonus code that no one guesses: `SPIN-` and 8 characters without look-alikes. */
function wonCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `SPIN-${[...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

const newSeed = () => randomBytes(32).toString('hex');

/** The guest's next spin's seed, made (from the system's CSPRNG) when he has none. */
async function currentSeed(db: Executor, guestId: number, lock: boolean): Promise<string> {
  await db.insert(spinSeeds).values({ guestId, seed: newSeed() }).onConflictDoNothing();
  const query = db.select({ seed: spinSeeds.seed }).from(spinSeeds).where(eq(spinSeeds.guestId, guestId));
  const [row] = lock ? await query.for('update') : await query;
  return row.seed;
}

export async function spinwheelInfo(db: Executor, guestId: number, now = new Date()): Promise<SpinwheelInfo & { seedCommitment: string }> {
  const [guest] = await db
    .select({ points: guests.loyaltyPoints, spins: guests.spinwheelSpins })
    .from(guests)
    .where(eq(guests.id, guestId));
  const history = await db
    .select()
    .from(spinRewards)
    .where(eq(spinRewards.guestId, guestId))
    .orderBy(desc(spinRewards.createdAt), desc(spinRewards.id))
    .limit(SPIN_HISTORY_LENGTH);
  const [claimed] = await db
    .select({ month: coinLoyaltyBonusClaims.month })
    .from(coinLoyaltyBonusClaims)
    .where(and(eq(coinLoyaltyBonusClaims.guestId, guestId), eq(coinLoyaltyBonusClaims.month, monthOf(now))));
  const points = guest?.points ?? 0;
  const state = claimed ? 'claimed' : points >= COIN_LOYALTY_BONUS.requiredPoints ? 'available' : 'locked';
  return {
    spinwheelActive: true,
    lastSpinDate: history[0]?.createdAt.toISOString() ?? null,
    points,
    spins: guest?.spins ?? 0,
    segments: WHEEL_SEGMENTS.map(({ type, amount }) => ({ type, amount })),
    monthlyRewards: MONTHLY_SPIN_TIERS.map((tier) => ({ ...tier, reached: points >= tier.points })),
    coinLoyaltyBonusState: { state, ...COIN_LOYALTY_BONUS },
    spinRewardHistory: history.map(rewardOf),
    seedCommitment: commitmentOf(await currentSeed(db, guestId, false)),
  };
}

export type SpinOutcome = { ok: true; result: SpinResult } | { ok: false; reason: 'no_spins' };

/**
 * One spin, in one transaction: a spin is taken only while the guest has one (a conditional UPDATE:
 * the row lock serializes concurrent spins, so they never take more than he has), the segment is
 * drawn from the guest's server seed (whose sha256 he was shown), the seed is stored with the reward
 * (revealed) and replaced by a new one, and the reward is stored redeemable. A bonus-code prize makes
 * its personal code here. `random` replaces the seed's draw in tests that need a given segment.
 */
export async function doSpin(db: Executor, guestId: number, random?: () => number, now = new Date()): Promise<SpinOutcome> {
  return db.transaction(async (tx) => {
    const taken = await tx
      .update(guests)
      .set({ spinwheelSpins: sql`${guests.spinwheelSpins} - 1`, updatedAt: sql`now()` })
      .where(and(eq(guests.id, guestId), gt(guests.spinwheelSpins, 0)))
      .returning({ spins: guests.spinwheelSpins });
    if (taken.length === 0) return { ok: false as const, reason: 'no_spins' as const };
    const seed = await currentSeed(tx, guestId, true);
    await tx.update(spinSeeds).set({ seed: newSeed(), createdAt: now }).where(eq(spinSeeds.guestId, guestId));
    const segment = random ? drawSegment(random) : segmentOfSeed(seed);
    const prize = WHEEL_SEGMENTS[segment];
    let code: string | null = null;
    if (prize.type === 'bonuscode') {
      code = wonCode();
      await tx.insert(bonusCodes).values({
        code,
        guestId,
        validTo: new Date(now.getTime() + WON_CODE_DAYS * DAY_MS),
        benefits: [{ type: 'coins', amount: prize.amount, tiers: [], voucherType: null }],
        maxRedemptions: 1,
      });
    }
    const [row] = await tx
      .insert(spinRewards)
      .values({
        guestId,
        segment,
        type: prize.type,
        amount: prize.amount,
        voucherType: prize.voucherType ?? null,
        bonusCode: code,
        serverSeed: seed,
        seedCommitment: commitmentOf(seed),
      })
      .returning();
    return { ok: true as const, result: spinResultOf(row) };
  });
}

export type RedeemRewardOutcome = { ok: true; reward: SpinReward } | { ok: false; reason: 'not_found' | 'already_redeemed' };

/**
 * Redeems a spin reward (redeemable to redeemed, once) and grants it in the same transaction: coins
 * through the wallet with the key `spin:<id>`, free spins, a messenger gift or a voucher. A won
 * bonus code is redeemed like any code, on the benefits page; redeeming the reward only marks it seen.
 */
export async function redeemSpinReward(db: Executor, hub: Pick<Hub, 'toGuest'>, guestId: number, id: number): Promise<RedeemRewardOutcome> {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(spinRewards)
      .set({ status: 'redeemed', redeemedAt: sql`now()` })
      .where(and(eq(spinRewards.id, id), eq(spinRewards.guestId, guestId), eq(spinRewards.status, 'redeemable')))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: spinRewards.id }).from(spinRewards).where(and(eq(spinRewards.id, id), eq(spinRewards.guestId, guestId)));
      return { result: { ok: false as const, reason: exists ? ('already_redeemed' as const) : ('not_found' as const) }, granted: null };
    }
    const source = `spin:${row.id}`;
    const benefit =
      row.type === 'coins'
        ? { type: 'coins' as const, voucherType: null }
        : row.type === 'freeSpins'
          ? { type: 'vouchers' as const, voucherType: 10 }
          : row.type === 'messengerGift'
            ? { type: 'messengerGifts' as const, voucherType: null }
            : row.type === 'voucher'
              ? { type: 'vouchers' as const, voucherType: row.voucherType }
              : null;
    const granted = benefit ? await grantBenefits(tx, guestId, [{ ...benefit, amount: row.amount, tiers: [] }], { source, validTo: null }) : null;
    return { result: { ok: true as const, reward: rewardOf(row) }, granted };
  });
  if (outcome.granted?.balance) pushBalance(hub, outcome.granted.balance);
  if (outcome.granted?.vouchers) await pushVouchers(db, hub, guestId);
  return outcome.result;
}

export type ClaimOutcome = { ok: true; coins: number } | { ok: false; reason: 'locked' | 'already_claimed' };

/** The monthly coin loyalty bonus: once per month (the unique guest-and-month pair), coins through the wallet. */
export async function claimCoinLoyaltyBonus(db: Executor, hub: Pick<Hub, 'toGuest'>, guestId: number, now = new Date()): Promise<ClaimOutcome> {
  const month = monthOf(now);
  try {
    const outcome = await db.transaction(async (tx) => {
      const [guest] = await tx.select({ points: guests.loyaltyPoints }).from(guests).where(eq(guests.id, guestId)).for('update');
      if (!guest || guest.points < COIN_LOYALTY_BONUS.requiredPoints) return null;
      await tx.insert(coinLoyaltyBonusClaims).values({ guestId, month, coins: COIN_LOYALTY_BONUS.coins });
      const key = `coin-loyalty-bonus:${month}`;
      const entry = await credit(tx, { guestId, amount: COIN_LOYALTY_BONUS.coins, kind: 'bonus', reference: key, idempotencyKey: key });
      const [after] = await tx.select({ isPayingCustomer: guests.isPayingCustomer, language: guests.language }).from(guests).where(eq(guests.id, guestId));
      return { guestId, balance: entry.balance, ...after };
    });
    if (!outcome) return { ok: false, reason: 'locked' };
    pushBalance(hub, outcome);
    return { ok: true, coins: COIN_LOYALTY_BONUS.coins };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'already_claimed' };
    throw error;
  }
}
