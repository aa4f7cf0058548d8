import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SpinResult, SpinwheelInfo } from '@vx/shared';
import { CLAIM_BONUS_MUTATION, REDEEM_REWARD_MUTATION, SPIN_MUTATION, SPINWHEEL_QUERY, TRY_MIGRATE_MUTATION } from '../../queries/spinwheel';
import { rotationFor } from '../../components/Spinwheel/wheelAngle';
import { LOGGED_IN } from '../../testing/guests';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import SpinwheelPage from './SpinwheelPage';

const SEGMENTS: SpinwheelInfo['segments'] = [
  { type: 'coins', amount: 10 },
  { type: 'freeSpins', amount: 1 },
  { type: 'coins', amount: 25 },
  { type: 'messengerGift', amount: 1 },
];
const WON: SpinResult = { id: 9, segment: 2, type: 'coins', bonuscode: null, coins: 25, freeSpins: null, messengerGift: null, voucher: null };

function info(overrides: Partial<SpinwheelInfo> = {}): SpinwheelInfo {
  return {
    spinwheelActive: true,
    lastSpinDate: null,
    points: 300,
    spins: 2,
    segments: SEGMENTS,
    monthlyRewards: [
      { points: 100, spins: 1, reached: true },
      { points: 500, spins: 3, reached: false },
    ],
    coinLoyaltyBonusState: { state: 'available', coins: 20, requiredPoints: 250 },
    spinRewardHistory: [],
    ...overrides,
  };
}

async function render(state: SpinwheelInfo, answers: Record<string, unknown> = {}) {
  const view = renderWithPlatform(<SpinwheelPage />, { route: '/en/myvisitx/spinwheel/', guest: LOGGED_IN });
  const request = view.platform.vxql.request as jest.Mock;
  request.mockImplementation(async (query: string) => {
    if (query === SPINWHEEL_QUERY) return { loyaltySpinwheel: state };
    if (query === TRY_MIGRATE_MUTATION) return { tryMigrate: false };
    if (query in answers) return answers[query];
    throw new Error(`unexpected ${query}`);
  });
  // The first requests went out with the render, before the fake answered: ask again.
  await act(() => view.queryClient.resetQueries());
  await screen.findByTestId('spinwheel-spins');
  return Object.assign(view, { request });
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('SpinwheelPage', () => {
  it('shows spins, points, the wheel, monthly rewards and the loyalty bonus; moves a former wheel first', async () => {
    const view = await render(info());
    expect(screen.getByTestId('spinwheel-spins').textContent).toBe('2 spins left · 300 loyalty points');
    expect(screen.getByRole('img', { name: 'Spin wheel with 4 prizes' })).toBeTruthy();
    expect(screen.getByText('From 500 points: 3 free spins')).toBeTruthy();
    expect(screen.getByText('Your loyalty bonus for this month is ready: 20 coins.')).toBeTruthy();
    expect(view.request).toHaveBeenCalledWith(TRY_MIGRATE_MUTATION, {}, expect.anything());
  });

  it('turns the wheel to the server\'s segment and names the prize once it stops', async () => {
    window.matchMedia = jest.fn(() => ({ matches: false })) as unknown as typeof window.matchMedia;
    await render(info(), { [SPIN_MUTATION]: { doSpin: WON } });
    fireEvent.click(screen.getByRole('button', { name: 'Spin the wheel' }));
    const wheel = screen.getByTestId('spinwheel-wheel');
    await waitFor(() => expect(wheel.getAttribute('data-rotation')).toBe(String(rotationFor(0, 2, 4))));
    expect(screen.getByRole('button', { name: 'The wheel is turning…' })).toHaveProperty('disabled', true);
    expect(screen.getByTestId('spinwheel-result').textContent).toBe('');
    fireEvent.transitionEnd(wheel);
    expect(screen.getByTestId('spinwheel-result').textContent).toBe('You won: 25 coins');
  });

  it('shows the prize at once when the guest prefers less motion', async () => {
    window.matchMedia = jest.fn(() => ({ matches: true })) as unknown as typeof window.matchMedia;
    await render(info(), { [SPIN_MUTATION]: { doSpin: { ...WON, segment: 3, type: 'messengerGift', coins: null, messengerGift: 1 } } });
    fireEvent.click(screen.getByRole('button', { name: 'Spin the wheel' }));
    expect(await screen.findByText('You won: 1 messenger gift')).toBeTruthy();
  });

  it('offers no spin without spins', async () => {
    await render(info({ spins: 0 }));
    expect(screen.getByRole('button', { name: 'Spin the wheel' })).toHaveProperty('disabled', true);
    expect(screen.getByText(/You have no spins left/)).toBeTruthy();
  });

  it('redeems a reward of the history and claims the loyalty bonus', async () => {
    const reward = { ...WON, status: 'redeemable' as const, createdAt: '2026-11-20T10:00:00.000Z' };
    const view = await render(info({ spinRewardHistory: [reward] }), {
      [REDEEM_REWARD_MUTATION]: { redeemReward: { ...reward, status: 'redeemed' } },
      [CLAIM_BONUS_MUTATION]: { claimCoinLoyaltyBonus: 20 },
    });
    const history = screen.getByTestId('spinwheel-history');
    expect(within(history).getByText('25 coins')).toBeTruthy();
    fireEvent.click(within(history).getByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(view.request).toHaveBeenCalledWith(REDEEM_REWARD_MUTATION, { id: 9 }, expect.anything()));
    fireEvent.click(screen.getByRole('button', { name: 'Claim 20 coins' }));
    expect(await screen.findByText('20 coins have been added to your balance.')).toBeTruthy();
  });
});
