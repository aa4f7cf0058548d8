import { screen, waitFor } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import type { Feature } from '@vx/shared';
import { actorProfile } from '../../testing/fixtures';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import ActorAlbumPage from './ActorAlbumPage';
import ActorClassicVideosPage from './ActorClassicVideosPage';
import ActorPicturesPage from './ActorPicturesPage';
import ActorVideoPage from './ActorVideoPage';
import ActorVideosPage from './ActorVideosPage';

/** Stands in for an mf-media widget: shows the props it got and names its item like the real one. */
function widget(name: string) {
  return function Widget(props: { onTitle?: (title: string) => void }) {
    const { onTitle } = props;
    useEffect(() => onTitle?.('Beach walk'), [onTitle]);
    return <pre data-testid={`widget-${name}`}>{JSON.stringify(props)}</pre>;
  };
}

const mfMedia = {
  id: 'mf_media',
  routes: {},
  pages: {},
  widgets: Object.fromEntries(['actorVideos', 'actorAlbums', 'videoDetail', 'albumDetail'].map((name) => [name, async () => ({ default: widget(name) })])),
  namespace: 'media',
  locales: {},
} as unknown as Feature;

const server = () =>
  jest.fn((path: string) => {
    if (path.startsWith('actor/getActorDataByIdOrName/')) return Promise.resolve(actorProfile(1));
    // SEO texts and breadcrumbs are the profile frame's business, not these pages'.
    return new Promise(() => undefined);
  });

function renderPage(page: ReactElement, route: string, path: string, loadFeature: () => Promise<Feature> = async () => mfMedia) {
  const view = renderWithPlatform(page, { restCall: server(), route, path });
  // The widget mounts only after the profile has loaded, so the loader can still be replaced here.
  (view.platform.loadFeature as jest.Mock).mockImplementation(loadFeature);
  return view;
}

const propsOf = async (name: string) => JSON.parse((await screen.findByTestId(`widget-${name}`)).textContent ?? '{}');

describe('actor media pages', () => {
  it('lends the video grid from mf-media inside the profile frame', async () => {
    const { platform } = renderPage(<ActorVideosPage />, '/en/amateur/Lena1/videos/', '/en/amateur/:actorName/videos/');
    expect(await propsOf('actorVideos')).toEqual({ actorId: 1, actorName: 'Lena1', classic: false });
    expect(platform.loadFeature).toHaveBeenCalledWith('mf_media', false);
    expect(screen.getByRole('heading', { level: 1, name: 'Lena1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Videos' }).getAttribute('aria-current')).toBe('page');
  });

  it('passes the decoded tag group, and the classic filter', async () => {
    const { unmount } = renderPage(<ActorVideosPage />, '/en/amateur/lena1/videos/tag/High%20heels/', '/en/amateur/:actorName/videos/tag/:tagGroup/');
    expect(await propsOf('actorVideos')).toEqual({ actorId: 1, actorName: 'Lena1', tagGroup: 'High heels', classic: false });
    unmount();
    renderPage(<ActorClassicVideosPage />, '/de/amateur/lena1/videos/klassiker/', '/de/amateur/:actorName/videos/klassiker/');
    expect(await propsOf('actorVideos')).toEqual({ actorId: 1, actorName: 'Lena1', classic: true });
  });

  it('shows a video by id and names it in the title', async () => {
    renderPage(<ActorVideoPage />, '/en/amateur/lena1/videos/42/', '/en/amateur/:actorName/videos/:videoId/');
    expect(await propsOf('videoDetail')).toEqual({ videoId: 42, actorName: 'Lena1' });
    await waitFor(() => expect(document.title).toBe('Beach walk – Lena1 | VISIT-X'));
  });

  it('says a malformed video id does not exist, without asking mf-media', async () => {
    const { platform } = renderPage(<ActorVideoPage />, '/en/amateur/lena1/videos/abc/', '/en/amateur/:actorName/videos/:videoId/');
    expect((await screen.findByTestId('media-id-not-found')).textContent).toBe('This video does not exist.');
    expect(screen.getByRole('heading', { level: 1, name: 'Lena1' })).toBeTruthy();
    expect(platform.loadFeature).not.toHaveBeenCalled();
    expect(document.title).toBe('This video does not exist. | VISIT-X');
  });

  it('lends the album list and an album', async () => {
    const { unmount } = renderPage(<ActorPicturesPage />, '/en/amateur/lena1/pictures/', '/en/amateur/:actorName/pictures/');
    expect(await propsOf('actorAlbums')).toEqual({ actorId: 1, actorName: 'Lena1' });
    expect(screen.getByRole('link', { name: 'Pictures' }).getAttribute('aria-current')).toBe('page');
    unmount();
    renderPage(<ActorAlbumPage />, '/es/amateur/lena1/fotos/7/', '/es/amateur/:actorName/fotos/:albumId/');
    expect(await propsOf('albumDetail')).toEqual({ albumId: 7, actorName: 'Lena1' });
    await waitFor(() => expect(document.title).toBe('Beach walk – Lena1 | VISIT-X'));
  });

  it.each(['0', '99999999999', '-3', '1e3'])('treats album id %s as not found', async (albumId) => {
    renderPage(<ActorAlbumPage />, `/en/amateur/lena1/pictures/${albumId}/`, '/en/amateur/:actorName/pictures/:albumId/');
    expect((await screen.findByTestId('media-id-not-found')).textContent).toBe('This photo album does not exist.');
  });

  it('keeps the profile usable when mf-media cannot be loaded', async () => {
    // React reports the error the widget's boundary catches; here it is the expected outcome.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(<ActorVideosPage />, '/en/amateur/lena1/videos/', '/en/amateur/:actorName/videos/', () => Promise.reject(new Error('mf-media is down')));
    expect(await screen.findByTestId('remote-fallback')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Lena1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'About me' })).toBeTruthy();
    expect(reported).toHaveBeenCalled();
    reported.mockRestore();
  });
});
