import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { series } from '../../testing/tv';
import SeriesSearchPage from './SeriesSearchPage';

/** Rendering dozens of tiles takes more than the default second on a loaded two-core machine. */
const SLOW = { timeout: 5_000 };

const PATH = '/:lang/search/series/:searchPattern/';

interface Variables {
  searchPattern: string;
  first: number;
  offset: number;
  order: string;
}

/** Renders the result page with a query service that finds `total` series for any pattern. */
function search(route: string, total: number, path = PATH) {
  const vxqlRequest = jest.fn((_document: string, { searchPattern, first, offset }: Variables) =>
    Promise.resolve({
      mediathekSearch: {
        searchPattern,
        total,
        items: Array.from({ length: Math.max(0, Math.min(first, total - offset)) }, (_, index) => {
          const id = offset + index + 1;
          return series({ id, key: `night-${id}`, title: `Night Talk ${id}` });
        }),
      },
    }),
  );
  const view = renderWithPlatform(<SeriesSearchPage />, { route, path, vxqlRequest });
  return { view, vxqlRequest };
}

const variables = (mock: jest.Mock) => mock.mock.calls.map((call) => call[1] as Variables);

describe('/search/series/{searchPattern}/', () => {
  it('asks the query service for the first 30 by relevance and tells the total', async () => {
    const { vxqlRequest } = search('/en/search/series/%20night%20/', 2);
    expect(await screen.findByText('2 series found', {}, SLOW)).toBeTruthy();
    const tiles = await screen.findAllByTestId('tv-series-tile');
    expect(tiles).toHaveLength(2);
    expect(within(tiles[0]!).getByRole('link').getAttribute('href')).toBe('/en/tv/mediathek/night-1/');
    expect(vxqlRequest.mock.calls[0]![0]).toContain('mediathekSearch(searchPattern: $searchPattern, first: $first, offset: $offset, order: $order)');
    expect(variables(vxqlRequest)).toEqual([{ searchPattern: 'night', first: 30, offset: 0, order: 'relevance' }]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Series for “night”');
    expect(document.title).toBe('Series for “night” | VISIT-X');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows 30 more per "show more" until all are shown', async () => {
    const { vxqlRequest } = search('/en/search/series/night/', 35);
    expect(await screen.findByText('35 series found', {}, SLOW)).toBeTruthy();
    expect(await screen.findAllByTestId('tv-series-tile')).toHaveLength(30);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Night Talk 35', {}, SLOW)).toBeTruthy();
    expect(screen.getAllByTestId('tv-series-tile')).toHaveLength(35);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(variables(vxqlRequest).map(({ offset }) => offset)).toEqual([0, 30]);
  });

  it('sorts by the URL and keeps a chosen sort in it, starting again at the first page', async () => {
    const { view, vxqlRequest } = search('/en/search/series/night/?sort=title', 40);
    expect(await screen.findAllByTestId('tv-series-tile')).toHaveLength(30);
    expect(screen.getByText('40 series found')).toBeTruthy();
    expect(variables(vxqlRequest)[0]).toMatchObject({ offset: 0, order: 'title' });
    expect((screen.getByRole('combobox', { name: 'Sort' }) as HTMLSelectElement).value).toBe('title');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Night Talk 40', {}, SLOW)).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort' }), { target: { value: 'newest' } });
    expect(view.location.search).toBe('?sort=newest');
    expect(await screen.findByText('40 series found', {}, SLOW)).toBeTruthy();
    expect(await screen.findAllByTestId('tv-series-tile')).toHaveLength(30);
    expect(variables(vxqlRequest).at(-1)).toEqual({ searchPattern: 'night', first: 30, offset: 0, order: 'newest' });

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort' }), { target: { value: 'relevance' } });
    expect(view.location.search).toBe('');
  });

  it('takes an unknown sort in the URL as relevance', async () => {
    const { vxqlRequest } = search('/en/search/series/night/?sort=rating', 1);
    await screen.findByText('1 series found', {}, SLOW);
    expect(variables(vxqlRequest)[0]).toMatchObject({ order: 'relevance' });
  });

  it('says when no series matches, in the page language', async () => {
    search('/de/suche/serien/zzz/', 0, '/:lang/suche/serien/:searchPattern/');
    expect(await screen.findByText('Keine Serien passen zu „zzz“.', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('0 Serien gefunden')).toBeTruthy();
    expect(screen.queryByTestId('tv-series-tile')).toBeNull();
  });

  it('gives a hint for a pattern under 3 characters and asks nothing', () => {
    const { vxqlRequest } = search('/en/search/series/%20tv%20/', 5);
    expect(screen.getByRole('status').textContent).toBe('Enter at least 3 characters to search the series.');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(vxqlRequest).not.toHaveBeenCalled();
  });

  it('offers a retry when the search fails', async () => {
    const vxqlRequest = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue({ mediathekSearch: { searchPattern: 'night', total: 1, items: [series()] } });
    renderWithPlatform(<SeriesSearchPage />, { route: '/en/search/series/night/', path: PATH, vxqlRequest });
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toContain('The search could not be run.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('tv-series-tile')).toHaveLength(1);
  });
});
