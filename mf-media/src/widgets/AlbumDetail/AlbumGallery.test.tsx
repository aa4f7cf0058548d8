import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { albumDetail } from '../../testing/fixtures';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import AlbumDetail from './AlbumDetail';

const loggedIn = { isLoggedIn: true, id: 7, name: 'guest', balance: 500 };
/** Every other author has an avatar (guestAvatar, ours); the rest have none. */
const comment = (id: number, text = `comment ${id}`) => ({ id, albumId: 9, guestName: `g${id}`, guestAvatar: id % 2 === 0 ? `/rest/v1/guest/avatar/${id}/1` : null, text, created: '2026-01-02T10:00:00.000Z' });

function server(options: { comments?: number; allowed?: boolean } = {}) {
  return jest.fn(async (path: string, call: { payload?: Record<string, unknown> }) => {
    if (path === 'album/9') return albumDetail(9, true, Number(call.payload?.page ?? 1));
    if (path === 'gallery/getComments') {
      const comments = Array.from({ length: options.comments ?? 12 }, (_, index) => comment(100 - index));
      return { success: true, data: { comments, commentsTotal: comments.length, isGuestAllowedToCommentAlbum: options.allowed ?? true } };
    }
    if (path === 'gallery/postComment') return { success: true, data: { comment: comment(500, String(call.payload?.text)), commentsTotal: 13, isGuestAllowedToCommentAlbum: false } };
    if (path === 'gallery/setGuestRating') return { success: true, data: { guestRatingLikes: 8, guestRatingDislikes: 2, isLiked: true, isDisliked: false } };
    if (path === 'gallery/setPictureGuestRating') return { success: true, data: { guestRatingLikes: 1, guestRatingDislikes: 0, isLiked: true, isDisliked: false } };
    throw new Error(`unexpected ${path}`);
  });
}

const renderAlbum = (rest: jest.Mock, guest: Partial<typeof loggedIn> = loggedIn) =>
  renderWithPlatform(<AlbumDetail albumId={9} actorName="Lena3" />, { restCall: rest, route: '/en/actorAlbum/lena3/9/', guest });

describe('album detail: comments, ratings, viewer', () => {
  it('shows 5 comments, 5 more per click, from the 500 loaded at once', async () => {
    const rest = server();
    renderAlbum(rest);
    await waitFor(() => expect(screen.getAllByTestId('album-comment')).toHaveLength(5));
    expect(rest).toHaveBeenCalledWith('gallery/getComments', expect.objectContaining({ payload: { albumId: 9, limit: 500 } }));
    fireEvent.click(screen.getByRole('button', { name: 'Show 5 more' }));
    expect(screen.getAllByTestId('album-comment')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Show 5 more' }));
    expect(screen.getAllByTestId('album-comment')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Show 5 more' })).toBeNull();
  });

  it('posts a comment: it goes first, the total grows, the form goes; HTML stays text', async () => {
    const rest = server();
    renderAlbum(rest);
    const field = await screen.findByLabelText('Your comment');
    const html = '<img src=x onerror="alert(1)">';
    fireEvent.change(field, { target: { value: html } });
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(screen.getAllByTestId('album-comment-text')[0]!.textContent).toBe(html));
    expect(screen.getByTestId('album-comments').querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByTestId('comments-total').textContent).toBe(' (13)');
    expect(screen.queryByLabelText('Your comment')).toBeNull();
  });

  it('shows each author’s avatar beside his comment, or his name’s initial without one', async () => {
    renderAlbum(server());
    await waitFor(() => expect(screen.getAllByTestId('album-comment')).toHaveLength(5));
    const [withAvatar, without] = screen.getAllByTestId('album-comment');
    expect(within(withAvatar!).getByTestId('comment-avatar').getAttribute('src')).toBe('/rest/v1/guest/avatar/100/1');
    expect(within(without!).queryByTestId('comment-avatar')).toBeNull();
    expect(within(without!).getByTestId('comment-avatar-initial').textContent).toBe('G');
  });

  it('offers no comment form when the server does not allow it', async () => {
    renderAlbum(server({ allowed: false }));
    await waitFor(() => expect(screen.getAllByTestId('album-comment')).toHaveLength(5));
    expect(screen.queryByLabelText('Your comment')).toBeNull();
  });

  it('replaces the album’s counts and flags with the rating answer; a visitor is asked to log in', async () => {
    const rest = server();
    renderAlbum(rest);
    const rating = await screen.findByTestId('album-rating');
    fireEvent.click(within(rating).getByTestId('rate-like'));
    await waitFor(() => expect(within(rating).getByTestId('rate-like').getAttribute('aria-pressed')).toBe('true'));
    expect(within(rating).getByTestId('rate-likes').textContent).toBe('8');
    expect(rest).toHaveBeenCalledWith('gallery/setGuestRating', expect.objectContaining({ payload: { albumId: 9, rating: 5 } }));
  });

  it('asks a visitor to log in instead of rating', async () => {
    const rest = server();
    const visitor = renderWithPlatform(<AlbumDetail albumId={9} actorName="Lena3" />, { restCall: rest, route: '/en/actorAlbum/lena3/9/' });
    fireEvent.click(within(await screen.findByTestId('album-rating')).getByTestId('rate-like'));
    expect(visitor.platform.openFlow).toHaveBeenCalledWith('login');
    expect(rest.mock.calls.some(([path]) => path === 'gallery/setGuestRating')).toBe(false);
  });

  it('opens the picture viewer; arrows turn the picture, Escape closes it and focus returns to the opening picture', async () => {
    renderAlbum(server());
    const opener = (await screen.findByRole('img', { name: 'Picture 1' })).closest('a')!;
    opener.focus();
    fireEvent.click(opener);
    const viewer = await screen.findByTestId('picture-viewer');
    expect(within(viewer).getByTestId('viewer-image').getAttribute('data-position')).toBe('1');
    expect(within(viewer).getByRole('heading').textContent).toBe('Album 9: picture 1 of 16');
    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    expect(within(viewer).getByTestId('viewer-image').getAttribute('data-position')).toBe('2');
    fireEvent.keyDown(viewer, { key: 'ArrowLeft' });
    expect(within(viewer).getByTestId('viewer-image').getAttribute('data-position')).toBe('1');
    fireEvent.keyDown(viewer, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('picture-viewer')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('turns across the pages of 14: past the last picture to the next page’s first, back, and from the first to the album’s last', async () => {
    const rest = server();
    const view = renderAlbum(rest);
    fireEvent.click((await screen.findByRole('img', { name: 'Picture 14' })).closest('a')!);
    const position = () => within(screen.getByTestId('picture-viewer')).getByTestId('viewer-image').getAttribute('data-position');
    expect(position()).toBe('14');
    fireEvent.keyDown(screen.getByTestId('picture-viewer'), { key: 'ArrowRight' });
    await waitFor(() => expect(position()).toBe('15'));
    expect(view.location.search).toBe('?page=2');
    expect(rest).toHaveBeenCalledWith('album/9', expect.objectContaining({ payload: { page: 2 } }));
    expect(within(screen.getByTestId('picture-viewer')).getByRole('heading').textContent).toBe('Album 9: picture 15 of 16');
    fireEvent.keyDown(screen.getByTestId('picture-viewer'), { key: 'ArrowLeft' });
    await waitFor(() => expect(position()).toBe('14'));
    expect(view.location.search).toBe('?page=1');
    for (let step = 0; step < 13; step++) fireEvent.keyDown(screen.getByTestId('picture-viewer'), { key: 'ArrowLeft' });
    expect(position()).toBe('1');
    fireEvent.keyDown(screen.getByTestId('picture-viewer'), { key: 'ArrowLeft' });
    await waitFor(() => expect(position()).toBe('16'));
    expect(view.location.search).toBe('?page=2');
  });

  it('rates and pins the picture shown in the viewer', async () => {
    const rest = server();
    const { platform } = renderAlbum(rest);
    fireEvent.click((await screen.findByRole('img', { name: 'Picture 1' })).closest('a')!);
    const viewer = await screen.findByTestId('picture-viewer');
    fireEvent.click(within(viewer).getByTestId('rate-like'));
    await waitFor(() => expect(within(viewer).getByTestId('rate-likes').textContent).toBe('1'));
    expect(rest).toHaveBeenCalledWith('gallery/setPictureGuestRating', expect.objectContaining({ payload: { albumId: 9, pictureId: 1001, rating: 5 } }));
    const send = jest.spyOn(platform.bus, 'send');
    fireEvent.click(within(viewer).getByTestId('pin-picture'));
    expect(send).toHaveBeenCalledWith({ type: 'favouritePin', kind: 'picture', actorId: 3, albumId: 9, pictureId: 1001 });
  });
});
