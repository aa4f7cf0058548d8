import { act, screen, waitFor } from '@testing-library/react';
import { tileGridPath, type ActorTile, type VideoTile } from '@vx/shared';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import HomePage from './HomePage';
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

function server() {
  return jest.fn(async (path: string) => {
    if (path.startsWith('tileGrid/get/onlineActors/')) {
      return { success: true, data: { items: [actor(1, 'Lena'), actor(2, 'Mia'), actor(3, 'Zoe')], totalCount: 3 } };
    }
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
