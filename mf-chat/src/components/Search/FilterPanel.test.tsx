import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import CamsPage from '../../pages/Cams/CamsPage';
import { searchStore } from '../../search/store';
import { actorTile } from '../../testing/fixtures';
import { renderWithPlatform } from '../../testing/renderWithPlatform';

type Body = { requestId: number; page: number; searchType: string; sortType: string; searchConditions: Record<string, unknown> };

/** A server that answers every search at once, echoing the requestId; 95 online actors, 4 pages. */
function searchServer() {
  return jest.fn(async (path: string, options: { payload: Body }) => {
    if (path !== 'actorsearch/search') return new Promise(() => undefined);
    const { page, requestId } = options.payload;
    return { requestId, actors: [actorTile(page * 100 + 1), actorTile(page * 100 + 2)], page, maxPage: 4, totalHits: 95 };
  });
}

const searches = (rest: jest.Mock) => rest.mock.calls.filter(([path]) => path === 'actorsearch/search').map(([, options]) => (options as { payload: Body }).payload);

beforeEach(() => searchStore.clear());

describe('cams page: filter panel', () => {
  it('labels every filter and shows the first page of online actors', async () => {
    const rest = searchServer();
    renderWithPlatform(<CamsPage />, { restCall: rest });
    await waitFor(() => expect(screen.getByTestId('cams-count').textContent).toContain('95 models online now'));
    expect(screen.getAllByTestId('actor-tile')).toHaveLength(2);
    for (const label of ['Women', 'Men', 'Couples', 'Two women', 'Two men', 'Transsexual', 'Transvestite', 'Age from', 'Age to', 'Language', 'Country', 'HD', 'Audio', 'Toy control', 'Voyeur', 'Price from', 'Price to', 'Online only', 'Sort by']) {
      expect(screen.getAllByLabelText(label).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('navigation', { name: 'Pages' }).textContent).toContain('Page 1 of 4');
    expect(searches(rest)[0]).toMatchObject({ page: 1, searchType: 'default', sortType: 'online_ranking', currentCollection: 3, searchConditions: { onlineOnly: true } });
  });

  it('searches again from page 1 when a filter changes', async () => {
    const rest = searchServer();
    renderWithPlatform(<CamsPage />, { restCall: rest });
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pages.textContent).toContain('Page 2 of 4'));
    expect(searches(rest).at(-1)).toMatchObject({ page: 2 });

    fireEvent.click(screen.getAllByLabelText('Couples')[0]);
    await waitFor(() => expect(searches(rest).at(-1)).toMatchObject({ page: 1, changedFilter: 'genderTypes', searchConditions: { genderTypes: ['FM'], onlineOnly: true } }));
    await waitFor(() => expect(pages.textContent).toContain('Page 1 of 4'));

    fireEvent.change(screen.getAllByLabelText('Sort by')[0], { target: { value: 'date' } });
    await waitFor(() => expect(searches(rest).at(-1)).toMatchObject({ page: 1, sortType: 'date' }));

    fireEvent.click(screen.getAllByRole('button', { name: 'Reset filters', hidden: true })[0]);
    await waitFor(() => expect(searches(rest).at(-1)).toMatchObject({ page: 1, sortType: 'date', searchConditions: { onlineOnly: true } }));
    expect(searches(rest).at(-1)!.searchConditions).not.toHaveProperty('genderTypes');
  });

  it('restores a search type when the guest comes back to its tab', async () => {
    const rest = searchServer();
    renderWithPlatform(<CamsPage />, { restCall: rest });
    await screen.findByRole('navigation', { name: 'Pages' });
    fireEvent.change(screen.getAllByLabelText('Age from')[0], { target: { value: '30' } });
    await waitFor(() => expect(searches(rest).at(-1)).toMatchObject({ searchConditions: { ageFrom: 30 } }));
    const before = searches(rest).length;

    fireEvent.click(screen.getByRole('tab', { name: 'New girls' }));
    await waitFor(() => expect(searches(rest).at(-1)).toMatchObject({ searchType: 'newGirls', sortType: 'date', currentCollection: 88 }));
    await waitFor(() => expect(screen.getByTestId('cams-count').textContent).toContain('95 new models'));

    fireEvent.click(screen.getByRole('tab', { name: 'All cams' }));
    expect(screen.getByRole('tab', { name: 'All cams' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getAllByLabelText('Age from')[0] as HTMLInputElement).value).toBe('30');
    await act(async () => undefined);
    expect(searches(rest)).toHaveLength(before + 1);
  });

  it('removes an actor who goes offline, live', async () => {
    const { bus } = renderWithPlatform(<CamsPage />, { restCall: searchServer() });
    await screen.findByRole('navigation', { name: 'Pages' });
    act(() => bus.emit({ type: 'actorOffline', actorId: 101 } as never));
    // The cache tells its observers on the next tick.
    await waitFor(() => expect(screen.getAllByTestId('actor-tile').map((tile) => tile.getAttribute('data-actor-id'))).toEqual(['102']));
    expect(screen.getByTestId('cams-count').textContent).toContain('94 models online now');
  });
});
