import type { Domain } from '../types';
import { rewardRoutes } from './rest';
import { rewardsVxql } from './vxql';

/**
 * Vouchers, benefits, bonus codes, the cancellation offer and the loyalty spin wheel (issue 14;
 * spec 000 §3 Vouchers and rewards, spec 001 §7.2 guest/redeemBonus, guest/acceptCancellationOffer,
 * §7.4). server/docs/myarea.md "Benefits". The demo's bonus codes are seeded by prepare.ts (demo-codes.ts).
 */
export const rewardsDomain: Domain = {
  name: 'rewards',
  rest: rewardRoutes,
  vxql: rewardsVxql(),
};
