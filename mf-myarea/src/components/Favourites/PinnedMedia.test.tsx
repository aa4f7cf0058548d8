import { act, fireEvent, screen, within } from '@testing-library/react';
import { registryRoutes } from '@vx/shared/testing';
import { favouriteKeys } from '../../queries/favourites';
import { mediathekKeys } from '../../queries/mediathek';
import { routes } from '../../routes';
import { LOGGED_IN } from '../../testing/guests';
import { answeredQueries } from '../../testing/queryClient';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { PinnedMedia } from './PinnedMedia';

const ROUTES = { ...routes, ...registryRoutes({ actorAlbum: ['actorName', 'albumId'], actorPictures: ['actorName'] }) };
const image = (path: string) => ({ w320: `${path}/320.svg`, w640: `${path}/640.svg`, w1280: `${path}/1280.svg` });

const album = {
  id: 'album-4',
  kind: 'album',
  mediaId: 4,
  mediaType: 'photo',
  origin: 'shop',
  title: 'Garden',
  actor: { id: 3, name: 'Lena3' },
  previewUrl: '/media/album/4/320.svg',
  purchased: false,
  pinned: true,
  archived: false,
};

function render(sedcards: unknown[] = [], sedcardTotal = sedcards.length) {
  return renderWithPlatform(<PinnedMedia />, {
    route: '/en/myvisitx/favorite-cams/',
    guest: LOGGED_IN,
    routes: ROUTES,
    queryClient: answeredQueries([
      [mediathekKeys.page(LOGGED_IN.id, { sourceType: 'pinned' }, 'newest', null, 0), { total: 1, items: [album] }],
      [favouriteKeys.pinnedPage('photos', LOGGED_IN.id, 0), { items: [{ pictureId: 40, albumId: 4, position: 1, actorId: 3, actorName: 'Lena3', image: image('/media/picture/40'), pinnedAt: '2026-01-01T00:00:00Z' }], total: 1 }],
      [favouriteKeys.pinnedPage('sedcards', LOGGED_IN.id, 0), { items: sedcards, total: sedcardTotal }],
    ]),
  });
}

describe('PinnedMedia', () => {
  it("shows pinned albums and photos, opens an album through mf-media's lent widget and unpins over the socket", async () => {
    const view = render();
    expect(screen.getByText('No pinned sedcards yet.')).toBeTruthy();
    const photos = screen.getByRole('list', { name: 'Pinned photos' });
    expect(within(photos).getByRole('link').getAttribute('href')).toBe('/en/actorAlbum/lena3/4/');

    const Album = ({ albumId }: { albumId: number }) => <p>{`album ${albumId}`}</p>;
    (view.platform.loadFeature as jest.Mock).mockResolvedValue({ widgets: { albumDetail: async () => ({ default: Album }) } });
    await act(async () => fireEvent.click(within(screen.getByRole('list', { name: 'Pinned albums' })).getByRole('button', { name: 'Garden Lena3' })));
    expect(await screen.findByText('album 4')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Unpin Garden' }));
    fireEvent.click(screen.getByRole('button', { name: 'Unpin Photo of Lena3' }));
    expect(view.sent).toEqual([
      { type: 'favouriteUnpin', kind: 'album', actorId: 3, albumId: 4 },
      { type: 'favouriteUnpin', kind: 'picture', actorId: 3, albumId: 4, pictureId: 40 },
    ]);
  });

  it('shows the first 50 pinned sedcards and the rest after "show more"', async () => {
    const sedcard = (actorId: number) => ({ actorId, actorName: `Model${actorId}`, isOnline: false, image: image(`/media/actor/${actorId}/sedcard-1`), pinnedAt: '2026-01-01T00:00:00Z' });
    const view = render(Array.from({ length: 50 }, (_, index) => sedcard(index + 1)), 52);
    const list = () => within(screen.getByRole('list', { name: 'Pinned sedcards' })).getAllByTestId('pinned-tile');
    expect(list()).toHaveLength(50);
    view.rest.mockResolvedValueOnce({ sedcards: [sedcard(51), sedcard(52)], page: 2, maxPage: 2, total: 52 });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show more (50 of 52)' })));
    expect(view.rest).toHaveBeenCalledWith('guest/favorite/sedcards', expect.objectContaining({ payload: { page: 2, limit: 50 } }));
    expect(list()).toHaveLength(52);
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
  });
});
