import { fireEvent, screen } from '@testing-library/react';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import PrizeDrawPage from './PrizeDrawPage';

const DRAW = {
  id: 154, type: 'prizeDraw', slug: 'prize-draw', name: 'Grand prize draw', start: '2026-04-01T00:00:00Z', end: '2099-04-10T00:00:00Z', rewardClaimEnd: null,
  hasStarted: true, hasEnded: false, prizes: [{ rank: 1, type: 'coins', value: 500 }], entrants: 3, guest: { entries: 0, enteredToday: false }, winners: [],
};
const answer = (event: unknown) => ({ eventType: 'prizeDraw', qmdate: '2026-04-05', event });

describe('PrizeDrawPage', () => {
  it('enters today’s draw once', async () => {
    const call = jest.fn(async (path: string) => (path === 'special/prizeDraw/enter' ? { success: true } : answer(DRAW)));
    renderWithPlatform(<PrizeDrawPage />, { route: '/en/prize-draw/', restCall: call, guest: { isLoggedIn: true, id: 7 } });
    expect((await screen.findByText('3 participants so far'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enter today’s draw' }));
    await screen.findByText('1. prize');
    expect(call).toHaveBeenCalledWith('special/prizeDraw/enter', expect.objectContaining({ method: 'POST', payload: { eventId: 154 } }));
  });

  it('shows the winners once the draw has ended, and no way to enter', async () => {
    const ended = { ...DRAW, hasEnded: true, end: '2026-04-02T00:00:00Z', winners: [{ rank: 1, name: 'Max', type: 'coins', value: 500 }] };
    renderWithPlatform(<PrizeDrawPage />, { route: '/en/prize-draw/', restCall: jest.fn(async () => answer(ended)) });
    expect((await screen.findByTestId('prize-draw-winners')).textContent).toContain('Max · 500 coins');
    expect(screen.queryByRole('button', { name: /Enter|Log in/ })).toBeNull();
  });
});
