import { act, fireEvent, screen, within } from '@testing-library/react';
import { DAILY_BONUS_DAYS_QUERY, GUEST_VOUCHERS_QUERY, PURCHASE_DAILY_BONUS } from '../../queries/rewards';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import DailyDealsPage from './DailyDealsPage';
import type { DailyBonusDay } from '@vx/shared/events';

const LOGGED_IN = { isLoggedIn: true, id: 7, name: 'hans', balance: 100 } as const;

const day = (date: string, values: Partial<DailyBonusDay>): DailyBonusDay => ({
  date,
  offer: 'MessengerGift',
  conditions: { vip: false, minTopUp: null },
  effect: { amount: 3 },
  quantity: 3,
  price: 5,
  free: false,
  purchased: false,
  content: null,
  ...values,
});

const DAYS = {
  previous: day('2026-11-25', { offer: 'video', price: 9, purchased: true, content: { type: 'video', id: 4, title: 'Beach day', actorId: 2, actorName: 'Lena' } }),
  current: day('2026-11-26', { offer: 'TopUpPercent', effect: { amount: 20 }, quantity: 1, price: 0, free: true, conditions: { vip: false, minTopUp: 40 } }),
  next: day('2026-11-27', { offer: 'VideoVoucher', price: 7, quantity: 1 }),
};

async function render(guest: object | undefined, purchase: () => Promise<unknown>) {
  const request = jest.fn(async (query: string) => {
    if (query === DAILY_BONUS_DAYS_QUERY) return { dailyBonusDays: DAYS };
    if (query === PURCHASE_DAILY_BONUS) return purchase();
    if (query === GUEST_VOUCHERS_QUERY)
      return { guestVouchers: [{ id: 1, guestId: 7, type: 1, actorId: null, amount: 2, validFrom: '2026-11-01T00:00:00Z', validTo: '2026-12-26T12:00:00Z', actors: [] }] };
    throw new Error(`unexpected query ${query}`);
  });
  const view = renderWithPlatform(<DailyDealsPage />, { route: '/en/daily-deals/', guest });
  (view.platform.vxql.request as jest.Mock).mockImplementation(request);
  await act(() => view.queryClient.resetQueries());
  return { ...view, request };
}

const card = (slot: string) => screen.getAllByTestId('daily-deal-card').find((element) => element.dataset.slot === slot) as HTMLElement;

describe('DailyDealsPage', () => {
  it('shows yesterday, today and tomorrow with offer, effect, conditions and price, and sends a visitor to login', async () => {
    const { openFlow } = await render(undefined, async () => ({}));
    expect(screen.getByRole('heading', { level: 1, name: 'Daily deals' })).toBeTruthy();
    expect(await screen.findAllByTestId('daily-deal-card')).toHaveLength(3);
    expect(within(card('previous')).getByText('Video of the day')).toBeTruthy();
    expect(within(card('previous')).getByText('Video: “Beach day” by Lena')).toBeTruthy();
    expect(within(card('previous')).getByTestId('daily-deal-bought').textContent).toMatch('Bought');
    expect(within(card('current')).getByText('20% top-up bonus')).toBeTruthy();
    expect(within(card('current')).getByText(/Applies to a top-up of at least 40/)).toBeTruthy();
    expect(within(card('current')).getByTestId('daily-deal-price').textContent).toMatch('Free');
    expect(within(card('next')).getByText('Available tomorrow.')).toBeTruthy();
    expect(screen.getByTestId('daily-deal-timer').textContent).toMatch(/^\d\d:\d\d:\d\d$/);
    fireEvent.click(within(card('current')).getByRole('button', { name: 'Log in to take the offer' }));
    expect(openFlow).toHaveBeenCalledWith('login');
    expect(screen.queryByTestId('daily-deal-vouchers')).toBeNull();
  });

  it('claims today’s free offer once and shows it as claimed', async () => {
    const { request } = await render(LOGGED_IN, async () => ({ purchaseDailyBonus: { balance: 100, day: { date: '2026-11-26', purchased: true } } }));
    await screen.findByTestId('daily-deal-buy');
    fireEvent.click(within(card('current')).getByRole('button', { name: 'Claim for free' }));
    expect(await within(card('current')).findByText('Claimed')).toBeTruthy();
    expect(request).toHaveBeenCalledWith(PURCHASE_DAILY_BONUS, { date: '2026-11-26' }, expect.anything());
    // The guest's vouchers under the deals.
    expect(screen.getByTestId('daily-deal-vouchers').textContent).toBe('2 × video · valid until Dec 26, 2026');
  });

  it('shows an offer taken in another tab as bought, and names other refusals', async () => {
    await render(LOGGED_IN, async () => Promise.reject({ response: { errors: [{ extensions: { code: 'ALREADY_PURCHASED' } }] } }));
    fireEvent.click(await screen.findByTestId('daily-deal-buy'));
    expect(await screen.findByText("You already took today's offer.")).toBeTruthy();
    expect(within(card('current')).getByTestId('daily-deal-bought')).toBeTruthy();
  });

  it('names a VIP-only refusal', async () => {
    await render(LOGGED_IN, async () => Promise.reject({ response: { errors: [{ extensions: { code: 'VIP_REQUIRED' } }] } }));
    fireEvent.click(await screen.findByTestId('daily-deal-buy'));
    expect((await screen.findByRole('alert')).textContent).toMatch('This offer is for VIP members only.');
  });
});
