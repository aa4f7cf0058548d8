import { fireEvent, screen } from '@testing-library/react';
import { RestError } from '@vx/shared';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import EasterPage from './EasterPage';

const HEADER = { id: 151, type: 'easter', slug: 'easter-egg-hunt', name: 'Easter egg hunt', rewardClaimEnd: null };
const RUNNING = { ...HEADER, start: '2026-04-01T00:00:00Z', end: '2099-04-10T00:00:00Z', hasStarted: true, hasEnded: false };
const EVENT = {
  ...RUNNING,
  totalEggs: 8,
  rewards: [{ id: 1, type: 'coins', value: 20, info: '20 coins for your first egg', requiredEggs: 1, isUpTo: false, hidden: false }],
  guest: { collectedEggs: 0, rewardHistory: [] },
};
const EGGS = { eventId: 151, eggs: [{ eggId: 1, x: 10, y: 20, verificationToken: 'token-1' }] };

function restCall(collect: () => unknown) {
  return jest.fn(async (path: string, options?: { payload?: unknown }) => {
    if (path === 'special/getData/easter') return { eventType: 'easter', qmdate: '2026-04-05', event: EVENT };
    if (path === 'special/easter/eggs') return EGGS;
    if (path === 'special/easter/collectEgg') return collect();
    throw new Error(`unexpected ${path} ${JSON.stringify(options?.payload)}`);
  });
}

describe('EasterPage', () => {
  it('shows the eggs of this page and collects one with its token, saying what it brought', async () => {
    const call = restCall(() => ({ success: true, collectedEggs: 1, reward: { rewardId: 1, type: 'coins', value: 20, createdAt: '2026-04-05T10:00:00Z' } }));
    renderWithPlatform(<EasterPage />, { route: '/en/easter/', restCall: call, guest: { isLoggedIn: true, id: 7 } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Easter egg hunt' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Collect easter egg' }));
    expect(await screen.findByText('Egg found! You won 20 coins.')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('special/easter/collectEgg', expect.objectContaining({ method: 'POST', payload: expect.objectContaining({ verificationToken: 'token-1' }) }));
  });

  it('says so when the server refuses an egg found before', async () => {
    renderWithPlatform(<EasterPage />, { route: '/en/easter/', restCall: restCall(() => Promise.reject(new RestError(409))), guest: { isLoggedIn: true, id: 7 } });
    fireEvent.click(await screen.findByRole('button', { name: 'Collect easter egg' }));
    expect(await screen.findByText('You have already found this egg.')).toBeTruthy();
  });

  it('asks a visitor to log in instead of showing eggs, and counts down to an event that has not started', async () => {
    const upcoming = { ...EVENT, start: '2099-01-01T00:00:00Z', hasStarted: false, guest: null };
    const call = jest.fn(async () => ({ eventType: 'easter', qmdate: '2026-04-05', event: upcoming }));
    renderWithPlatform(<EasterPage />, { route: '/en/easter/', restCall: call });
    expect((await screen.findByTestId('special-countdown')).textContent).toMatch(/days \d\d:\d\d:\d\d/);
    expect(screen.queryByRole('button', { name: 'Collect easter egg' })).toBeNull();
  });
});
