import { fireEvent, screen, within } from '@testing-library/react';
import { album } from '../../testing/fixtures';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import ActorAlbums from './ActorAlbums';

/** gallery/getsedcards of an actor without sedcards: the page shows only her albums. */
const noSedcards = {
  success: true,
  data: { actorId: 3, actorName: 'Lena3', ageRating: 16, sedcards: [], total: 0, guestRatingLikes: 0, guestRatingDislikes: 0, isLiked: false, isDisliked: false, isPinned: false },
};

describe('actor album grid', () => {
  it('shows covers, picture counts, prices and marks, each linking to its album', async () => {
    const albums = [album(1), album(2, { isBought: true, pictureCount: 1 }), album(3, { free: true, isBought: true, isVipContent: false })];
    const rest = jest.fn(async (path: string) => (path === 'gallery/getsedcards/3' ? noSedcards : { albums, page: 1, maxPage: 1, total: 3 }));
    renderWithPlatform(<ActorAlbums actorId={3} actorName="Lena3" />, { restCall: rest, route: '/en/actorPictures/lena3/' });
    const [first, bought, free] = await screen.findAllByTestId('album-tile');
    expect(rest).toHaveBeenCalledWith('actor/3/albums', expect.objectContaining({ payload: { page: 1 } }));
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/en/actorAlbum/lena3/1/');
    expect(first.querySelector('img')?.getAttribute('srcset')).toContain('/m/album/1/1280.svg 1280w');
    expect(first.textContent).toContain('16 pictures');
    expect(within(first).getByTestId('media-price').textContent).toBe('25 VXC');
    expect(bought.textContent).toContain('1 picture');
    expect(bought.querySelector('[data-mark="bought"]')).not.toBeNull();
    expect(free.querySelector('[data-mark="free"]')).not.toBeNull();
    expect(free.querySelector('[data-mark="bought"]')).toBeNull();
    expect(within(free).queryByTestId('media-price')).toBeNull();
  });

  it('pages by ?page= and reads Dutch', async () => {
    const rest = jest.fn(async (path: string, { payload }: { payload: { page: number } }) =>
      (path === 'gallery/getsedcards/3' ? noSedcards : { albums: [album(payload.page * 10)], page: payload.page, maxPage: 3, total: 30 }),
    );
    const view = renderWithPlatform(<ActorAlbums actorId={3} actorName="Lena3" />, { restCall: rest, language: 'nl', route: '/nl/actorPictures/lena3/' });
    expect((await screen.findByTestId('album-tile')).textContent).toContain('16 foto');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Fotoalbums van Lena3');
    fireEvent.click(screen.getByRole('link', { name: 'Volgende pagina' }));
    expect(await screen.findByText('Album 20')).toBeTruthy();
    expect(`${view.location.pathname}${view.location.search}`).toBe('/nl/actorPictures/lena3/?page=2');
  });
});
