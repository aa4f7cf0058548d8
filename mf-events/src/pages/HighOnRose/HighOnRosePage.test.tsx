import { fireEvent, screen } from '@testing-library/react';
import { registryRoutes } from '@vx/shared/testing';
import { routes } from '../../routes';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import HighOnRosePage from './HighOnRosePage';

const EVENT = {
  id: 155, type: 'highOnRose', slug: 'high-on-rose', name: 'High on Rose', start: '2026-04-01T00:00:00Z', end: '2099-04-10T00:00:00Z', rewardClaimEnd: null,
  hasStarted: true, hasEnded: false, rosesPerDay: 3, actors: [{ rank: 1, actorId: 4, actorName: 'Lena', roses: 12 }], guest: { rosesLeftToday: 2, rosesGiven: 1 },
};
const ROUTES = { ...routes, ...registryRoutes({ actorProfile: ['actorName'] }) };

describe('HighOnRosePage', () => {
  it('ranks the actors by roses and gives one a rose', async () => {
    const call = jest.fn(async (path: string) => (path === 'special/highOnRose/giveRose' ? { success: true } : { eventType: 'highOnRose', qmdate: 'x', event: EVENT }));
    renderWithPlatform(<HighOnRosePage />, { route: '/en/high-on-rose/', routes: ROUTES, restCall: call, guest: { isLoggedIn: true, id: 7 } });
    expect((await screen.findByTestId('rose-actor')).textContent).toContain('12 roses');
    expect(screen.getByTestId('roses-left').textContent).toBe('You have 2 roses left today.');
    fireEvent.click(screen.getByRole('button', { name: 'Give Lena a rose' }));
    await screen.findByRole('link', { name: 'Lena' });
    expect(call).toHaveBeenCalledWith('special/highOnRose/giveRose', expect.objectContaining({ payload: { eventId: 155, actorId: 4 } }));
  });
});
