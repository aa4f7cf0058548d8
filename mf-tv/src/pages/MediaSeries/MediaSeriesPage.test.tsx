import { screen } from '@testing-library/react';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { series } from '../../testing/tv';
import MediaSeriesPage from './MediaSeriesPage';

describe('MediaSeriesPage', () => {
  it('shows every series as a tile linking to its mediathek page, in the page language', async () => {
    const vxqlRequest = jest.fn(async () => ({ tvSeries: [series(), series({ id: 2, key: 'night-talk', title: 'Nachtgespräch', episodeCount: 1 })] }));
    renderWithPlatform(<MediaSeriesPage />, { vxqlRequest, language: 'de' });
    const tiles = await screen.findAllByTestId('tv-series-tile');
    expect(tiles.map((tile) => tile.querySelector('a')!.getAttribute('href'))).toEqual(['/de/tv/mediathek/behind-the-scenes/', '/de/tv/mediathek/night-talk/']);
    expect(tiles[1]!.textContent).toContain('1 Folge');
    expect(tiles[0]!.textContent).toContain('31 Folgen');
    expect(document.title).toContain('TV-Serien');
  });
});
