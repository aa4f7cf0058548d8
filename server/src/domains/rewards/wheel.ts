import { createHash, createHmac } from 'node:crypto';
import type { SpinRewardType } from '@vx/shared/protocol';

/**
 * The loyalty spin wheel's segments, clockwise from the top, and the chance of each (weights out of
 * 100). Coins are most likely, the big prizes least. `voucherType` 2 is a video-chat voucher in minutes.
 */
export interface WheelSegment {
  type: SpinRewardType;
  amount: number;
  weight: number;
  voucherType?: number;
}

export const WHEEL_SEGMENTS: readonly WheelSegment[] = [
  { type: 'coins', amount: 10, weight: 22 },
  { type: 'freeSpins', amount: 1, weight: 12 },
  { type: 'coins', amount: 25, weight: 14 },
  { type: 'messengerGift', amount: 1, weight: 12 },
  { type: 'coins', amount: 5, weight: 22 },
  { type: 'voucher', amount: 5, weight: 8, voucherType: 2 },
  { type: 'coins', amount: 100, weight: 2 },
  { type: 'bonuscode', amount: 20, weight: 8 },
];

const TOTAL_WEIGHT = WHEEL_SEGMENTS.reduce((sum, segment) => sum + segment.weight, 0);

/** The segment a draw in [0, 1) lands on. */
export function drawSegment(random: () => number): number {
  let point = Math.min(Math.max(random(), 0), 1 - Number.EPSILON) * TOTAL_WEIGHT;
  for (const [index, segment] of WHEEL_SEGMENTS.entries()) {
    if (point < segment.weight) return index;
    point -= segment.weight;
  }
  return WHEEL_SEGMENTS.length - 1;
}

/** Free spins a month by loyalty points: the highest tier the guest reaches counts. */
export const MONTHLY_SPIN_TIERS = [
  { points: 100, spins: 1 },
  { points: 500, spins: 3 },
  { points: 1000, spins: 5 },
] as const;

/** The coin loyalty bonus: once a month, for a guest with at least `requiredPoints` loyalty points. */
export const COIN_LOYALTY_BONUS = { requiredPoints: 250, coins: 20 } as const;

/** A bonus code won on the wheel stays valid this long. */
export const WON_CODE_DAYS = 30;

/** `YYYY-MM` of a moment in UTC: the month a coin loyalty bonus belongs to. */
export const monthOf = (now: Date) => now.toISOString().slice(0, 7);

/** The commitment shown before a spin: the sha256 (hex) of the server seed's hex text. */
export const commitmentOf = (seed: string) => createHash('sha256').update(seed).digest('hex');

/**
 * The segment a server seed draws (anyone can recompute it once the seed is revealed): the first 4
 * bytes of HMAC-SHA256(key = seed, message = "spin") as a fraction of 2^32, through `drawSegment`.
 */
export function segmentOfSeed(seed: string): number {
  const value = createHmac('sha256', seed).update('spin').digest().readUInt32BE(0) / 2 ** 32;
  return drawSegment(() => value);
}
