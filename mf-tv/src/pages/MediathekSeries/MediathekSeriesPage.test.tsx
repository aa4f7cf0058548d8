import { fireEvent, screen } from '@testing-library/react';
import { RestError } from '@vx/shared';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { episode, restBy, series } from '../../testing/tv';
import MediathekSeriesPage from './MediathekSeriesPage';

const PATH = '/:lang/tvMediathekSeries/:series/';
const page = (n: number) => ({
  format: series(),
  page: n,
  pageSize: 30,
  episodes: { total: 31, items: n === 1 ? Array.from({ length: 30 }, (_, i) => episode(i + 1)) : [episode(31)] },
});

describe('MediathekSeriesPage', () => {
  it('shows the series with its host and 30 episodes, then the rest on "show more"', async () => {
    const restCall = restBy({ 'tv/format/behind-the-scenes': ({ payload }: { payload?: Record<string, unknown> }) => page(Number(payload?.page)) });
    renderWithPlatform(<MediathekSeriesPage />, { restCall, route: '/en/tvMediathekSeries/behind-the-scenes/', path: PATH });
    expect(await screen.findByRole('heading', { level: 1, name: 'Behind the Scenes' })).toBeTruthy();
    expect(screen.getByText('A look behind the cameras.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lena' }).getAttribute('href')).toBe('/en/actorProfile/lena/');
    expect(await screen.findAllByTestId('tv-episode-tile')).toHaveLength(30);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Episode 31')).toBeTruthy();
    expect(screen.getAllByTestId('tv-episode-tile')).toHaveLength(31);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(screen.getAllByTestId('tv-episode-tile')[0]!.querySelector('a')!.getAttribute('href')).toBe('/en/tv/video/1/');
  });

  it('shows the not-found state for a key the URL may not have, without asking the server', async () => {
    const restCall = restBy({});
    renderWithPlatform(<MediathekSeriesPage />, { restCall, route: '/en/tvMediathekSeries/Bad%20Key!/', path: PATH });
    expect(await screen.findByText('This series does not exist.')).toBeTruthy();
    expect(restCall).not.toHaveBeenCalled();
  });

  it("shows the not-found state for a series the server does not know", async () => {
    const restCall = restBy({ 'tv/format/gone': new RestError(404) });
    renderWithPlatform(<MediathekSeriesPage />, { restCall, route: '/en/tvMediathekSeries/gone/', path: PATH });
    expect(await screen.findByText('This series does not exist.')).toBeTruthy();
  });
});
