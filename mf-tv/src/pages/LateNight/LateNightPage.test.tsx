import { screen, within } from '@testing-library/react';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { lateNight } from '../../testing/tv';
import LateNightPage from './LateNightPage';

const lateNightAnswer = (show: ReturnType<typeof lateNight> | null) => jest.fn(async () => ({ lateNightShow: show }));

describe('LateNightPage', () => {
  it("shows the server's headline and text, the next date and the actors linking to their profiles", async () => {
    renderWithPlatform(<LateNightPage />, { vxqlRequest: lateNightAnswer(lateNight()) });
    const block = await screen.findByTestId('tv-late-night');
    expect(within(block).getByRole('heading', { level: 2, name: 'Late Night with the girls' })).toBeTruthy();
    expect(block.textContent).toContain('Every Friday night, live.');
    expect(block.dataset.live).toBe('false');
    expect(block.textContent).toContain('Next show:');
    const links = within(block).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/en/actorProfile/mia/', '/en/actorProfile/zoe/']);
  });

  it('links to the live stream while the show runs', async () => {
    renderWithPlatform(<LateNightPage />, { vxqlRequest: lateNightAnswer(lateNight({ isLive: true })), language: 'de' });
    const block = await screen.findByTestId('tv-late-night');
    expect(within(block).getByTestId('tv-live-badge')).toBeTruthy();
    expect(within(block).getByRole('link', { name: 'Jetzt live ansehen' }).getAttribute('href')).toBe('/de/tv/livestream/');
  });

  it('says when no show is planned', async () => {
    renderWithPlatform(<LateNightPage />, { vxqlRequest: lateNightAnswer(null) });
    expect(await screen.findByText('No late-night show is planned at the moment.')).toBeTruthy();
  });
});
