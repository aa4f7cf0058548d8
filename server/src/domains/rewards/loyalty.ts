import type { Hub } from '../../realtime/hub';

/**
 * Loyalty points (spec 000 §3 Guest loyaltyPoints): a guest earns one point for every coin he buys,
 * bonus coins not counted; they unlock the spin wheel's monthly spins and the coin loyalty bonus
 * (wheel.ts). Credited in the payment's own transaction, so a replayed callback earns nothing.
 */
export const LOYALTY_POINTS_PER_COIN = 1;

export const loyaltyPointsFor = (boughtCoins: number): number => boughtCoins * LOYALTY_POINTS_PER_COIN;

/** `loyaltyPointsChanged` to every socket of the guest (spec 001 §7.3). Call after the commit. */
export function pushLoyaltyPoints(hub: Pick<Hub, 'toGuest'>, guestId: number, points: number): void {
  hub.toGuest(guestId, { type: 'loyaltyPointsChanged', points });
}
