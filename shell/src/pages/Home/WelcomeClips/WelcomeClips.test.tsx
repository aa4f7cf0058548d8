import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithPlatform } from '../../../testing/renderWithPlatform';
import { welcomeClipsKey, type WelcomeClip } from './welcomeClips';
import { WelcomeClipsSlot } from './WelcomeClipsSlot';

const fakeHls = { loadSource: jest.fn(), attachMedia: jest.fn(), destroy: jest.fn() };
jest.mock('@vx/shared/player', () => ({
  loadHls: async () => Object.assign(jest.fn(() => fakeHls), { isSupported: () => true }),
}));

const clip = (id: number, name: string): WelcomeClip => ({
  id,
  hls: `/media/vod/${id}/master.m3u8`,
  preview: `/media/vod/${id}/poster.jpg`,
  video: { quality: { p720: `/media/vod/${id}/720p.m3u8`, p360: `/media/vod/${id}/360p.m3u8` } },
  model: { id: id * 10, name },
});
const CLIPS = [clip(1, 'Lena'), clip(2, 'Mia')];

/** IntersectionObserver as the browser's: the test says when an element comes on screen. */
const observed: { element: Element; callback: IntersectionObserverCallback }[] = [];
function show(testId: string, isIntersecting = true) {
  act(() => {
    for (const { element, callback } of observed) {
      if (element.getAttribute('data-testid') === testId) callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  });
}

let nativeHls = false;
beforeEach(() => {
  observed.length = 0;
  nativeHls = false;
  jest.clearAllMocks();
  window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => ({
    observe: (element: Element) => observed.push({ element, callback }),
    disconnect: jest.fn(),
  })) as unknown as typeof IntersectionObserver;
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation(() => (nativeHls ? 'maybe' : ''));
});

function render(clips: WelcomeClip[] = CLIPS) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(welcomeClipsKey('en'), clips);
  return renderWithPlatform(<WelcomeClipsSlot />, { route: '/en/', queryClient });
}

describe('the welcome clip rotator on the start page', () => {
  it('keeps its place with a skeleton and loads the rotator only when the place nears the viewport', async () => {
    render();
    expect(screen.getByRole('heading', { level: 2, name: 'TV clips' })).toBeTruthy();
    // Its place is kept, but nothing says "loading" yet: the start page has settled without it.
    expect(screen.getByTestId('welcome-clips-place')).toBeTruthy();
    expect(screen.queryByTestId('skeleton')).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    expect(screen.queryByTestId('welcome-clip-rotator')).toBeNull();
    show('welcome-clips');
    expect(await screen.findByTestId('welcome-clip-rotator')).toBeTruthy();
  });

  it('shows the poster first and plays the muted clip only while it is on screen (hls.js where HLS is not native)', async () => {
    render();
    show('welcome-clips');
    const video = (await screen.findByTestId('welcome-clip-video')) as HTMLVideoElement;
    expect(video.getAttribute('poster')).toBe('/media/vod/1/poster.jpg');
    expect(video.muted).toBe(true);
    expect(fakeHls.loadSource).not.toHaveBeenCalled();
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();

    show('welcome-clip-video');
    await act(async () => undefined);
    expect(fakeHls.loadSource).toHaveBeenCalledWith('/media/vod/1/master.m3u8');
    expect(fakeHls.attachMedia).toHaveBeenCalledWith(video);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();

    show('welcome-clip-video', false);
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
  });

  it('plays the playlist itself where the browser plays HLS (Safari)', async () => {
    nativeHls = true;
    render();
    show('welcome-clips');
    const video = (await screen.findByTestId('welcome-clip-video')) as HTMLVideoElement;
    show('welcome-clip-video');
    expect(video.getAttribute('src')).toBe('/media/vod/1/master.m3u8');
    expect(fakeHls.loadSource).not.toHaveBeenCalled();
  });

  it('links the model to her profile and rotates to the next clip when one ends, round and round', async () => {
    render();
    show('welcome-clips');
    expect((await screen.findByTestId('welcome-clip-model')).getAttribute('href')).toBe('/en/amateur/lena/');
    show('welcome-clip-video');
    await act(async () => undefined);
    fireEvent.ended(screen.getByTestId('welcome-clip-video'));
    expect(screen.getByTestId('welcome-clip-model').textContent).toBe('Mia');
    expect(screen.getByTestId('welcome-clip-video').getAttribute('poster')).toBe('/media/vod/2/poster.jpg');
    // The next clip plays on in the video that took the place.
    show('welcome-clip-video');
    await act(async () => undefined);
    expect(fakeHls.loadSource).toHaveBeenLastCalledWith('/media/vod/2/master.m3u8');
    expect(fakeHls.destroy).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Next clip' }));
    expect(screen.getByTestId('welcome-clip-model').textContent).toBe('Lena');
    fireEvent.click(screen.getByRole('button', { name: 'Previous clip' }));
    expect(screen.getByLabelText('Clip 2 of 2 with Mia')).toBeTruthy();
  });

  it('pauses at the guest’s press', async () => {
    render();
    show('welcome-clips');
    await screen.findByTestId('welcome-clip-video');
    show('welcome-clip-video');
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says so when there are no clips', async () => {
    render([]);
    show('welcome-clips');
    expect(await screen.findByText('No clips right now.')).toBeTruthy();
  });
});
