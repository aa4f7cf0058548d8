import { createBus } from '@vx/shared';
import { paymentFeedback } from '../session/paymentFeedback';
import { connectRealtime } from './realtime';
import type { Services } from './services';

function setup(renewed = false, isLoggedIn = true) {
  const bus = createBus();
  const session = { patch: jest.fn(), expire: jest.fn(), renew: jest.fn(async () => renewed), isLoggedIn };
  const reload = jest.fn();
  const subscription = connectRealtime({ bus, session } as unknown as Services, reload);
  return { bus, session, reload, subscription };
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

  it('reloads on a verified e-mail except on TV livestream routes', () => {
    const { bus, reload } = setup();
    window.history.pushState({}, '', '/en/tv/livestream/');
    bus.emit({ type: 'guestEmailVerified' });
    expect(reload).not.toHaveBeenCalled();
    window.history.pushState({}, '', '/en/cams/');
    bus.emit({ type: 'guestEmailVerified' });
    expect(reload).toHaveBeenCalledTimes(1);
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
