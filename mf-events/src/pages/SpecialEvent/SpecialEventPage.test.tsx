import { fireEvent, screen } from '@testing-library/react';
import { RestError } from '@vx/shared';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import SpecialEventPage from './SpecialEventPage';

const TEXT = { question: 'How?', answer: 'Open the page once a day.' };
const EVENT = {
  id: 150, type: 'activity', slug: 'spring-activity', name: 'Spring activity event', start: '2026-04-01T00:00:00Z', end: '2099-04-10T00:00:00Z',
  rewardClaimEnd: '2099-04-12T00:00:00Z', hasStarted: true, hasEnded: false,
  activities: [{ id: 'dailyVisit', name: 'Daily visit', points: 10, vipBonus: 5, limitPerDay: 1, faq: TEXT }],
  challenges: [{ points: 50, name: 'Five days in a row', description: 'Visit on five days.', fullfilled: false, date: null, link: null }],
  rewards: [
    { id: 1, type: 'freeMessages', value: 5, info: '5 free messages', requiredPoints: 10 },
    { id: 2, type: 'coins', value: 50, info: '50 coins credit', requiredPoints: 60 },
  ],
  guest: { points: 10, rewards: [{ id: 1, redeemed: false }, { id: 2, redeemed: false }] },
  leaderboard: [],
};
const PATH = '/en/events/:eventSlug/';

describe('SpecialEventPage', () => {
  it('claims a reward the guest has the points for; one he lacks the points for stays disabled', async () => {
    const call = jest.fn(async (path: string) => {
      if (path === 'special/getData/activity') return { eventType: 'activity', qmdate: '2026-04-05', event: EVENT };
      if (path === 'special/claimReward') return { success: true, rewardId: 1 };
      throw new Error(`unexpected ${path}`);
    });
    renderWithPlatform(<SpecialEventPage />, { route: '/en/events/spring-activity/', path: PATH, restCall: call, guest: { isLoggedIn: true, id: 7 } });
    expect(await screen.findByText('You have 10 points')).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: 'Claim reward' });
    expect((buttons[1] as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(buttons[0]!);
    await screen.findByRole('heading', { level: 1, name: 'Spring activity event' });
    expect(call).toHaveBeenCalledWith('special/claimReward', expect.objectContaining({ payload: { eventId: 150, rewardId: 1 } }));
  });

  it('shows the not-found state for an unknown slug and for a malformed one without asking', async () => {
    const call = jest.fn(async () => Promise.reject(new RestError(404)));
    const view = renderWithPlatform(<SpecialEventPage />, { route: '/en/events/no-such-event/', path: PATH, restCall: call });
    expect(await screen.findByRole('heading', { level: 1, name: 'This event does not exist.' })).toBeTruthy();
    view.unmount();
    const never = jest.fn();
    renderWithPlatform(<SpecialEventPage />, { route: '/en/events/Bad_Slug!/', path: PATH, restCall: never });
    expect(screen.getByRole('heading', { level: 1, name: 'This event does not exist.' })).toBeTruthy();
    expect(never).not.toHaveBeenCalled();
  });

  it('shows an ended event with its results', async () => {
    const ended = { ...EVENT, hasEnded: true, end: '2026-04-02T00:00:00Z', leaderboard: [{ rank: 1, name: 'Max', points: 120 }] };
    renderWithPlatform(<SpecialEventPage />, { route: '/en/events/spring-activity/', path: PATH, restCall: jest.fn(async () => ({ eventType: 'activity', qmdate: 'x', event: ended })) });
    expect((await screen.findByTestId('special-ended')).textContent).toBe('This event has ended. Here are the results.');
    expect(screen.getByTestId('activity-leaderboard').textContent).toContain('Max · 120 points');
  });
});
