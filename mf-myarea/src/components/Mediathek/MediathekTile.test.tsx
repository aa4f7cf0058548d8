import { act, fireEvent, screen } from '@testing-library/react';
import { registryRoutes } from '@vx/shared/testing';
import type { MediathekAsset } from '../../queries/mediathek';
import { routes } from '../../routes';
import { LOGGED_IN } from '../../testing/guests';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { MediathekTile } from './MediathekTile';
import { MediathekViewer } from './MediathekViewer';

/** A picture an actor sent the guest in the messenger: no plain preview, its id is the picture's. */
const picture: MediathekAsset = {
  id: 'image-40',
  kind: 'image',
  mediaId: 40,
  mediaType: 'photo',
  origin: 'messenger',
  title: '',
  actor: { id: 3, name: 'Lena3' },
  previewUrl: null,
  purchased: true,
  pinned: false,
  archived: false,
};

const ROUTES = { ...routes, ...registryRoutes({ messenger: [] }) };

/** Renders with downloads answered by a blob named by its path (object URLs `blob:<path>`). */
async function render(ui: React.ReactElement, hasAvs: boolean) {
  const view = renderWithPlatform(ui, { route: '/en/myvisitx/mediathek/photos/', guest: { ...LOGGED_IN, hasAvs, avsStatus: hasAvs ? 'accepted' : 'unknown' }, routes: ROUTES });
  const download = jest.fn(async (path: string) => new File([path], path, { type: 'image/jpeg' }));
  view.platform.rest.download = download;
  URL.createObjectURL = jest.fn((blob: Blob) => `blob:${(blob as File).name}`);
  URL.revokeObjectURL = jest.fn();
  await act(() => view.queryClient.resetQueries());
  return Object.assign(view, { download });
}

describe('a messenger picture in the media library', () => {
  it("shows the picture's thumbnail, fetched with the guest's token, once he is age-verified", async () => {
    const onOpen = jest.fn();
    const view = await render(<MediathekTile asset={picture} onOpen={onOpen} onArchive={jest.fn()} busy={false} />, true);
    expect((await screen.findByTestId('media-face-image')).getAttribute('src')).toBe('blob:messenger/image/40/thumbnail');
    expect(view.download.mock.calls.map(([path]) => path)).toEqual(['messenger/image/40/thumbnail']);
    fireEvent.click(screen.getByRole('button', { name: 'Open Messenger picture by Lena3' }));
    expect(onOpen).toHaveBeenCalledWith(picture);
  });

  it('is censored before the age verification and opens as soon as the avs event arrives', async () => {
    const view = await render(<MediathekTile asset={picture} onOpen={jest.fn()} onArchive={jest.fn()} busy={false} />, false);
    expect(screen.getByTestId('media-face-censored').textContent).toBe('Visible once your age is verified');
    expect(screen.queryByTestId('media-face-image')).toBeNull();
    expect(view.download).not.toHaveBeenCalled();
    view.setGuest({ ...view.platform.guest, hasAvs: true, avsStatus: 'accepted' });
    expect((await screen.findByTestId('media-face-image')).getAttribute('src')).toBe('blob:messenger/image/40/thumbnail');
  });

  it('opens the full picture with a link to the conversation with its actor', async () => {
    const view = await render(<MediathekViewer asset={picture} onClose={jest.fn()} />, true);
    expect((await screen.findByTestId('mediathek-picture')).getAttribute('src')).toBe('blob:messenger/image/40');
    expect(screen.getByRole('img', { name: 'Messenger picture' })).toBeTruthy();
    expect(view.download.mock.calls.map(([path]) => path)).toEqual(['messenger/image/40']);
    expect(screen.getByRole('link', { name: 'Open in the messenger' }).getAttribute('href')).toBe('/en/messenger/?actor=3');
  });

  it('offers the age verification in place of the picture until then', async () => {
    const view = await render(<MediathekViewer asset={picture} onClose={jest.fn()} />, false);
    expect(screen.getByText('Visible once your age is verified')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verify your age' }));
    expect(view.platform.openFlow).toHaveBeenCalledWith('avs');
    expect(view.download).not.toHaveBeenCalled();
  });
});
