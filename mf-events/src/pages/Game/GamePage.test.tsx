import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GAME_CONFIG_QUERY, REPORT_ROUND_MUTATION, USE_ATTEMPT_MUTATION } from '../../queries/games';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import GamePage from './GamePage';
import type { GameConfig, SpecialGameState } from '@vx/shared/events';

const LOGGED_IN = { isLoggedIn: true, id: 7, name: 'hans', balance: 100 } as const;

function game(overrides: Partial<GameConfig> = {}): GameConfig {
  return {
    id: 200,
    slug: 'slot-machine',
    startDate: '2026-01-01T00:00:00.000Z',
    endDate: '2099-01-01T00:00:00.000Z',
    rewardClaimEnd: null,
    hasStarted: true,
    hasEnded: false,
    name: 'Slot machine',
    dailyAttempts: 3,
    gameType: 'slotmachine',
    gameCategory: 'luck',
    dayConfigs: [],
    languageConfigs: [{ language: 'en', name: 'Slot machine', rewards: [{ optionCode: 'coins-5', points: 10, coins: 5, name: '5 coins' }] }],
    guestInfo: null,
    ...overrides,
  };
}

function state(overrides: Partial<SpecialGameState> = {}): SpecialGameState {
  return {
    tries: { available: 3, total: 3, used: 0 },
    gamePoints: 0,
    reward: null,
    rewardHistory: [{ optionCode: 'coins-5', canRedeem: false, claimed: false, points: 10, coins: 5, name: '5 coins' }],
    ...overrides,
  };
}

function render(slug: string, config: GameConfig | null, answers: Record<string, unknown> = {}, guest?: typeof LOGGED_IN) {
  const vxqlRequest = jest.fn(async (query: string) => {
    if (query === GAME_CONFIG_QUERY) return { gameConfig: config };
    if (query in answers) return answers[query];
    throw new Error(`unexpected ${query}`);
  });
  const restCall = jest.fn(async (_path: string, _options?: { method?: string }) => state());
  const view = renderWithPlatform(<GamePage />, { route: `/en/games/${slug}/`, path: '/en/games/:gameSlug/', vxqlRequest, restCall, guest });
  return Object.assign(view, { vxqlRequest, restCall });
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
  jest.useRealTimers();
});

describe('GamePage', () => {
  it('shows not found for a malformed slug without asking, and for a slug the server does not know', async () => {
    const bad = render('Bad%20Slug', null);
    expect(screen.getByRole('heading', { level: 1, name: 'Game not found' })).toBeTruthy();
    expect(bad.vxqlRequest).not.toHaveBeenCalled();
    bad.unmount();
    render('no-such-game', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Game not found' })).toBeTruthy();
  });

  it('asks a visitor to log in and lists the rewards; a future game names its start and cannot be played', async () => {
    const visitor = render('slot-machine', game());
    fireEvent.click(await screen.findByRole('button', { name: 'Log in to play' }));
    expect(visitor.openFlow).toHaveBeenCalledWith('login');
    expect(screen.getByText('5 coins · from 10 points')).toBeTruthy();
    visitor.unmount();
    render('halloween', game({ hasStarted: false, startDate: '2099-01-01T00:00:00.000Z', endDate: '2099-02-01T00:00:00.000Z' }));
    expect((await screen.findByTestId('game-window')).textContent).toBe('This game has not started yet. It starts on January 1, 2099.');
    expect(screen.queryByRole('button', { name: 'Log in to play' })).toBeNull();
  });

  it('plays the slot machine to the server’s symbols (at once with less motion) and claims a reached reward', async () => {
    window.matchMedia = jest.fn(() => ({ matches: true })) as unknown as typeof window.matchMedia;
    const attempt = { attemptsLeftToday: 2, points: 20, gamePoints: 20, symbols: ['bell', 'bell', 'star'], prize: null, round: null };
    const view = render('slot-machine', game(), { [USE_ATTEMPT_MUTATION]: { useAttempt: { errorMessage: null, data: attempt } } }, LOGGED_IN);
    expect((await screen.findByTestId('game-status')).textContent).toBe('3 attempts left today · 0 points');
    view.restCall.mockImplementation(async (_path: string, options?: { method?: string }) =>
      options?.method === 'POST'
        ? state({ gamePoints: 20, reward: { optionCode: 'coins-5', canRedeem: false, claimed: true, points: 10, coins: 5, name: '5 coins' }, rewardHistory: [{ optionCode: 'coins-5', canRedeem: false, claimed: true, points: 10, coins: 5, name: '5 coins' }] })
        : state({ tries: { available: 2, total: 3, used: 1 }, gamePoints: 20, rewardHistory: [{ optionCode: 'coins-5', canRedeem: true, claimed: false, points: 10, coins: 5, name: '5 coins' }] }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pull the lever' }));
    expect((await screen.findByTestId('game-outcome')).textContent).toBe('You won 20 points!');
    expect(within(screen.getByTestId('slot-reels')).getAllByRole('img').map((reel) => reel.getAttribute('aria-label'))).toEqual(['Reel 1: Bell', 'Reel 2: Bell', 'Reel 3: Star']);
    await waitFor(() => expect(screen.getByTestId('game-status').textContent).toBe('2 attempts left today · 20 points'));
    fireEvent.click(screen.getByRole('button', { name: 'Claim: 5 coins' }));
    await waitFor(() => expect(view.restCall).toHaveBeenCalledWith('special/slotmachine/getReward/200', expect.objectContaining({ method: 'POST', payload: { optionCode: 'coins-5' } })));
  });

  it('an ended game names its claim end while rewards can be claimed, and says when a reached reward’s claim time is over', async () => {
    const ended = { hasEnded: true, startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-02-01T00:00:00.000Z' };
    const open = render('slot-machine', game({ ...ended, rewardClaimEnd: '2099-03-01T00:00:00.000Z' }), {}, LOGGED_IN);
    open.restCall.mockImplementation(async () => state({ gamePoints: 20, rewardHistory: [{ optionCode: 'coins-5', canRedeem: true, claimed: false, points: 10, coins: 5, name: '5 coins' }] }));
    expect((await screen.findByTestId('game-claim-until')).textContent).toBe('Rewards can be claimed until Mar 1, 2099.');
    expect(await screen.findByRole('button', { name: 'Claim: 5 coins' })).toBeTruthy();
    open.unmount();
    const closed = render('slot-machine', game({ ...ended, rewardClaimEnd: '2026-02-05T00:00:00.000Z' }), {}, LOGGED_IN);
    closed.restCall.mockImplementation(async () => state({ gamePoints: 20 }));
    expect(await screen.findByText('Claim time over')).toBeTruthy();
    expect(screen.queryByTestId('game-claim-until')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Claim: 5 coins' })).toBeNull();
  });

  it('runs a skill round from the server’s targets, hits by keyboard and reports the hits', async () => {
    jest.useFakeTimers();
    const round = { token: '1.2.abc.sig', durationMs: 3_000, targets: [{ id: 1, x: 0.5, y: 0.5, appearAtMs: 0, visibleMs: 2_000 }] };
    const attempt = { attemptsLeftToday: 4, points: 0, gamePoints: 0, symbols: null, prize: null, round };
    const view = render('wiesn-shooting', game({ id: 22, slug: 'wiesn-shooting', name: 'Wiesn shooting gallery', gameType: 'wiesnShooting', gameCategory: 'skill' }), {
      [USE_ATTEMPT_MUTATION]: { useAttempt: { errorMessage: null, data: attempt } },
      [REPORT_ROUND_MUTATION]: { reportGameRound: { errorMessage: null, data: { hits: 1, points: 2, gamePoints: 2 } } },
    }, LOGGED_IN);
    fireEvent.click(await screen.findByRole('button', { name: 'Start a round' }));
    const field = await screen.findByRole('application', { name: 'Playing field' });
    // The attempt's answer settles on a timer of the query cache; then the round's clock runs.
    await act(async () => {
      jest.advanceTimersByTime(10);
    });
    await act(async () => {
      jest.advanceTimersByTime(500);
    });
    expect(screen.getAllByRole('button', { name: 'Target' })).toHaveLength(1);
    fireEvent.keyDown(field, { key: ' ' });
    expect(screen.getByTestId('skill-state').textContent).toMatch(/1 hit$/);
    await act(async () => {
      jest.advanceTimersByTime(3_000);
    });
    expect(view.vxqlRequest).toHaveBeenCalledWith(REPORT_ROUND_MUTATION, { token: round.token, hits: [{ targetId: 1, atMs: expect.any(Number) }] }, expect.anything());
    await act(async () => {
      jest.advanceTimersByTime(10);
    });
    expect(screen.getByTestId('game-outcome').textContent).toBe('1 hit: 2 points!');
  });
});
