import { screen, waitFor, within } from '@testing-library/react';
import { FakeVodHls, stubVideoElement } from '@vx/shared/testing';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { plans, restBy, slot } from '../../testing/tv';
import PremiumLivestreamPage from './PremiumLivestreamPage';

jest.mock('hls.js/light', () => ({ __esModule: true, default: jest.requireActual('@vx/shared/testing').FakeVodHls }));

const GUEST = { isLoggedIn: true, id: 7, name: 'hans' };
const premiumStream = { type: 'premium', restriction: null, stream: { url: '/media/tv/premium/master.m3u8?grant=s1', expiresAt: 2_000_000_000, isLive: true, needsToken: true } };

/** tv/stream/premium answers by the guest's subscription, as the server does. */
function server(subscribed: () => boolean, loggedIn = true) {
  return restBy({
    'tv/stream/premium': () => (subscribed() ? premiumStream : { type: 'premium', restriction: loggedIn ? 'needAbo' : 'needLogin', stream: null }),
    'tv/program/premium': { type: 'premium', items: [slot(1), slot(2)] },
    'subscriptions/plans': { plans },
    subscriptions: { subscriptions: [], canTrial: true },
  });
}

describe('PremiumLivestreamPage', () => {
  let restore: () => void;
  beforeEach(() => {
    FakeVodHls.reset();
    restore = stubVideoElement();
  });
  afterEach(() => restore());

  it('shows a visitor the gate with the TV subscription price, and logs him in before its flow', async () => {
    const view = renderWithPlatform(<PremiumLivestreamPage />, { restCall: server(() => false, false) });
    const gate = await screen.findByTestId('tv-gate');
    const table = within(gate).getByTestId('tv-pricetable');
    await within(table).findByText('14.99 € a month');
    expect(within(table).getAllByTestId('tv-plan').map((plan) => plan.dataset.flow)).toEqual(['vxtvabo']);
    expect(screen.queryByTestId('tv-player')).toBeNull();
    within(table).getByRole('button', { name: 'Log in to subscribe' }).click();
    expect(view.openFlow).toHaveBeenCalledWith('login');
    expect(view.openFlow).not.toHaveBeenCalledWith('vxtvabo');
  });

  it('opens the vxtvabo flow for a guest without the subscription', async () => {
    const view = renderWithPlatform(<PremiumLivestreamPage />, { restCall: server(() => false), guest: GUEST });
    const gate = await screen.findByTestId('tv-gate');
    (await within(gate).findByRole('button', { name: 'Subscribe' })).click();
    expect(view.openFlow).toHaveBeenCalledWith('vxtvabo');
  });

  it('plays without a reload once the guest has the TV subscription (tvAboUpdate updates the guest)', async () => {
    let subscribed = false;
    const view = renderWithPlatform(<PremiumLivestreamPage />, { restCall: server(() => subscribed), guest: GUEST });
    await screen.findByTestId('tv-gate');
    subscribed = true;
    view.setGuest({ ...view.platform.guest, hasTvAbo: true });
    const player = await screen.findByTestId('tv-player');
    expect(player.dataset.channel).toBe('premium');
    expect(screen.queryByTestId('tv-gate')).toBeNull();
    await waitFor(() => expect(FakeVodHls.last.source).toBe('/media/tv/premium/master.m3u8?grant=s1'));
    expect(screen.getByTestId('live-badge')).toBeTruthy();
    // Every tv/* GET carries the cache-busting timestamp.
    const streamCalls = view.rest.mock.calls.filter(([path]) => path === 'tv/stream/premium');
    expect(streamCalls).toHaveLength(2);
    expect(streamCalls.every(([, options]) => typeof options.payload._ === 'number')).toBe(true);
  });

  it("shows the premium channel's schedule with the slot on air marked", async () => {
    renderWithPlatform(<PremiumLivestreamPage />, { restCall: server(() => true), guest: { ...GUEST, hasTvAbo: true } });
    const schedule = await screen.findByTestId('tv-program');
    const slots = await within(schedule).findAllByTestId('tv-program-slot');
    expect(slots.map((item) => item.dataset.live)).toEqual(['true', 'false']);
    expect(within(slots[0]!).getByTestId('tv-live-badge').textContent).toBe('Live');
    expect(screen.getByTestId('tv-on-air').textContent).toContain('Behind the Scenes · Episode 1');
  });
});
