import * as z from 'zod/mini';

/**
 * Vouchers, benefits, bonus codes and the loyalty spin wheel (spec 000 §3 Vouchers and rewards,
 * Benefit types, Bonus code, Spin wheel info and result; spec 001 §7.2 guest/redeemBonus,
 * guest/acceptCancellationOffer, §7.4 guest vouchers, benefits, canRedeem, bonusCode,
 * remainingBonusCodes, the loyalty spin wheel), shared by the server and mf-myarea.
 * server/docs/myarea.md "Benefits".
 */

/** Voucher types 1 to 10, in the order of spec 000 §3: the type id is the index + 1. */
export const VOUCHER_TYPES = [
  'video',
  'videochat',
  'credits',
  'photoAlbum',
  'messages',
  'messengerGift',
  'liveShow',
  'privateShow',
  'bonusCode',
  'spins',
] as const;
export type VoucherTypeName = (typeof VOUCHER_TYPES)[number];
export const voucherTypeName = (type: number): VoucherTypeName | undefined => VOUCHER_TYPES[type - 1];

/** Benefit types of spec 000 §3. */
export const BENEFIT_TYPES = [
  'bonus',
  'coins',
  'credits',
  'vipAbo',
  'premiumAbo',
  'actorAbo',
  'freeMessages',
  'freeMinutes',
  'media',
  'vouchers',
  'liveShow',
  'messengerGifts',
] as const;
export type BenefitType = (typeof BENEFIT_TYPES)[number];

/** Spin results of spec 000 §3 (Spin result: type, bonuscode, coins, freeSpins, messengerGift, voucher). */
export const SPIN_REWARD_TYPES = ['coins', 'freeSpins', 'messengerGift', 'voucher', 'bonuscode'] as const;
export type SpinRewardType = (typeof SPIN_REWARD_TYPES)[number];

/** The wheel a guest spins (doSpin's and the info query's `type`); the loyalty wheel is the one there is. */
export const SPINWHEEL_TYPES = ['loyalty'] as const;

/** Why a bonus code cannot be redeemed now (canRedeem's reason, the REST refusal's code). */
export const BONUS_CODE_REFUSALS = [
  'bonus_code_not_found',
  'bonus_code_expired',
  'bonus_code_exhausted',
  'bonus_code_already_redeemed',
  'mobile_auth_required',
  'vip_required',
] as const;
export type BonusCodeRefusal = (typeof BONUS_CODE_REFUSALS)[number];

const isoTime = z.string();

export const voucherSchema = z.object({
  id: z.int(),
  guestId: z.int(),
  type: z.int().check(z.gte(1), z.lte(10)),
  actorId: z.nullable(z.int()),
  amount: z.int(),
  validFrom: isoTime,
  validTo: z.nullable(isoTime),
  /** The actors the voucher may be used with; empty for any actor. */
  actors: z.array(z.object({ id: z.int(), name: z.string() })),
});
export type Voucher = z.infer<typeof voucherSchema>;

export const benefitTierSchema = z.object({ from: z.int(), amount: z.int() });
export type BenefitTier = z.infer<typeof benefitTierSchema>;

/** One benefit of a bonus code: a fixed amount, or staggered tiers by top-up size (`from` coins). */
export const bonusBenefitSchema = z.object({
  type: z.enum(BENEFIT_TYPES),
  amount: z.nullable(z.int()),
  tiers: z.array(benefitTierSchema),
  /** For a `vouchers` benefit: the voucher type it grants. */
  voucherType: z.nullable(z.int()),
});
export type BonusBenefit = z.infer<typeof bonusBenefitSchema>;

export const bonusCodeSchema = z.object({
  code: z.string(),
  config: z.object({
    containsTopUpBenefit: z.boolean(),
    validTo: z.nullable(isoTime),
    conditions: z.object({ requireMobileAuth: z.boolean(), vip: z.boolean() }),
  }),
  benefits: z.array(bonusBenefitSchema),
});
export type BonusCode = z.infer<typeof bonusCodeSchema>;

export const canRedeemSchema = z.object({ canRedeem: z.boolean(), reason: z.nullable(z.enum(BONUS_CODE_REFUSALS)) });
export type CanRedeem = z.infer<typeof canRedeemSchema>;

export const remainingBonusCodeSchema = z.object({ code: z.string(), remainingCount: z.int(), validTo: z.nullable(isoTime) });
export type RemainingBonusCode = z.infer<typeof remainingBonusCodeSchema>;

/** A benefit the guest holds (granted by a bonus code, the spin wheel or the cancellation offer). */
export const guestBenefitSchema = z.object({
  id: z.int(),
  type: z.enum(BENEFIT_TYPES),
  amount: z.nullable(z.int()),
  tiers: z.array(benefitTierSchema),
  source: z.string(),
  validTo: z.nullable(isoTime),
  createdAt: isoTime,
  /** A top-up bonus of tiers applies to one top-up: when it was used, and the coins its tier brought. */
  usedAt: z.nullable(isoTime),
  usedCoins: z.nullable(z.int()),
});
export type GuestBenefit = z.infer<typeof guestBenefitSchema>;

/** guest/redeemBonus's answer (spec 001 §7.2: success, bonus). */
export const redeemBonusResponseSchema = z.object({ success: z.literal(true), bonus: bonusCodeSchema });

/** guest/acceptCancellationOffer's answer (spec 001 §7.2). */
export const CANCELLATION_OFFER = { benefit: 'vipAbo', days: 30 } as const;
export const acceptCancellationOfferResponseSchema = z.object({
  accepted_offer: z.boolean(),
  accepted_offer_info: z.object({ type: z.enum(BENEFIT_TYPES), amount: z.int() }),
});

export const spinResultSchema = z.object({
  /** The reward's id, for redeemReward. */
  id: z.int(),
  /** The wheel's segment the result stands on (the client turns the wheel to it). */
  segment: z.int(),
  type: z.enum(SPIN_REWARD_TYPES),
  bonuscode: z.nullable(z.string()),
  coins: z.nullable(z.int()),
  freeSpins: z.nullable(z.int()),
  messengerGift: z.nullable(z.int()),
  voucher: z.nullable(z.object({ type: z.int(), amount: z.int() })),
});
export type SpinResult = z.infer<typeof spinResultSchema>;

export const spinRewardSchema = z.extend(spinResultSchema, {
  status: z.enum(['redeemable', 'redeemed']),
  createdAt: isoTime,
});
export type SpinReward = z.infer<typeof spinRewardSchema>;

export const COIN_LOYALTY_BONUS_STATES = ['locked', 'available', 'claimed'] as const;

export const spinwheelInfoSchema = z.object({
  spinwheelActive: z.boolean(),
  lastSpinDate: z.nullable(isoTime),
  points: z.int(),
  spins: z.int(),
  /** The wheel's segments in order, clockwise from the top. */
  segments: z.array(z.object({ type: z.enum(SPIN_REWARD_TYPES), amount: z.int() })),
  /** The spins each month's loyalty points earn: tiers by points, `reached` by the guest's points. */
  monthlyRewards: z.array(z.object({ points: z.int(), spins: z.int(), reached: z.boolean() })),
  coinLoyaltyBonusState: z.object({ state: z.enum(COIN_LOYALTY_BONUS_STATES), coins: z.int(), requiredPoints: z.int() }),
  spinRewardHistory: z.array(spinRewardSchema),
});
export type SpinwheelInfo = z.infer<typeof spinwheelInfoSchema>;
