import type { BenefitTier } from '@vx/shared/protocol';
import { CHARGE_PACKAGES } from '../vxpay/packages';
import type { DailyBonusOffer } from '@vx/shared/events';

/**
 * The rotation the daily bonus days are made from: the offer of a calendar day is the entry at
 * (days since 1970-01-01) mod 8, so every offer of spec 000 §3 comes round, a known one every day.
 * None of the rotation is VIP-only, so every guest can take every day's offer; an operator may
 * still mark a day VIP-only (`require_vip`), which purchaseDailyBonus enforces.
 */
export interface DailyBonusTemplate {
  offer: DailyBonusOffer;
  amount: number;
  quantity: number;
  price: number;
  requireVip: boolean;
  minTopUp: number | null;
  content: 'video' | 'album' | null;
}

export const DAILY_BONUS_ROTATION: readonly DailyBonusTemplate[] = [
  { offer: 'video', amount: 1, quantity: 1, price: 9, requireVip: false, minTopUp: null, content: 'video' },
  { offer: 'TopUpPercent', amount: 20, quantity: 1, price: 0, requireVip: false, minTopUp: 40, content: null },
  { offer: 'MessengerGift', amount: 3, quantity: 3, price: 5, requireVip: false, minTopUp: null, content: null },
  { offer: 'photo_album', amount: 1, quantity: 1, price: 0, requireVip: false, minTopUp: null, content: 'album' },
  { offer: 'VipOneDay', amount: 1, quantity: 1, price: 15, requireVip: false, minTopUp: null, content: null },
  { offer: 'VideoVoucher', amount: 1, quantity: 1, price: 7, requireVip: false, minTopUp: null, content: null },
  { offer: 'TopUpFlat', amount: 10, quantity: 1, price: 0, requireVip: false, minTopUp: 100, content: null },
  { offer: 'Merchandise', amount: 1, quantity: 1, price: 49, requireVip: false, minTopUp: null, content: null },
];

/** The rotation's position of a calendar day (YYYY-MM-DD). */
export function rotationIndex(date: string): number {
  const days = Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
  return ((days % DAILY_BONUS_ROTATION.length) + DAILY_BONUS_ROTATION.length) % DAILY_BONUS_ROTATION.length;
}

/** A top-up percent offer as the tiers the top-up bonus pays: one per coin package it applies to. */
export function percentTiers(percent: number, minTopUp: number | null): BenefitTier[] {
  return CHARGE_PACKAGES.filter((pack) => pack.coins >= (minTopUp ?? 0)).map((pack) => ({ from: pack.coins, amount: Math.ceil((pack.coins * percent) / 100) }));
}
