import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/helpers';
import type { Hub } from '../../realtime/hub';
import { dailyBonusDaysOf } from './daily-bonus';
import { bonusModelRewards } from './daily-bonus-schema';
import { VOUCHER_TYPE } from './spend-voucher';
import { pushVouchers } from './vouchers';
import { vouchers } from './schema';
import { berlinDate } from '@vx/shared/events';

/** What the bonus model's reward is: free messages to her, as a messages voucher for her, valid a week. */
export const BONUS_MODEL_REWARD = { voucherType: VOUCHER_TYPE.messages, amount: 3, validDays: 7 } as const;

export type ClaimRewardOutcome = { ok: true; actorId: number; qmday: string; voucherType: number; amount: number; validTo: string } | { ok: false; reason: 'not_found' | 'already_claimed' };

/**
 * claimReward(actorId, qmday): on her day (`qmday`, today in Berlin), the actor of today's daily
 * bonus offer (a bonus model) gives each guest 3 free messages to her, once per guest, actor and
 * day: the claim row and the voucher in one transaction, a second claim (or a racing twin) refused.
 */
export async function claimBonusModelReward(db: Database['db'], hub: Pick<Hub, 'toGuest'>, guestId: number, actorId: number, qmday: string, now = new Date()): Promise<ClaimRewardOutcome> {
  const today = berlinDate(now);
  if (qmday !== today || (await dailyBonusDaysOf(db, null, now)).current.content?.actorId !== actorId) return { ok: false, reason: 'not_found' };
  const validTo = new Date(now.getTime() + BONUS_MODEL_REWARD.validDays * 86_400_000);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(bonusModelRewards).values({ guestId, actorId, day: qmday });
      await tx.insert(vouchers).values({ guestId, type: BONUS_MODEL_REWARD.voucherType, actorId, amount: BONUS_MODEL_REWARD.amount, validTo, source: `bonus_model:${actorId}:${qmday}` });
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'already_claimed' };
    throw error;
  }
  await pushVouchers(db, hub, guestId, now);
  return { ok: true, actorId, qmday, voucherType: BONUS_MODEL_REWARD.voucherType, amount: BONUS_MODEL_REWARD.amount, validTo: validTo.toISOString() };
}
