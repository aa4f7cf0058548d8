import { screen } from '@testing-library/react';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { TicketNotice } from './TicketNotice';

describe('ticket notice', () => {
  it("links to the actor's live-show page", () => {
    renderWithPlatform(<TicketNotice actorName="Lena1" />, { language: 'nl', route: '/nl/amateur/lena1/' });
    expect(screen.getByTestId('ticket-notice').textContent).toContain('Je hebt een ticket voor een show van Lena1.');
    expect(screen.getByRole('link', { name: 'Naar de show' }).getAttribute('href')).toBe('/nl/amateur/lena1/live-show/');
  });

  it('has no link on the live-show page itself', () => {
    renderWithPlatform(<TicketNotice actorName="Lena1" link={false} />, { language: 'es' });
    expect(screen.getByTestId('ticket-notice').textContent).toContain('Tienes una entrada para un show de Lena1.');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
