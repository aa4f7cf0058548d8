import type { Domain } from '../types';
import { dailyBonusVxql } from './daily-bonus-vxql';
import { promoRoutes } from './promo-rest';
import { rewardRoutes } from './rest';
import { rewardsVxql } from './vxql';

/**
 * Vouchers, benefits, bonus codes, the cancellation offer and the loyalty spin wheel (issue 14;
 * spec 000 §3 Vouchers and rewards, spec 001 §7.2 guest/redeemBonus, guest/acceptCancellationOffer,
 * §7.4). server/docs/myarea.md "Benefits". The demo's bonus codes are seeded by prepare.ts (demo-codes.ts).
 */
export const rewardsDomain: Domain = {
  name: 'rewards',
  rest: async (app, deps) => {
    await rewardRoutes(app, deps);
    await promoRoutes(app, deps);
  },
  vxql: rewardsVxql(),
};

/** The daily bonus (issue 16; spec 000 §3 "Daily bonus"): its own query-service part. server/docs/rewards.md. */
export const dailyBonusDomain: Domain = {
  name: 'daily-bonus',
  vxql: dailyBonusVxql,
};
