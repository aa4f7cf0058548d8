import type { Subscription } from 'rxjs';
import { brandRouteTable } from '../router/routeTable';
import { paymentFeedback } from '../session/paymentFeedback';
import { reloadsOnEmailVerified } from './emailVerifiedReload';
import type { Services } from './services';
import { connectSubscriptionUpdates } from './subscriptionUpdates';
import { sendTracking } from './tracking';

/** The shell's own reactions to server events: balance, subscriptions, favourites counts, session expiry, reload requests. */
export function connectRealtime(
  services: Services,
  reload: () => void = () => window.location.reload(),
  track = (event: Parameters<typeof sendTracking>[0]) => sendTracking(event, services.session.getToken()),
): Subscription {
  const { bus, session, brand } = services;
  const subscription = bus.on('guestBalance').subscribe((event) =>
    session.patch({
      balance: event.guestBalance,
      balanceFormatted: event.guestBalanceFormatted,
      isPayingCustomer: event.guestIsPayingCustomer,
    }),
  );
  // An access token that merely ran out (a sleeping tab missed its renewal) renews without a reload;
  // a login that ended (logout elsewhere, a lock, a replayed refresh token) reloads as the spec says.
  subscription.add(
    bus.on('sessionExpired').subscribe(() => {
      if (!session.isLoggedIn) return;
      void session.renew().then((renewed) => {
        if (renewed) return;
        session.expire();
        if (!paymentFeedback.isPending) reload();
      });
    }),
  );
  subscription.add(bus.on('pageReload').subscribe(() => reload()));
  subscription.add(
    bus.on('guestEmailVerified').subscribe(() => {
      if (reloadsOnEmailVerified(brandRouteTable(brand), window.location.pathname)) reload();
    }),
  );
  subscription.add(connectSubscriptionUpdates(services, track));
  subscription.add(bus.on('avsSet').subscribe(() => session.patch({ hasAvs: true, avsStatus: 'accepted' })));
  subscription.add(bus.on('avsPending').subscribe(() => session.patch({ avsStatus: 'pending' })));
  subscription.add(
    bus.on('avsRejected').subscribe((event) => session.patch({ avsStatus: 'rejected', avsRejectMessage: event.message })),
  );
  subscription.add(bus.on('avsRevoked').subscribe(() => session.patch({ hasAvs: false, avsStatus: 'unknown' })));
  subscription.add(bus.on('guestLocked').subscribe(() => session.patch({ isLocked: true })));
  subscription.add(bus.on('loyaltyPointsChanged').subscribe((event) => session.patch({ loyaltyPoints: event.points })));
  subscription.add(
    bus.on('favouriteCounts').subscribe((event) => session.patch({ pinnedFavouritesCount: event.pinned, onlineFavouritesCount: event.online })),
  );
  subscription.add(bus.on('dataProtection').subscribe((event) => session.patch({ showDataProtection: event.show })));
  return subscription;
}
