import type { BonusBenefit } from '@vx/shared/protocol';
import type { Executor } from '../../db/helpers';
import { bonusCodes } from './schema';

const coins = (amount: number): BonusBenefit => ({ type: 'coins', amount, tiers: [], voucherType: null });
const voucher = (voucherType: number, amount: number): BonusBenefit => ({ type: 'vouchers', amount, tiers: [], voucherType });

/** The end of the demo campaigns: far enough ahead for every demo, a real date on the page. */
const CAMPAIGN_END = new Date('2027-12-31T22:59:59Z');

/**
 * The demo's bonus codes (server/docs/myarea.md "Benefits" lists them), seeded with DEMO_PROVIDERS=on:
 * one of each kind the benefits page shows (coins, staggered top-up tiers, VIP and mobile conditions,
 * vouchers, spins, a limited code).
 */
export const DEMO_BONUS_CODES: Array<typeof bonusCodes.$inferInsert> = [
  { code: 'WELCOME50', validTo: CAMPAIGN_END, benefits: [coins(50)] },
  {
    code: 'TOPUP2026',
    containsTopUpBenefit: true,
    validTo: CAMPAIGN_END,
    benefits: [
      { type: 'bonus', amount: null, voucherType: null, tiers: [{ from: 40, amount: 10 }, { from: 100, amount: 30 }, { from: 200, amount: 80 }] },
      { type: 'freeMessages', amount: 10, tiers: [], voucherType: null },
    ],
  },
  { code: 'VIPGIFT', requireVip: true, validTo: CAMPAIGN_END, benefits: [coins(100), { type: 'messengerGifts', amount: 3, tiers: [], voucherType: null }] },
  { code: 'MOBILE25', requireMobileAuth: true, validTo: CAMPAIGN_END, benefits: [coins(25), voucher(2, 5)] },
  { code: 'SPINS3', validTo: CAMPAIGN_END, benefits: [voucher(10, 3)] },
  { code: 'FREEVIDEO', validTo: CAMPAIGN_END, benefits: [voucher(1, 1), voucher(4, 1)] },
  { code: 'LIMITED10', maxRedemptions: 10, validTo: CAMPAIGN_END, benefits: [coins(15)] },
];

/** Inserts the demo codes that are missing (an existing code and its count stay as they are); answers how many. */
export async function seedDemoBonusCodes(db: Executor): Promise<number> {
  const inserted = await db.insert(bonusCodes).values(DEMO_BONUS_CODES).onConflictDoNothing().returning({ code: bonusCodes.code });
  return inserted.length;
}
