import { screen, waitFor, within } from '@testing-library/react';
import { album } from '../../testing/fixtures';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import ActorAlbums from './ActorAlbums';

const images = (kind: string, id: number) => ({ w320: `/m/${kind}/${id}/320.svg`, w640: `/m/${kind}/${id}/640.svg`, w1280: `/m/${kind}/${id}/1280.svg` });
const loggedIn = { isLoggedIn: true, id: 7, name: 'guest', balance: 500 };
const rating = { guestRatingLikes: 4, guestRatingDislikes: 1, isLiked: false, isDisliked: false };

/** The server as the pictures page asks it: the album list, the sedcards and the guest's pinned photos of the actor. */
function server(options: { sedcards?: number; pinned?: Array<{ pictureId: number; position: number; open: boolean }> } = {}) {
  return jest.fn(async (path: string) => {
    if (path === 'actor/3/albums') return { albums: [album(1)], page: 1, maxPage: 1, total: 1 };
    if (path === 'gallery/getsedcards/3') {
      const sedcards = Array.from({ length: options.sedcards ?? 2 }, (_, index) => ({ position: index + 1, image: images('sedcard', index + 1) }));
      return { success: true, data: { actorId: 3, actorName: 'Lena3', ageRating: 16, sedcards, total: sedcards.length, isPinned: false, ...rating } };
    }
    if (path === 'gallery/getPinnedPhotos') {
      const pictures = (options.pinned ?? []).map((photo) => ({
        pictureId: photo.pictureId,
        albumId: 1,
        position: photo.position,
        actorId: 3,
        actorName: 'Lena3',
        image: photo.open ? images('picture', photo.pictureId) : null,
        pinnedAt: '2026-01-02T10:00:00.000Z',
      }));
      return { success: true, data: { pictures } };
    }
    throw new Error(`unexpected ${path}`);
  });
}

const renderPage = (rest: jest.Mock, options: { guest?: typeof loggedIn; language?: 'de' | 'en' } = {}) =>
  renderWithPlatform(<ActorAlbums actorId={3} actorName="Lena3" />, { restCall: rest, route: `/${options.language ?? 'en'}/actorPictures/lena3/`, ...options });

describe('actor pictures page: sedcards and pinned photos', () => {
  it('shows the actor’s sedcards (gallery/getsedcards) with their alt texts, in German too', async () => {
    renderPage(server({ sedcards: 3 }), { language: 'de' });
    const section = await screen.findByTestId('sedcards');
    expect(within(section).getByRole('heading', { level: 3 }).textContent).toBe('Profilbilder');
    const cards = within(section).getAllByRole('img');
    expect(cards.map((card) => card.getAttribute('alt'))).toEqual(['Profilbild 1 von Lena3', 'Profilbild 2 von Lena3', 'Profilbild 3 von Lena3']);
    expect(cards[0]!.getAttribute('src')).toBe('/m/sedcard/1/320.svg');
  });

  it('leaves the sedcards out when the actor has none (or fsk hides them)', async () => {
    renderPage(server({ sedcards: 0 }));
    await screen.findByTestId('album-tile');
    await waitFor(() => expect(screen.queryByTestId('sedcards')).toBeNull());
  });

  it('shows a logged-in guest her pinned pictures of the actor; one of an album not bought is a labelled placeholder', async () => {
    const rest = server({ pinned: [{ pictureId: 41, position: 2, open: true }, { pictureId: 42, position: 5, open: false }] });
    renderPage(rest, { guest: loggedIn });
    const section = await screen.findByTestId('pinned-photos');
    expect(rest).toHaveBeenCalledWith('gallery/getPinnedPhotos', expect.objectContaining({ payload: { actorId: 3 } }));
    expect(within(section).getByRole('heading', { level: 3 }).textContent).toBe('Your pinned pictures');
    const open = within(section).getByRole('img', { name: 'Pinned picture 2 of Lena3' });
    expect(open.getAttribute('src')).toBe('/m/picture/41/320.svg');
    const locked = within(section).getByRole('img', { name: 'Pinned picture 5 of Lena3, unlocked when you buy the album' });
    expect(locked.tagName).not.toBe('IMG');
  });

  it('asks nothing about pins for a visitor and shows no section when the guest pinned none', async () => {
    const visitorRest = server({ pinned: [{ pictureId: 41, position: 2, open: true }] });
    const visitor = renderPage(visitorRest);
    await screen.findByTestId('album-tile');
    expect(visitorRest.mock.calls.map(([path]) => path)).not.toContain('gallery/getPinnedPhotos');
    expect(screen.queryByTestId('pinned-photos')).toBeNull();
    visitor.unmount();

    const guestRest = server({ pinned: [] });
    renderPage(guestRest, { guest: loggedIn });
    await waitFor(() => expect(guestRest.mock.calls.map(([path]) => path)).toContain('gallery/getPinnedPhotos'));
    await screen.findByTestId('album-tile');
    expect(screen.queryByTestId('pinned-photos')).toBeNull();
  });
});
