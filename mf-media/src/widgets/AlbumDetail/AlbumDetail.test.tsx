import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RestError } from '@vx/shared';
import { albumDetail } from '../../testing/fixtures';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import AlbumDetail from './AlbumDetail';

const loggedIn = { isLoggedIn: true, id: 7, name: 'guest', balance: 500 };
/** gallery/getComments of an album nobody commented on yet. */
const noComments = { success: true, data: { comments: [], commentsTotal: 0, isGuestAllowedToCommentAlbum: false } };

function server() {
  let bought = false;
  const call = jest.fn(async (path: string, options: { payload?: { page?: number } }) => {
    if (path === 'album/9') return albumDetail(9, bought, options.payload?.page ?? 1);
    if (path === 'gallery/getComments') return noComments;
    if (path === 'album/9/buy') {
      bought = true;
      return { success: true, errorCode: null, balance: 475, balanceFormatted: '475 VXC' };
    }
    throw new Error(`unexpected ${path}`);
  });
  return call;
}

const renderAlbum = (rest: jest.Mock, route = '/en/actorAlbum/lena3/9/') =>
  renderWithPlatform(<AlbumDetail albumId={9} actorName="Lena3" />, { restCall: rest, route, guest: loggedIn });

describe('album detail', () => {
  it('shows locked pictures until the album is bought, then unlocks them', async () => {
    const rest = server();
    const onTitle = jest.fn();
    const { platform } = renderWithPlatform(<AlbumDetail albumId={9} actorName="Lena3" onTitle={onTitle} />, { restCall: rest, route: '/en/actorAlbum/lena3/9/', guest: loggedIn });
    const detail = await screen.findByTestId('album-detail');
    expect(onTitle).toHaveBeenCalledWith('Album 9');
    expect(within(detail).getByRole('heading', { level: 2 }).textContent).toBe('Album 9');
    expect(detail.textContent).toContain('16');
    expect(screen.getAllByTestId('album-picture')).toHaveLength(14);
    expect(screen.getByRole('img', { name: 'Picture 1, unlocked when you buy the album' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Picture 1' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Buy for 25 VXC' }));
    expect((await screen.findByTestId('media-state')).getAttribute('data-state')).toBe('bought');
    const picture = await screen.findByRole('img', { name: 'Picture 1' });
    expect(picture.getAttribute('srcset')).toBe('/m/picture/1001/320.svg 320w, /m/picture/1001/640.svg 640w, /m/picture/1001/1280.svg 1280w');
    expect(screen.getAllByTestId('album-picture').every((item) => item.getAttribute('data-locked') === 'false')).toBe(true);
    expect(platform.track).toHaveBeenCalledWith({ type: 'purchase', source: 'mf-media', data: { kind: 'album', albumId: 9, currency: 'VXC', value: 25 } });
    expect(rest.mock.calls.filter(([path]) => path === 'album/9/buy')).toHaveLength(1);
  });

  it('shows VIP content to a VIP without buying, through the signed URLs the server gave', async () => {
    const signed = (url: string) => `${url}?guest=7&expires=1790000000&signature=${'s'.repeat(43)}`;
    const detail = albumDetail(9, true, 1, { isBought: false, isVipContent: true, guestInfo: { bought: false, gifted: false, flatrate: true, liked: false } });
    detail.pictures.items = detail.pictures.items.map((item) => ({
      ...item,
      image: item.image && { w320: signed(item.image.w320), w640: signed(item.image.w640), w1280: signed(item.image.w1280) },
    }));
    const rest = jest.fn(async (path: string) => (path === 'album/9' ? detail : noComments));
    renderAlbum(rest);
    expect((await screen.findByTestId('media-state')).getAttribute('data-state')).toBe('vip');
    expect(screen.getByTestId('media-state').textContent).toBe('Included in your VIP membership');
    expect(screen.queryByTestId('buy-button')).toBeNull();
    const picture = screen.getByRole('img', { name: 'Picture 1' });
    expect(picture.getAttribute('srcset')).toBe(
      `${signed('/m/picture/1001/320.svg')} 320w, ${signed('/m/picture/1001/640.svg')} 640w, ${signed('/m/picture/1001/1280.svg')} 1280w`,
    );
    expect(picture.closest('a')!.getAttribute('href')).toBe(signed('/m/picture/1001/1280.svg'));
  });

  it('fetches the album again every half hour while open, so its signed picture links never run out', async () => {
    jest.useFakeTimers();
    try {
      const rest = server();
      renderAlbum(rest);
      await screen.findByTestId('album-detail');
      const albumCalls = () => rest.mock.calls.filter(([path]) => path === 'album/9').length;
      expect(albumCalls()).toBe(1);
      await act(async () => {
        jest.advanceTimersByTime(29 * 60_000);
      });
      expect(albumCalls()).toBe(1);
      await act(async () => {
        jest.advanceTimersByTime(60_000);
      });
      expect(albumCalls()).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('pages through the pictures 14 at a time', async () => {
    const rest = server();
    renderAlbum(rest);
    await screen.findByTestId('album-detail');
    fireEvent.click(screen.getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(screen.getAllByTestId('album-picture')).toHaveLength(2));
    expect(rest).toHaveBeenCalledWith('album/9', expect.objectContaining({ payload: { page: 2 } }));
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Picture 15, unlocked when you buy the album' })).toBeTruthy();
  });

  it('reads a page from the URL', async () => {
    const rest = server();
    renderAlbum(rest, '/en/actorAlbum/lena3/9/?page=2');
    await screen.findByTestId('album-detail');
    expect(rest).toHaveBeenCalledWith('album/9', expect.objectContaining({ payload: { page: 2 } }));
  });

  it('says that an unknown album does not exist, in Spanish', async () => {
    renderWithPlatform(<AlbumDetail albumId={9} actorName="Lena3" />, { restCall: jest.fn(() => Promise.reject(new RestError(404))), language: 'es' });
    expect((await screen.findByTestId('not-found')).textContent).toBe('Este álbum de fotos no existe.');
  });
});
