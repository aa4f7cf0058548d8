import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RestError } from '@vx/shared';
import { actorVideo } from '../../testing/fixtures';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { OnSalePage } from './VideoListPage';

type Payload = { filter: Record<string, unknown>; order: string; page: number; pageSize: number };
const listItem = (id: number) => ({ ...actorVideo(id, { discount: 20 }), ageRating: 18, isVip30Offer: false, camRecording: false, guestInfo: { bought: false, gifted: false, flatrate: false, liked: false } });

/** A fake server: 40 videos on sale, tags and popular tags; remembers the list payloads. */
function fakeRest() {
  const lists: Payload[] = [];
  const rest = jest.fn(async (path: string, options: { payload: Payload }) => {
    if (path === 'videos/filtered') {
      const { payload } = options;
      lists.push(payload);
      const first = (payload.page - 1) * payload.pageSize + 1;
      return { items: [listItem(first), listItem(first + 1)], totalCount: 40, page: payload.page, pageSize: payload.pageSize };
    }
    if (path === 'videos/popularTags') return { tags: [{ id: 1, label: 'Outdoor', videoCount: 9 }, { id: 2, label: 'Beach', videoCount: 5 }] };
    if (path.startsWith('videos/tagSearch/')) return { tags: [{ id: 3, label: 'Lingerie' }] };
    throw new Error(`unexpected ${path}`);
  });
  return { rest, lists };
}

describe('a /videos/ list page', () => {
  beforeEach(() => sessionStorage.clear());

  it('asks for its section with the default sort and shows tiles linking to the video', async () => {
    const { rest, lists } = fakeRest();
    renderWithPlatform(<OnSalePage />, { restCall: rest, route: '/en/videos/on-sale/' });
    const tiles = await screen.findAllByTestId('video-tile');
    expect(tiles).toHaveLength(2);
    expect(within(tiles[0]).getByRole('link').getAttribute('href')).toBe('/en/actorVideo/lena3/1/');
    expect(lists[0]).toEqual({ filter: { types: ['discount'], excludedTypes: [], tags: [], actingGroups: [] }, order: 'discount', page: 1, pageSize: 16 });
    expect(screen.getByText('40 videos')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  });

  it('starts with the filter folded on a phone and opens it on the toggle', async () => {
    window.matchMedia = jest.fn(() => ({ matches: false }) as MediaQueryList);
    try {
      renderWithPlatform(<OnSalePage />, { restCall: fakeRest().rest, route: '/en/videos/on-sale/' });
      await screen.findAllByTestId('video-tile');
      const toggle = screen.getByRole('button', { name: 'Filter and sort' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
      fireEvent.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeTruthy();
    } finally {
      delete (window as Partial<Window>).matchMedia;
    }
  });

  it('keeps the filter in the URL: a change resets the page to 1, page size does not', async () => {
    const { rest, lists } = fakeRest();
    const view = renderWithPlatform(<OnSalePage />, { restCall: rest, route: '/en/videos/on-sale/?page=3' });
    await screen.findAllByTestId('video-tile');
    expect(lists.at(-1)?.page).toBe(3);

    fireEvent.change(screen.getByLabelText('Per page'), { target: { value: '32' } });
    await waitFor(() => expect(view.location.search).toBe('?page=3&pageSize=32'));

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price_asc' } });
    await waitFor(() => expect(view.location.search).toBe('?sort=price_asc&pageSize=32'));
    await waitFor(() => expect(lists.at(-1)).toMatchObject({ order: 'price_asc', page: 1, pageSize: 32 }));

    fireEvent.click(screen.getByRole('button', { name: 'Women' }));
    await waitFor(() => expect(view.location.search).toBe('?sort=price_asc&gender=F&pageSize=32'));
    expect(screen.getByRole('button', { name: 'Women' }).getAttribute('aria-pressed')).toBe('true');
    // Toggled back to none: the 'none' gender, which the URL leaves out.
    fireEvent.click(screen.getByRole('button', { name: 'Women' }));
    await waitFor(() => expect(view.location.search).toBe('?sort=price_asc&pageSize=32'));
    await waitFor(() => expect(lists.at(-1)?.filter.actingGroups).toEqual([]));
  });

  it('parses duration bounds as integers and offers popular and searched tags', async () => {
    const { rest, lists } = fakeRest();
    const view = renderWithPlatform(<OnSalePage />, { restCall: rest, route: '/en/videos/on-sale/?page=2' });
    await screen.findAllByTestId('video-tile');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '5.5' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '30 min' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(view.location.search).toBe('?durationFrom=5&durationTo=30'));

    fireEvent.click(await screen.findByRole('button', { name: 'Outdoor' }));
    await waitFor(() => expect(view.location.search).toBe('?tag=Outdoor&durationFrom=5&durationTo=30'));
    fireEvent.change(screen.getByLabelText('Search tags'), { target: { value: 'ling' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Lingerie' }));
    await waitFor(() => expect(lists.at(-1)?.filter).toMatchObject({ tags: ['Lingerie', 'Outdoor'], durationFrom: 5, durationTo: 30 }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag Outdoor' }));
    await waitFor(() => expect(view.location.search).toBe('?tag=Lingerie&durationFrom=5&durationTo=30'));
  });

  it('keeps the recommended flag in the session config, not in the URL', async () => {
    const { rest, lists } = fakeRest();
    const view = renderWithPlatform(<OnSalePage />, { restCall: rest, route: '/en/videos/on-sale/' });
    await screen.findAllByTestId('video-tile');
    fireEvent.click(screen.getByLabelText('Recommended only'));
    await waitFor(() => expect(lists.at(-1)?.filter.recommended).toBe(true));
    expect(sessionStorage.getItem('vx.videoFilter.isRecommended')).toBe('1');
    expect(view.location.search).toBe('');
  });

  it("shows 'Unmapped category' for an unknown sort in the URL, asking nothing, and resets", async () => {
    const { rest, lists } = fakeRest();
    const view = renderWithPlatform(<OnSalePage />, { restCall: rest, route: '/en/videos/on-sale/?sort=sideways' });
    expect((await screen.findByTestId('unmapped-category')).textContent).toContain('does not know');
    expect(lists).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Reset filter' }));
    await screen.findAllByTestId('video-tile');
    expect(view.location.search).toBe('');
  });

  it('shows the same error when the server refuses the category', async () => {
    const rest = jest.fn(async (path: string) => {
      if (path === 'videos/filtered') throw new RestError(400);
      return { tags: [] };
    });
    renderWithPlatform(<OnSalePage />, { restCall: rest, route: '/en/videos/on-sale/' });
    expect(await screen.findByTestId('unmapped-category')).toBeTruthy();
  });
});
