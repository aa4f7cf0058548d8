import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RestError, type SubscriptionDto } from '@vx/shared';
import { routes } from '../../routes';
import { LOGGED_IN } from '../../testing/guests';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { ProfileSubscriptions } from './ProfileSubscriptions';

const TV: SubscriptionDto = {
  id: 4,
  kind: 'tv',
  flow: 'vxtvabo',
  status: 'active',
  trial: false,
  price: 14.99,
  currency: 'EUR',
  periodStart: '2026-11-03T10:00:00.000Z',
  periodEnd: '2026-12-03T10:00:00.000Z',
  cancelledAt: null,
  endedAt: null,
};
const PRICETABLE = { tvPremiumPricetable: { de: 'tv/premium/preise/', en: 'tv/premium/pricetable/', nl: 'tv/premium/prijzen/', es: 'tv/premium/precios/' } };

function render(answer: (path: string) => unknown, guest: Record<string, unknown> = LOGGED_IN) {
  const restCall = jest.fn(async (path: string) => answer(path));
  const view = renderWithPlatform(<ProfileSubscriptions />, { route: '/en/myvisitx/profile/', guest, restCall, routes: { ...routes, ...PRICETABLE } });
  return { restCall, view };
}

describe('ProfileSubscriptions', () => {
  it('shows a running subscription with its price and next renewal, and cancels it after asking', async () => {
    let current = TV;
    const { restCall } = render((path) => {
      if (path === 'subscriptions') return { subscriptions: [current], canTrial: true };
      if (path === 'subscriptions/4/cancel') {
        current = { ...TV, status: 'cancelled', cancelledAt: '2026-11-10T10:00:00.000Z' };
        return { subscription: current };
      }
      throw new Error(path);
    }, { ...LOGGED_IN, hasTvAbo: true });
    const item = await screen.findByTestId('subscription-tv');
    expect(item.textContent).toContain('TV subscription');
    expect(item.textContent).toContain('14.99 € per month · renews on Dec 3, 2026');
    expect(within(item).getByTestId('subscription-status').textContent).toBe('Active');

    fireEvent.click(within(item).getByRole('button', { name: 'Cancel subscription' }));
    const confirm = within(item).getByRole('group', { name: 'Cancel the subscription' });
    expect(confirm.textContent).toContain('You keep access until Dec 3, 2026');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep my subscription' }));
    expect(restCall).not.toHaveBeenCalledWith('subscriptions/4/cancel', expect.anything());

    fireEvent.click(within(item).getByRole('button', { name: 'Cancel subscription' }));
    await act(async () => fireEvent.click(within(item).getByRole('button', { name: 'Yes, cancel' })));
    expect(restCall).toHaveBeenCalledWith('subscriptions/4/cancel', expect.objectContaining({ method: 'POST' }));
    await waitFor(() => expect(screen.getByTestId('subscription-status').textContent).toBe('Cancelled'));
    expect(screen.getByTestId('subscription-tv').textContent).toContain('access until Dec 3, 2026');
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    // A TV subscriber is not sent to the price table.
    expect(screen.queryByTestId('subscriptions-tv-pricetable')).toBeNull();
  });

  it('offers the cancellation offer when a VIP cancels', async () => {
    render(() => ({ subscriptions: [{ ...TV, id: 5, kind: 'vip', flow: 'vipabo', price: 9.99 }], canTrial: false }), { ...LOGGED_IN, isVip: true });
    const item = await screen.findByTestId('subscription-vip');
    fireEvent.click(within(item).getByRole('button', { name: 'Cancel subscription' }));
    expect(within(item).getByRole('heading', { name: 'Stay with VIP' })).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Accept the offer' })).toBeTruthy();
  });

  it('offers the plans to a guest without a subscription: the VIP trial and the TV price table', async () => {
    const { view } = render(() => ({ subscriptions: [], canTrial: true }));
    expect(await screen.findByText('You have no subscription yet.')).toBeTruthy();
    expect(screen.getByTestId('subscriptions-tv-pricetable').getAttribute('href')).toBe('/en/tv/premium/pricetable/');
    fireEvent.click(screen.getByRole('button', { name: 'Try VIP for 7 days' }));
    expect(view.platform.openFlow).toHaveBeenCalledWith('trialvipabo');
  });

  it('shows an ended subscription without cancel, and says when cancelling fails because it ended', async () => {
    render((path) => {
      if (path === 'subscriptions') return { subscriptions: [{ ...TV, status: 'active' }], canTrial: false };
      throw new RestError(409);
    });
    const item = await screen.findByTestId('subscription-tv');
    fireEvent.click(within(item).getByRole('button', { name: 'Cancel subscription' }));
    await act(async () => fireEvent.click(within(item).getByRole('button', { name: 'Yes, cancel' })));
    expect((await within(item).findByRole('alert')).textContent).toBe('This subscription has already ended.');
  });

  it('says when the subscriptions cannot be loaded', async () => {
    render(() => {
      throw new Error('down');
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Your subscriptions could not be loaded.');
  });
});
