import type { Hub } from '../../realtime/hub';
import type { SubscriptionKind } from './plans';

/** A change of one of the guest's subscriptions, pushed after its commit. */
export interface SubscriptionChange {
  guestId: number;
  kind: SubscriptionKind;
  /** Whether the guest has the subscription's access now. */
  active: boolean;
  /** True only when a payment has just started it (the client's purchase event). */
  isStarted: boolean;
  /** What the period just charged cost, in cents; null where nothing was charged. */
  priceCents: number | null;
}

/**
 * The VIP and TV subscription update of spec 001 §7.3 to every socket of the guest: `vipAboUpdate`
 * (vipAboStatus) or `tvAboUpdate` (vxtvAboStatus), with isStarted and price in euros.
 */
export function pushSubscriptionChange(hub: Pick<Hub, 'toGuest'>, change: SubscriptionChange): void {
  const price = change.priceCents === null ? null : change.priceCents / 100;
  if (change.kind === 'vip') {
    hub.toGuest(change.guestId, { type: 'vipAboUpdate', vipAboStatus: change.active, isStarted: change.isStarted, price });
  } else {
    hub.toGuest(change.guestId, { type: 'tvAboUpdate', vxtvAboStatus: change.active, isStarted: change.isStarted, price });
  }
}
