import type { Subscription } from 'rxjs';
import { paymentFeedback } from '../session/paymentFeedback';
import type { Services } from './services';

/** Paths on which a verified e-mail must not reload the page (TV livestream, spec 000 §4). */
const NO_RELOAD_ON_EMAIL_VERIFIED = /\/tv\/(premium\/)?livestream\//;

/** The shell's own reactions to server events: balance, favourites counts, session expiry, reload requests. */
export function connectRealtime({ bus, session }: Services, reload: () => void = () => window.location.reload()): Subscription {
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
      if (!NO_RELOAD_ON_EMAIL_VERIFIED.test(window.location.pathname)) reload();
    }),
  );
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
