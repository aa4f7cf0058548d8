import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RestError, type BonusCode } from '@vx/shared';
import { BENEFITS_QUERY, BONUS_CODE_QUERY, REMAINING_QUERY, VOUCHERS_QUERY } from '../../queries/rewards';
import { LOGGED_IN } from '../../testing/guests';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import BenefitsPage from './BenefitsPage';

const TOPUP: BonusCode = {
  code: 'TOPUP2026',
  config: { containsTopUpBenefit: true, validTo: '2027-12-31T22:59:59.000Z', conditions: { requireMobileAuth: false, vip: false } },
  benefits: [
    { type: 'bonus', amount: null, voucherType: null, tiers: [{ from: 40, amount: 10 }, { from: 100, amount: 30 }] },
    { type: 'freeMessages', amount: 10, tiers: [], voucherType: null },
  ],
};

/** A top-up bonus of tiers, held for the next top-up (a used one has `usedAt` and `usedCoins`). */
const HELD_TIERS = {
  type: 'bonus',
  amount: null,
  tiers: [{ from: 40, amount: 10 }, { from: 100, amount: 30 }],
  validTo: '2027-12-31T22:59:59.000Z',
  createdAt: '2026-11-21T10:00:00.000Z',
  usedAt: null,
  usedCoins: null,
};

/** The fake query service: the lists, and a code check whose answer the test sets. */
function queryService(check: { canRedeem: boolean; reason: string | null }, remaining: unknown[] = []) {
  return jest.fn(async (query: string) => {
    if (query === VOUCHERS_QUERY)
      return {
        guestVouchers: [
          { id: 1, guestId: LOGGED_IN.id, type: 2, actorId: null, amount: 5, validFrom: '2026-11-01T00:00:00.000Z', validTo: '2026-12-31T12:00:00.000Z', actors: [{ id: 3, name: 'Lena3' }] },
        ],
      };
    if (query === BENEFITS_QUERY)
      return {
        benefits: [
          { id: 4, type: 'coins', amount: 50, tiers: [], source: 'bonus_code:WELCOME50', validTo: null, createdAt: '2026-11-20T10:00:00.000Z', usedAt: null, usedCoins: null },
          { ...HELD_TIERS, id: 5, source: 'bonus_code:TOPUP2026', usedAt: '2026-11-22T09:00:00.000Z', usedCoins: 30 },
          { ...HELD_TIERS, id: 6, source: 'bonus_code:SPRING' },
        ],
      };
    if (query === REMAINING_QUERY) return { remainingBonusCodes: remaining };
    if (query === BONUS_CODE_QUERY) return { canRedeem: check, bonusCode: check.reason === 'bonus_code_not_found' ? null : TOPUP };
    throw new Error(`unexpected query ${query}`);
  });
}

async function render(options: { check?: { canRedeem: boolean; reason: string | null }; restCall?: jest.Mock; guest?: object; remaining?: unknown[] } = {}) {
  const view = renderWithPlatform(<BenefitsPage />, {
    route: '/en/myvisitx/benefits/',
    guest: { ...LOGGED_IN, ...options.guest },
    restCall: options.restCall,
  });
  (view.platform.vxql.request as jest.Mock).mockImplementation(queryService(options.check ?? { canRedeem: true, reason: null }, options.remaining));
  // The first requests went out with the render, before the fake answered: ask again.
  await act(() => view.queryClient.resetQueries());
  return view;
}

const typeCode = (code: string) => {
  fireEvent.change(screen.getByLabelText('Bonus code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Check code' }));
};

describe('BenefitsPage', () => {
  it('lists the vouchers with amount, validity and actors, and the benefits with their source', async () => {
    await render();
    const vouchers = await screen.findByTestId('voucher-list');
    expect(within(vouchers).getByText('Video chat voucher')).toBeTruthy();
    expect(within(vouchers).getByText('5 minutes')).toBeTruthy();
    expect(within(vouchers).getByText('For Lena3')).toBeTruthy();
    expect(within(vouchers).getByText('Valid until Dec 31, 2026')).toBeTruthy();
    const benefits = await screen.findByTestId('benefit-list');
    expect(within(benefits).getByText('50 coins')).toBeTruthy();
    expect(within(benefits).getByText(/From bonus code WELCOME50/)).toBeTruthy();
  });

  it('shows a top-up bonus a top-up used as used, with the date and the coins it brought, and a held one with its tiers', async () => {
    await render();
    const benefits = await screen.findByTestId('benefit-list');
    // The benefits' rows, not the tiers listed inside a row.
    const [, used, held] = within(benefits).getAllByRole('listitem').filter((item) => item.parentElement?.closest('li') === null);
    expect(within(used).getByText(/From bonus code TOPUP2026/)).toBeTruthy();
    expect(within(used).getByText('Used')).toBeTruthy();
    expect(within(used).getByTestId('benefit-used').textContent).toBe('Used with your top-up on Nov 22, 2026: 30 coins extra');
    expect(within(used).queryByText('On your next top-up:')).toBeNull();
    expect(within(held).getByText('On your next top-up:')).toBeTruthy();
    expect(within(held).getByText('from 100 coins: 30 coins extra')).toBeTruthy();
    expect(within(held).queryByText('Used')).toBeNull();
  });

  it('loads the vouchers again when the socket says they changed', async () => {
    const view = await render();
    await screen.findByTestId('voucher-list');
    const asked = () => (view.platform.vxql.request as jest.Mock).mock.calls.filter(([query]) => query === VOUCHERS_QUERY).length;
    const before = asked();
    act(() => view.bus.emit({ type: 'vouchers', vouchers: [{ id: 1, type: 2, amount: 5 }] }));
    await waitFor(() => expect(asked()).toBe(before + 1));
  });

  it('loads the benefits again on a new balance: a top-up may have used a held top-up bonus', async () => {
    const view = await render();
    await screen.findByTestId('benefit-list');
    const asked = () => (view.platform.vxql.request as jest.Mock).mock.calls.filter(([query]) => query === BENEFITS_QUERY).length;
    const before = asked();
    act(() => view.bus.emit({ type: 'guestBalance', guestBalance: 130, guestBalanceFormatted: '130 VXC', guestIsPayingCustomer: true }));
    await waitFor(() => expect(asked()).toBe(before + 1));
  });

  it('checks a code, shows its staggered tiers and redeems it', async () => {
    const restCall = jest.fn().mockResolvedValue({ success: true, bonus: TOPUP });
    const view = await render({ restCall });
    typeCode(' topup2026 ');
    const preview = await screen.findByTestId('bonus-code-preview');
    expect(view.platform.vxql.request).toHaveBeenCalledWith(BONUS_CODE_QUERY, { code: 'TOPUP2026' }, expect.anything());
    expect(within(preview).getByText('from 40 coins: 10 coins extra')).toBeTruthy();
    expect(within(preview).getByText('from 100 coins: 30 coins extra')).toBeTruthy();
    expect(within(preview).getByText('10 messages')).toBeTruthy();
    fireEvent.click(within(preview).getByRole('button', { name: 'Redeem now' }));
    expect(await screen.findByText('Bonus code TOPUP2026 has been redeemed. Enjoy your benefits!')).toBeTruthy();
    expect(restCall).toHaveBeenCalledWith('guest/redeemBonus', expect.objectContaining({ method: 'POST', payload: { code: 'TOPUP2026' } }));
  });

  it('names why a code cannot be redeemed and offers no button', async () => {
    await render({ check: { canRedeem: false, reason: 'bonus_code_already_redeemed' } });
    typeCode('TOPUP2026');
    expect(await screen.findByText('You have already redeemed this bonus code.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Redeem now' })).toBeNull();
  });

  it('names a refusal the redemption itself answers', async () => {
    await render({ restCall: jest.fn().mockRejectedValue(new RestError(409)) });
    typeCode('TOPUP2026');
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem now' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You have already redeemed this bonus code.');
  });

  it('refuses a malformed code without asking the server', async () => {
    const view = await render();
    typeCode('a b');
    expect(screen.getByText('A bonus code has 3 to 40 letters, digits or dashes.')).toBeTruthy();
    expect(view.platform.vxql.request).not.toHaveBeenCalledWith(BONUS_CODE_QUERY, expect.anything(), expect.anything());
  });

  it('offers the guest his own codes to redeem', async () => {
    const view = await render({ remaining: [{ code: 'SPIN-ABCD2345', remainingCount: 1, validTo: null }] });
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(view.platform.vxql.request).toHaveBeenCalledWith(BONUS_CODE_QUERY, { code: 'SPIN-ABCD2345' }, expect.anything()));
  });

  it('shows the cancellation offer to a VIP guest only and accepts it for himself', async () => {
    const restCall = jest.fn().mockResolvedValue({ accepted_offer: true, accepted_offer_info: { type: 'vipAbo', amount: 30 } });
    await render({ guest: { isVip: true }, restCall });
    fireEvent.click(screen.getByRole('button', { name: 'Accept the offer' }));
    expect(await screen.findByText('Thank you for staying! Your VIP subscription is free for the next 30 days.')).toBeTruthy();
    expect(restCall).toHaveBeenCalledWith(
      'guest/acceptCancellationOffer',
      expect.objectContaining({ payload: { guest_id: LOGGED_IN.id, platform_text: 'Keep your VIP subscription and get your next month free of charge.' } }),
    );
  });

  it('has no cancellation offer for a guest without VIP, and asks a visitor to log in', async () => {
    await render();
    expect(screen.queryByRole('button', { name: 'Accept the offer' })).toBeNull();
    const visitor = renderWithPlatform(<BenefitsPage />, { route: '/en/myvisitx/benefits/' });
    expect(visitor.openFlow).toHaveBeenCalledWith('login');
  });
});
