import { fireEvent, screen } from '@testing-library/react';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import AdventCalendarPage from './AdventCalendarPage';

const EVENT = { id: 152, type: 'adventCalendar', slug: 'advent-calendar', name: 'Advent calendar', start: '2026-12-01T00:00:00Z', end: '2099-12-25T00:00:00Z', rewardClaimEnd: null, hasStarted: true, hasEnded: false };
const door = (day: number, state: string, claimed = false) => ({
  day,
  date: `2026-12-0${day}`,
  state,
  reward: state === 'locked' ? null : { type: 'coins', value: 10, claimed, redeemed: claimed },
});

describe('AdventCalendarPage', () => {
  it('opens today’s door; past doors show claimed or missed with their reward, future ones are locked', async () => {
    const before = { event: EVENT, doors: [door(1, 'missed'), door(2, 'open'), door(3, 'locked')] };
    const after = { event: EVENT, doors: [door(1, 'missed'), door(2, 'claimed', true), door(3, 'locked')] };
    let opened = false;
    const call = jest.fn(async (_path: string, options?: { method?: string }) => {
      if (options?.method === 'POST') opened = true;
      return opened ? after : before;
    });
    renderWithPlatform(<AdventCalendarPage />, { route: '/en/advent-calendar/', restCall: call, guest: { isLoggedIn: true, id: 7 } });
    const doors = await screen.findAllByTestId('advent-door');
    expect(doors.map((element) => element.dataset.state)).toEqual(['missed', 'open', 'locked']);
    expect(doors[0]!.textContent).toContain('Missed');
    expect(doors[2]!.textContent).not.toContain('coins');
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Door opened – your gift has been added.')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('special/adventcalendar', expect.objectContaining({ method: 'POST', payload: { day: 2 } }));
  });

  it('asks a visitor to log in to open a door', async () => {
    const view = renderWithPlatform(<AdventCalendarPage />, { route: '/en/advent-calendar/', restCall: jest.fn(async () => ({ event: EVENT, doors: [door(1, 'open')] })) });
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    expect(view.openFlow).toHaveBeenCalledWith('login');
  });
});
