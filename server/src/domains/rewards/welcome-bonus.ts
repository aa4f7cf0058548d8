import { and, eq } from 'drizzle-orm';
import type { BonusBenefit } from '@vx/shared/protocol';
import type { Database } from '../../db/client';
import type { Hub } from '../../realtime/hub';
import { isMobileVerified } from '../guests/mobile-verified';
import { guests } from '../guests/schema';
import { grantBenefits, SPINS_VOUCHER_TYPE } from './grant';
import { guestBenefits } from './schema';
import { VOUCHER_TYPE } from './spend-voucher';
import { pushVouchers } from './vouchers';

export const WELCOME_BONUS_SOURCE = 'welcome_bonus';
export const WELCOME_BONUS_VALID_DAYS = 30;

/** Three spins of the loyalty wheel and one video of the guest's choice (server/docs/rewards.md "Welcome bonus"). */
export const WELCOME_BONUS: readonly BonusBenefit[] = [
  { type: 'vouchers', amount: 3, tiers: [], voucherType: SPINS_VOUCHER_TYPE },
  { type: 'vouchers', amount: 1, tiers: [], voucherType: VOUCHER_TYPE.video },
];

/**
 * The bonus the guest service's `bonusAvailable` promises: granted once the guest has verified a
 * mobile number. Idempotent, so a verify that is repeated (or a crash between the verification and
 * this grant, healed by the next verify) never grants twice: the guest row is locked first, and the
 * bonus's own benefit rows are the record that it was given. `welcomeBonusRedeemed` and `vouchers`
 * follow the commit. Answers whether this call granted it.
 */
export async function grantWelcomeBonus(db: Database['db'], hub: Pick<Hub, 'toGuest'>, guestId: number, now = new Date()): Promise<boolean> {
  const granted = await db.transaction(async (tx) => {
    const [guest] = await tx.select({ id: guests.id }).from(guests).where(eq(guests.id, guestId)).for('update');
    if (!guest || !(await isMobileVerified(tx, guestId))) return false;
    const held = await tx
      .select({ id: guestBenefits.id })
      .from(guestBenefits)
      .where(and(eq(guestBenefits.guestId, guestId), eq(guestBenefits.source, WELCOME_BONUS_SOURCE)))
      .limit(1);
    if (held.length > 0) return false;
    const validTo = new Date(now.getTime() + WELCOME_BONUS_VALID_DAYS * 86_400_000);
    await grantBenefits(tx, guestId, WELCOME_BONUS, { source: WELCOME_BONUS_SOURCE, validTo });
    return true;
  });
  if (!granted) return false;
  await pushVouchers(db, hub, guestId, now);
  hub.toGuest(guestId, { type: 'welcomeBonusRedeemed' });
  return true;
}
