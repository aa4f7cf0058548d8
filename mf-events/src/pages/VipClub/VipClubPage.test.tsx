import { act, fireEvent, screen, within } from '@testing-library/react';
import { registryRoutes } from '@vx/shared/testing';
import { routes } from '../../routes';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import VipClubPage from './VipClubPage';

const PLANS = { plans: [{ flow: 'vipabo', kind: 'vip', firstPrice: 9.99, price: 9.99, currency: 'EUR', trialDays: null }] };
const VIDEO = {
  id: 5, title: 'VIP night', duration: 600, free: false, vip: true, new: false, price: { value: 20, currency: 'VXC' }, basePrice: { value: 20, currency: 'VXC' },
  discount: 0, preview: {}, rating: { likes: 0 }, model: { id: 2, name: 'Lena' }, classic: false, previewThumbnails: {}, isBought: false,
  ageRating: 18, isVip30Offer: false, camRecording: false, guestInfo: {},
};

function restCall(subscriptions: unknown[] = []) {
  return jest.fn(async (path: string) => {
    if (path === 'subscriptions/plans') return PLANS;
    if (path === 'videos/filtered') return { items: [VIDEO], totalCount: 1, page: 1, pageSize: 8 };
    if (path === 'subscriptions') return { subscriptions, canTrial: false };
    throw new Error(`unexpected ${path}`);
  });
}

/** The video pages are mf-media's and mf-chat's routes; in the app the brand composes them. */
const ROUTES = { ...routes, ...registryRoutes({ actorVideo: ['actorName', 'videoId'], videosVip: [] }) };

describe('VipClubPage', () => {
  it('shows the benefits, the VIP videos and the subscription, which a visitor reaches through login', async () => {
    const view = renderWithPlatform(<VipClubPage />, { route: '/en/vipclub/', routes: ROUTES, restCall: restCall() });
    await act(() => view.queryClient.resetQueries());
    expect(screen.getByRole('heading', { level: 1, name: 'VIP club' })).toBeTruthy();
    expect(within(screen.getByTestId('vip-club-benefits')).getAllByRole('listitem')).toHaveLength(3);
    expect((await screen.findByTestId('vip-club-video')).getAttribute('href')).toBe('/en/actorVideo/Lena/5/');
    expect(await screen.findByText(/9\.99 € per month/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in to become a VIP' }));
    expect(view.openFlow).toHaveBeenCalledWith('login');
  });

  it('opens the vipabo flow for a guest', async () => {
    const view = renderWithPlatform(<VipClubPage />, { route: '/en/vipclub/', routes: ROUTES, restCall: restCall(), guest: { isLoggedIn: true, id: 7 } });
    fireEvent.click(screen.getByRole('button', { name: 'Become a VIP now' }));
    await act(async () => undefined);
    expect(view.openFlow).toHaveBeenCalledWith('vipabo');
  });

  it('shows a running VIP his status instead of the offer', async () => {
    const running = { id: 1, kind: 'vip', flow: 'vipabo', status: 'active', trial: false, price: 9.99, currency: 'EUR', periodStart: '2026-11-01T10:00:00Z', periodEnd: '2026-12-01T10:00:00Z', cancelledAt: null };
    const view = renderWithPlatform(<VipClubPage />, { route: '/en/vipclub/', routes: ROUTES, restCall: restCall([running]), guest: { isLoggedIn: true, id: 7, isVip: true } });
    await act(() => view.queryClient.resetQueries());
    expect((await screen.findByText(/renews on December 1, 2026/)).textContent).toMatch('Your VIP subscription renews on');
    expect(screen.queryByTestId('vip-club-subscribe')).toBeNull();
  });
});
