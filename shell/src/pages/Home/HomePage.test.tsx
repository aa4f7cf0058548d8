import { act, screen, waitFor } from '@testing-library/react';
import { tileGridPath, type ActorTile, type VideoTile } from '@vx/shared';
import { renderWithPlatform, testBrand } from '../../testing/renderWithPlatform';
import HomePage from './HomePage';
import { REFILL_AFTER_MS } from './onlineActors';
import { formatDuration } from './tileGrids';

const image = (name: string) => ({ w320: `/img/${name}-320.jpg`, w640: `/img/${name}-640.jpg`, w1280: `/img/${name}-1280.jpg` });

const actor = (id: number, name: string): ActorTile => ({
  id,
  name,
  isOnline: true,
  freeChat: false,
  avatar: image(name),
  profile: { age: 20 + id, threeWords: 'nice, funny, wild', languages: ['de'], country: 'DE' },
  genderType: 'F',
  chatFeatures: { livePreview: true, hd: true, audio: true, dildocontrol: false },
  chatPrices: { videoChat: { value: 299, currency: 'EUR' } },
  isVoyeurChatAvailable: false,
  isTopAmateur: false,
  star: false,
});

const video = (id: number): VideoTile => ({
  id,
  title: `Video ${id}`,
  duration: 754,
  free: id === 2,
  vip: false,
  new: true,
  price: { value: 40, currency: 'VXC' },
  basePrice: { value: 40, currency: 'VXC' },
  discount: 0,
  preview: image(`video${id}`),
  rating: { likes: 3 },
  model: { id: 1, name: 'Lena' },
});

/** The tile grids; `online` is who the server answers as online now (a test changes it). */
function server(online = [actor(1, 'Lena'), actor(2, 'Mia'), actor(3, 'Zoe')]) {
  return jest.fn(async (path: string) => {
    if (path.startsWith('tileGrid/get/onlineActors/')) return { success: true, data: { items: [...online], totalCount: online.length } };
    if (path.startsWith('tileGrid/get/newVideos/')) return { success: true, data: { items: [video(1), video(2)], totalCount: 2 } };
    throw new Error(path);
  });
}

describe('HomePage', () => {
  it('renders the headline at once and skeletons of the same shape while loading', () => {
    renderWithPlatform(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Live cams and chats with real amateurs');
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThanOrEqual(24);
    expect(document.title).toBe('Live cams, videos and chats | VISIT-X');
  });

  it('asks the tile grids with the URL-encoded JSON payload', async () => {
    const restCall = server();
    renderWithPlatform(<HomePage />, { restCall });
    await screen.findAllByTestId('actor-tile');
    expect(restCall).toHaveBeenCalledWith(
      `tileGrid/get/onlineActors/${encodeURIComponent('{"page":1,"pageSize":12}')}`,
      expect.objectContaining({ schema: expect.anything() }),
    );
    expect(tileGridPath('newVideos', { page: 1 })).toBe('tileGrid/get/newVideos/%7B%22page%22%3A1%7D');
  });

  it('shows online actors with avatar, age, online state and price, linking to the actor', async () => {
    renderWithPlatform(<HomePage />, { restCall: server() });
    const tiles = await screen.findAllByTestId('actor-tile');
    expect(tiles).toHaveLength(3);
    const first = tiles[0];
    expect(first.textContent).toContain('Lena');
    expect(first.textContent).toContain('21');
    expect(first.textContent).toContain('Online');
    expect(first.textContent).toContain('2.99 € / min');
    expect(first.querySelector('a')?.getAttribute('href')).toBe('/en/amateur/lena/');
    const img = first.querySelector('img')!;
    expect(img.getAttribute('srcset')).toBe('/img/Lena-320.jpg 320w, /img/Lena-640.jpg 640w, /img/Lena-1280.jpg 1280w');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('width')).toBeTruthy();
    expect(tiles[2].querySelector('img')!.getAttribute('loading')).toBe('lazy');
  });

  it('shows new videos with title, duration and price', async () => {
    renderWithPlatform(<HomePage />, { restCall: server() });
    const tiles = await screen.findAllByTestId('video-tile');
    expect(tiles[0].textContent).toContain('Video 1');
    expect(tiles[0].textContent).toContain('12:34');
    expect(tiles[0].textContent).toContain('40 VXC');
    expect(tiles[1].textContent).toContain('Free');
  });

  it('removes an actor who goes offline', async () => {
    const view = renderWithPlatform(<HomePage />, { restCall: server() });
    await screen.findAllByTestId('actor-tile');
    act(() => view.bus.emit({ type: 'actorOffline', actorId: 2 }));
    await waitFor(() => expect(screen.getAllByTestId('actor-tile')).toHaveLength(2));
    expect(screen.queryByText('Mia')).toBeNull();
  });

  describe('refilling "Online now" as actors leave', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    const onlineCalls = (restCall: jest.Mock) => restCall.mock.calls.filter(([path]) => String(path).startsWith('tileGrid/get/onlineActors/')).length;

    it('keeps the place of an actor who left, then fills it from the server once for several leaving, other tiles untouched', async () => {
      const online = [actor(1, 'Lena'), actor(2, 'Mia'), actor(3, 'Zoe')];
      const restCall = server(online);
      const view = renderWithPlatform(<HomePage />, { restCall });
      const [lena, , zoe] = await screen.findAllByTestId('actor-tile');
      expect(onlineCalls(restCall)).toBe(1);

      online.splice(1, 1, actor(4, 'Ida'));
      act(() => {
        view.bus.emit({ type: 'actorOffline', actorId: 2 });
        view.bus.emit({ type: 'actorOffline', actorId: 2 });
        view.bus.emit({ type: 'actorOffline', actorId: 99 }); // not shown: changes nothing
      });
      // Her place waits as a skeleton of the same size: the row does not close up.
      await waitFor(() => expect(screen.getAllByTestId('actor-tile')).toHaveLength(2));
      expect(screen.getByRole('list', { name: 'Online now' }).children).toHaveLength(3);

      await act(async () => jest.advanceTimersByTime(REFILL_AFTER_MS));
      await waitFor(() => expect(screen.getAllByTestId('actor-tile')).toHaveLength(3));
      expect(onlineCalls(restCall)).toBe(2);
      const tiles = screen.getAllByTestId('actor-tile');
      expect(tiles[1].textContent).toContain('Ida');
      // The tiles that stayed are the same elements: nothing around the refilled place was rebuilt.
      expect(tiles[0]).toBe(lena);
      expect(tiles[2]).toBe(zoe);
    });

    it('refills a grid with room when an actor comes online, and ignores status messages otherwise', async () => {
      const online = [actor(1, 'Lena')];
      const restCall = server(online);
      const view = renderWithPlatform(<HomePage />, { restCall });
      await screen.findAllByTestId('actor-tile');
      online.push(actor(5, 'Kim'));
      act(() => view.bus.emit({ type: 'actorOnline', actorId: 5 }));
      await act(async () => jest.advanceTimersByTime(REFILL_AFTER_MS));
      await waitFor(() => expect(screen.getAllByTestId('actor-tile')).toHaveLength(2));
      expect(onlineCalls(restCall)).toBe(2);
      // Shown already: no refill.
      act(() => view.bus.emit({ type: 'actorOnline', actorId: 5 }));
      await act(async () => jest.advanceTimersByTime(REFILL_AFTER_MS));
      expect(onlineCalls(restCall)).toBe(2);
    });
  });

  it('links every tile: an actor to her profile, a video to its page', async () => {
    const chat = testBrand.remotes[0]!;
    const brand = {
      ...testBrand,
      remotes: [{ ...chat, routes: { ...chat.routes, actorVideo: { de: 'amateur/:actorName/videos/:videoId/', en: 'amateur/:actorName/videos/:videoId/', nl: 'amateur/:actorName/videos/:videoId/', es: 'amateur/:actorName/videos/:videoId/' } } }],
    };
    renderWithPlatform(<HomePage />, { restCall: server(), brand });
    const videos = await screen.findAllByTestId('video-tile');
    expect(videos.map((tile) => tile.querySelector('a')?.getAttribute('href'))).toEqual(['/en/amateur/lena/videos/1/', '/en/amateur/lena/videos/2/']);
    for (const tile of screen.getAllByTestId('actor-tile')) expect(tile.querySelector('a')?.getAttribute('href')).toMatch(/^\/en\/amateur\/[a-z]+\/$/);
  });

  it('links a video to its actor when the brand has no video page', async () => {
    renderWithPlatform(<HomePage />, { restCall: server() });
    const [first] = await screen.findAllByTestId('video-tile');
    expect(first.querySelector('a')?.getAttribute('href')).toBe('/en/amateur/lena/');
  });

  it('offers a retry when a grid fails', async () => {
    const restCall = jest.fn(async (path: string) => {
      if (path.startsWith('tileGrid/get/onlineActors/')) return { success: false, data: { items: [], totalCount: 0 } };
      return { success: true, data: { items: [], totalCount: 0 } };
    });
    renderWithPlatform(<HomePage />, { restCall });
    expect((await screen.findByRole('alert')).textContent).toContain('This list could not be loaded.');
  });
});

describe('formatDuration', () => {
  it('formats minutes and hours', () => {
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(3725)).toBe('1:02:05');
  });
});
