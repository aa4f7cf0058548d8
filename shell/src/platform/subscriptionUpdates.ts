import type { Subscription } from 'rxjs';
import type { Guest, TrackingEvent } from '@vx/shared';
import type { Services } from './services';

type Flags = Pick<Guest, 'isVip' | 'hasTvAbo' | 'hadTvAbo' | 'isPremium'>;

/** The guest's VIP flag after a vipAboUpdate; premium follows (spec 000 §6: VIP or TV subscriber). */
export const vipFlags = (guest: Guest, running: boolean): Flags => ({
  isVip: running,
  hasTvAbo: guest.hasTvAbo,
  hadTvAbo: guest.hadTvAbo,
  isPremium: running || guest.hasTvAbo,
});

/** The TV flags after a tvAboUpdate: a subscription that stops running makes a former subscriber. */
export const tvFlags = (guest: Guest, running: boolean): Flags => ({
  isVip: guest.isVip,
  hasTvAbo: running,
  hadTvAbo: running ? false : guest.hadTvAbo || guest.hasTvAbo,
  isPremium: guest.isVip || running,
});

/** The purchase analytics event of a started subscription (spec 000 §3 realtime events). */
export const purchaseEvent = (kind: 'vip' | 'tv', price: number | null): TrackingEvent => ({
  type: 'purchase',
  source: 'subscription',
  data: { item: kind === 'vip' ? 'vipAbo' : 'tvAbo', price, currency: 'EUR' },
});

/**
 * The VIP and TV subscription updates (spec 001 §7.3) patch the session's guest, so every remote's
 * needAbo gate and the navbar see the new state at once; a subscription just started (or extended
 * by a payment) is a purchase for analytics.
 */
export function connectSubscriptionUpdates({ bus, session }: Pick<Services, 'bus' | 'session'>, track: (event: TrackingEvent) => void): Subscription {
  const subscription = bus.on('vipAboUpdate').subscribe((event) => {
    session.patch(vipFlags(session.guest$.value, event.vipAboStatus));
    if (event.isStarted) track(purchaseEvent('vip', event.price));
  });
  subscription.add(
    bus.on('tvAboUpdate').subscribe((event) => {
      session.patch(tvFlags(session.guest$.value, event.vxtvAboStatus));
      if (event.isStarted) track(purchaseEvent('tv', event.price));
    }),
  );
  return subscription;
}
