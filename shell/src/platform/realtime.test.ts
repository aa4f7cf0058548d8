import { BehaviorSubject } from 'rxjs';
import { createBus, type Guest } from '@vx/shared';
import { paymentFeedback } from '../session/paymentFeedback';
import { loggedInGuest, testBrand } from '../testing/renderWithPlatform';
import { connectRealtime } from './realtime';
import type { Services } from './services';

const tvRoutes = {
  tvLivestream: { de: 'tv/livestream/', en: 'tv/livestream/', nl: 'tv/livestream/', es: 'tv/en-directo/' },
  tvPremiumLivestream: { de: 'tv/premium/livestream/', en: 'tv/premium/livestream/', nl: 'tv/premium/livestream/', es: 'tv/premium/en-directo/' },
};
const brand = { ...testBrand, remotes: [...testBrand.remotes, { name: 'mf_tv', entry: 'http://localhost:3009/remoteEntry.js', routes: tvRoutes }] };

function setup(renewed = false, isLoggedIn = true, guest: Guest = loggedInGuest()) {
  const bus = createBus();
  const guest$ = new BehaviorSubject<Guest>(guest);
  const session = {
    guest$,
    patch: jest.fn((changes: Partial<Guest>) => guest$.next({ ...guest$.value, ...changes })),
    expire: jest.fn(),
    renew: jest.fn(async () => renewed),
    getToken: () => 'token',
    isLoggedIn,
  };
  const reload = jest.fn();
  const track = jest.fn();
  const subscription = connectRealtime({ bus, session, brand } as unknown as Services, reload, track);
  return { bus, session, reload, track, subscription };
}

describe('the shell reacting to server events', () => {
  it('patches the balance from the guestBalance event', () => {
    const { bus, session } = setup();
    bus.emit({ type: 'guestBalance', guestBalance: 120, guestBalanceFormatted: '120 VXC', guestIsPayingCustomer: true });
    expect(session.patch).toHaveBeenCalledWith({ balance: 120, balanceFormatted: '120 VXC', isPayingCustomer: true });
  });

  it('patches the counts of pinned and online favourites', () => {
    const { bus, session } = setup();
    bus.emit({ type: 'favouriteCounts', pinned: 4, online: 1 });
    expect(session.patch).toHaveBeenCalledWith({ pinnedFavouritesCount: 4, onlineFavouritesCount: 1 });
  });

  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('drops the token and reloads when the session expired and cannot be renewed', async () => {
    const { bus, session, reload } = setup(false);
    bus.emit({ type: 'sessionExpired' });
    await settled();
    expect(session.renew).toHaveBeenCalled();
    expect(session.expire).toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps the page when only the access token ran out and the login renews', async () => {
    const { bus, session, reload } = setup(true);
    bus.emit({ type: 'sessionExpired' });
    await settled();
    expect(session.renew).toHaveBeenCalled();
    expect(session.expire).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('ignores sessionExpired when no login is left to end (the guest just logged out)', async () => {
    const { bus, session, reload } = setup(false, false);
    bus.emit({ type: 'sessionExpired' });
    await settled();
    expect(session.renew).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload while a payment feedback is pending', async () => {
    const { bus, reload } = setup();
    const end = paymentFeedback.begin();
    bus.emit({ type: 'sessionExpired' });
    await settled();
    expect(reload).not.toHaveBeenCalled();
    end();
    bus.emit({ type: 'sessionExpired' });
    await settled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads on a verified e-mail except on the TV livestream routes in every language', () => {
    const { bus, reload } = setup();
    for (const path of ['/en/tv/livestream/', '/es/tv/en-directo/', '/de/tv/premium/livestream/', '/es/tv/premium/en-directo/']) {
      window.history.pushState({}, '', path);
      bus.emit({ type: 'guestEmailVerified' });
    }
    expect(reload).not.toHaveBeenCalled();
    window.history.pushState({}, '', '/en/cams/');
    bus.emit({ type: 'guestEmailVerified' });
    window.history.pushState({}, '', '/en/tv/livestream/archive/');
    bus.emit({ type: 'guestEmailVerified' });
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload on a verified e-mail on the mobile platform', () => {
    const { bus, reload } = setup();
    const matchMedia = window.matchMedia;
    window.matchMedia = jest.fn((query: string) => ({ matches: query.includes('max-width') }) as MediaQueryList);
    try {
      window.history.pushState({}, '', '/en/cams/');
      bus.emit({ type: 'guestEmailVerified' });
      expect(reload).not.toHaveBeenCalled();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('updates the guest flags at once from the VIP and TV subscription updates', () => {
    const { bus, session, track } = setup();
    bus.emit({ type: 'vipAboUpdate', vipAboStatus: true, isStarted: false, price: null });
    expect(session.guest$.value).toMatchObject({ isVip: true, isPremium: true, hasTvAbo: false });
    bus.emit({ type: 'tvAboUpdate', vxtvAboStatus: true, isStarted: false, price: null });
    expect(session.guest$.value).toMatchObject({ isVip: true, hasTvAbo: true, hadTvAbo: false, isPremium: true });
    bus.emit({ type: 'vipAboUpdate', vipAboStatus: false, isStarted: false, price: null });
    expect(session.guest$.value).toMatchObject({ isVip: false, isPremium: true });
    bus.emit({ type: 'tvAboUpdate', vxtvAboStatus: false, isStarted: false, price: null });
    // A TV subscription that ended makes a former subscriber, no premium left.
    expect(session.guest$.value).toMatchObject({ isVip: false, hasTvAbo: false, hadTvAbo: true, isPremium: false });
    expect(track).not.toHaveBeenCalled();
  });

  it('sends the purchase event with the price for a started subscription only', () => {
    const { bus, track } = setup();
    bus.emit({ type: 'tvAboUpdate', vxtvAboStatus: true, isStarted: true, price: 14.99 });
    expect(track).toHaveBeenCalledWith({ type: 'purchase', source: 'subscription', data: { item: 'tvAbo', price: 14.99, currency: 'EUR' } });
    bus.emit({ type: 'vipAboUpdate', vipAboStatus: true, isStarted: true, price: 1.99 });
    expect(track).toHaveBeenLastCalledWith({ type: 'purchase', source: 'subscription', data: { item: 'vipAbo', price: 1.99, currency: 'EUR' } });
    bus.emit({ type: 'vipAboUpdate', vipAboStatus: true, isStarted: false, price: 9.99 });
    expect(track).toHaveBeenCalledTimes(2);
  });

  it('follows the age-verification events', () => {
    const { bus, session } = setup();
    bus.emit({ type: 'avsRejected', message: 'Document unreadable' });
    expect(session.patch).toHaveBeenLastCalledWith({ avsStatus: 'rejected', avsRejectMessage: 'Document unreadable' });
    bus.emit({ type: 'avsSet' });
    expect(session.patch).toHaveBeenLastCalledWith({ hasAvs: true, avsStatus: 'accepted' });
    bus.emit({ type: 'avsRevoked' });
    expect(session.patch).toHaveBeenLastCalledWith({ hasAvs: false, avsStatus: 'unknown' });
  });
});
