import { eq } from 'drizzle-orm';
import { CANCELLATION_OFFER } from '@vx/shared/protocol';
import type { Executor } from '../../db/helpers';
import { isUniqueViolation } from '../../db/helpers';
import { guests } from '../guests/schema';
import type { SubscriptionChange } from '../subscriptions/notify';
import { extendVipPeriod } from '../subscriptions/service';
import { grantBenefits } from './grant';
import { cancellationOffers } from './schema';

/** `change`: the VIP subscription whose period the offer extended (push it after the commit); null without one. */
export type CancellationOutcome = { ok: true; change: SubscriptionChange | null } | { ok: false; reason: 'not_vip' | 'already_accepted' };

/**
 * The offer a VIP guest gets when he would cancel (status bar `cancelationoffer`): a free month of
 * the VIP subscription, accepted once per guest (the guest id is the table's key). The running VIP
 * subscription's period ends 30 days later (server/docs/subscriptions.md).
 */
export async function acceptCancellationOffer(db: Executor, guestId: number, platformText: string): Promise<CancellationOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [guest] = await tx.select({ isVip: guests.isVip }).from(guests).where(eq(guests.id, guestId));
      if (!guest?.isVip) return { ok: false as const, reason: 'not_vip' as const };
      await tx.insert(cancellationOffers).values({ guestId, platformText });
      await grantBenefits(tx, guestId, [{ type: CANCELLATION_OFFER.benefit, amount: CANCELLATION_OFFER.days, tiers: [], voucherType: null }], {
        source: 'cancellation_offer',
        validTo: null,
      });
      const change = await extendVipPeriod(tx, guestId, CANCELLATION_OFFER.days, 'offer:cancellation');
      return { ok: true as const, change };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'already_accepted' };
    throw error;
  }
}
