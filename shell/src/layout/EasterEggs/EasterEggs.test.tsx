import { fireEvent, screen } from '@testing-library/react';
import { RestError } from '@vx/shared';
import { loggedInGuest, renderWithPlatform } from '../../testing/renderWithPlatform';
import { EasterEggs } from './EasterEggs';

const EGGS = { eventId: 151, eggs: [{ eggId: 3, x: 80, y: 30, verificationToken: 'token-3' }] };

describe('EasterEggs', () => {
  it('asks nothing for a visitor', () => {
    const restCall = jest.fn();
    renderWithPlatform(<EasterEggs />, { route: '/en/', restCall });
    expect(restCall).not.toHaveBeenCalled();
  });

  it('shows the eggs the server placed on this page and collects one with its token; a refused replay is said', async () => {
    let collected = 0;
    const restCall = jest.fn(async (path: string) => {
      if (path === 'special/easter/eggs') return EGGS;
      collected += 1;
      if (collected > 1) throw new RestError(409);
      return { success: true, collectedEggs: 1, reward: null };
    });
    renderWithPlatform(<EasterEggs />, { route: '/en/', guest: loggedInGuest(), restCall });
    fireEvent.click(await screen.findByRole('button', { name: 'Collect easter egg' }));
    expect(await screen.findByText('Egg found! See your eggs and rewards on the egg hunt page.')).toBeTruthy();
    expect(restCall).toHaveBeenCalledWith('special/easter/eggs', expect.objectContaining({ payload: { routeName: 'home' } }));
    expect(restCall).toHaveBeenCalledWith('special/easter/collectEgg', expect.objectContaining({ method: 'POST', payload: expect.objectContaining({ verificationToken: 'token-3' }) }));
    fireEvent.click(await screen.findByRole('button', { name: 'Collect easter egg' }));
    expect(await screen.findByText('You have already found this egg.')).toBeTruthy();
  });
});
