import { fireEvent, screen, within } from '@testing-library/react';
import { actorTile } from '../../testing/fixtures';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import ActorSearchPage from './ActorSearchPage';

/** Rendering dozens of tiles takes more than the default second on a loaded two-core machine. */
const SLOW = { timeout: 5_000 };

const PATH = '/:lang/search/actors/:searchPattern/';

interface Variables {
  searchPattern: string;
  first: number;
  offset: number;
  order: string;
}

/** Renders the result page with a query service that finds `total` actors for any pattern. */
function search(route: string, total: number, path = PATH) {
  const vxqlRequest = jest.fn((_document: string, { searchPattern, first, offset }: Variables) =>
    Promise.resolve({
      actorSearch: {
        searchPattern,
        total,
        items: Array.from({ length: Math.max(0, Math.min(first, total - offset)) }, (_, index) => actorTile(offset + index + 1, { name: `Lena${offset + index + 1}` })),
      },
    }),
  );
  const view = renderWithPlatform(<ActorSearchPage />, { route, path, vxqlRequest });
  return { view, vxqlRequest };
}

const variables = (mock: jest.Mock) => mock.mock.calls.map((call) => call[1] as Variables);

describe('/search/actors/{searchPattern}/', () => {
  it('asks the query service for the first 24 by relevance and heads the page with the total', async () => {
    const { vxqlRequest } = search('/en/search/actors/%20lena%20/', 23);
    expect(await screen.findAllByTestId('actor-tile')).toHaveLength(23);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('23 actors for “lena”');
    expect(vxqlRequest.mock.calls[0]![0]).toContain('actorSearch(searchPattern: $searchPattern, first: $first, offset: $offset, order: $order)');
    expect(variables(vxqlRequest)).toEqual([{ searchPattern: 'lena', first: 24, offset: 0, order: 'relevance' }]);
    expect(document.title).toBe('Actors for “lena” | VISIT-X');
    // 23 of 23 shown: nothing more to ask for.
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('links each tile to the actor’s profile, as on the cams pages', async () => {
    search('/en/search/actors/lena/', 1);
    const [tile] = await screen.findAllByTestId('actor-tile');
    expect(within(tile!).getByRole('link').getAttribute('href')).toBe('/en/amateur/lena1/');
  });

  it('shows 24 more per "show more" until all are shown', async () => {
    const { vxqlRequest } = search('/en/search/actors/lena/', 50);
    expect(await screen.findAllByTestId('actor-tile')).toHaveLength(24);
    expect(screen.getByText('24 of 50 shown')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Lena48', {}, SLOW)).toBeTruthy();
    expect(screen.getAllByTestId('actor-tile')).toHaveLength(48);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Lena50', {}, SLOW)).toBeTruthy();
    expect(screen.getAllByTestId('actor-tile')).toHaveLength(50);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(variables(vxqlRequest).map(({ offset }) => offset)).toEqual([0, 24, 48]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('50 actors for “lena”');
  });

  it('sorts by the URL and keeps a chosen sort in it, starting again at the first page', async () => {
    const { view, vxqlRequest } = search('/en/search/actors/lena/?sort=online', 30);
    await screen.findAllByTestId('actor-tile');
    expect(variables(vxqlRequest)[0]).toMatchObject({ offset: 0, order: 'online' });
    const select = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(select.value).toBe('online');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Lena30', {}, SLOW)).toBeTruthy();

    fireEvent.change(select, { target: { value: 'name' } });
    expect(view.location.search).toBe('?sort=name');
    expect(await screen.findAllByTestId('actor-tile')).toHaveLength(24);
    expect(variables(vxqlRequest).at(-1)).toEqual({ searchPattern: 'lena', first: 24, offset: 0, order: 'name' });

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'relevance' } });
    expect(view.location.search).toBe('');
  });

  it('takes an unknown sort in the URL as relevance', async () => {
    const { vxqlRequest } = search('/en/search/actors/lena/?sort=price', 2);
    await screen.findAllByTestId('actor-tile');
    expect(variables(vxqlRequest)[0]).toMatchObject({ order: 'relevance' });
  });

  it('says when nobody matches, in the page language', async () => {
    search('/de/suche/amateure/zzz/', 0, '/:lang/suche/amateure/:searchPattern/');
    expect(await screen.findByText('Keine Amateure passen zu „zzz“.', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('0 Amateure zu „zzz“');
    expect(screen.queryByTestId('actor-tile')).toBeNull();
  });

  it('gives a hint for a pattern under 3 characters and asks nothing', () => {
    const { vxqlRequest } = search('/en/search/actors/%20le%20/', 5);
    expect(screen.getByRole('status').textContent).toBe('Enter at least 3 characters to search for actors.');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(vxqlRequest).not.toHaveBeenCalled();
  });

  it('offers a retry when the search fails', async () => {
    const vxqlRequest = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue({ actorSearch: { searchPattern: 'lena', total: 1, items: [actorTile(1)] } });
    renderWithPlatform(<ActorSearchPage />, { route: '/en/search/actors/lena/', path: PATH, vxqlRequest });
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toContain('The search could not be run.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('actor-tile')).toHaveLength(1);
  });
});
