import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { VideoStream } from '@vx/shared';
import { FakeVodHls, loadFakeVodHls, stubVideoElement } from '../testing/fakeVodHls';
import { renderWithPlatform as render, type AppUnderTest, type RenderWithPlatformOptions } from '../testing/renderWithPlatform';
import { VideoPlayer, type LiveStream } from './VideoPlayer';

/** The player brings its own words: the app under test has none. */
const PLAYER_ONLY: AppUnderTest = { namespace: 'player-test', locales: { de: {}, en: {}, nl: {}, es: {} }, routes: {} };
const renderWithPlatform = (ui: ReactElement, options?: RenderWithPlatformOptions) => render(PLAYER_ONLY, ui, options);

const TRACK = ['WEBVTT', '', '00:00:00.000 --> 00:00:02.000', '/media/vod/5/sprite-v.png#xywh=0,0,160,90', '', '00:00:02.000 --> 00:00:30.000', '/media/vod/5/sprite-v.png#xywh=160,0,160,90', ''].join('\n');

const stream = (changes: Partial<VideoStream> = {}): VideoStream => ({
  url: '/media/vod/5/master.m3u8?grant=p1',
  thumbnails: '/media/vod/5/thumbnails.vtt?grant=p1',
  isPreview: true,
  previewSeconds: 30,
  needsToken: false,
  expiresAt: 2_000_000_000,
  restriction: 'needPurchase',
  ...changes,
});

/** Lets the dynamic import of hls.js and the thumbnail fetch resolve. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

const timeTo = (seconds: number) => {
  const video = screen.getByTestId('video-element') as HTMLVideoElement;
  Object.defineProperty(video, 'currentTime', { value: seconds, writable: true, configurable: true });
  fireEvent.timeUpdate(video);
};

describe('VideoPlayer', () => {
  let restore: () => void;
  beforeEach(() => {
    FakeVodHls.reset();
    restore = stubVideoElement();
    global.fetch = jest.fn(() => Promise.resolve({ ok: true, text: () => Promise.resolve(TRACK) })) as unknown as typeof fetch;
  });
  afterEach(() => restore());

  it('loads the stream through hls.js and starts loading segments only on play', async () => {
    renderWithPlatform(<VideoPlayer stream={stream()} title="Video 5" loadHls={loadFakeVodHls} />);
    await settle();
    const hls = FakeVodHls.last;
    expect(hls.source).toBe('/media/vod/5/master.m3u8?grant=p1');
    expect(hls.config.autoStartLoad).toBe(false);
    expect(hls.started).toBeNull();
    // A video made on demand answers 503 for a while: the playlists are asked for again.
    expect(hls.config.manifestLoadPolicy?.default.errorRetry.maxNumRetry).toBeGreaterThanOrEqual(4);
    fireEvent.click(screen.getByTestId('big-play'));
    expect(hls.started).toBe(0);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    expect(screen.getByTestId('preview-badge').textContent).toBe('Preview · 0:30');
  });

  it("sends the guest's access token only for a stream signed for them", async () => {
    const view = renderWithPlatform(<VideoPlayer stream={stream()} title="Video 5" loadHls={loadFakeVodHls} />);
    view.platform.rest.mediaHeaders = () => ({ Authorization: 'Bearer guest-token' });
    await settle();
    expect(FakeVodHls.last.headers()).toEqual({});
    view.rerender(<VideoPlayer stream={stream({ url: '/media/vod/5/master.m3u8?grant=w1', isPreview: false, needsToken: true, restriction: null })} title="Video 5" loadHls={loadFakeVodHls} />);
    await settle();
    expect(FakeVodHls.instances[0]!.destroyed).toBe(true);
    expect(FakeVodHls.last.headers()).toEqual({ Authorization: 'Bearer guest-token' });
  });

  it('stops a preview at its end and shows what comes after it, with a replay', async () => {
    const onPreviewEnd = jest.fn();
    renderWithPlatform(<VideoPlayer stream={stream({ previewSeconds: 4 })} title="Video 5" previewEnd={<p>Buy it</p>} onPreviewEnd={onPreviewEnd} loadHls={loadFakeVodHls} />);
    await settle();
    fireEvent.click(screen.getByTestId('big-play'));
    timeTo(2);
    expect(screen.queryByTestId('preview-end')).toBeNull();
    timeTo(3.95);
    expect(onPreviewEnd).toHaveBeenCalledTimes(1);
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    const end = screen.getByTestId('preview-end');
    expect(end.textContent).toContain('The preview has ended');
    expect(end.textContent).toContain('Buy it');
    fireEvent.click(screen.getByRole('button', { name: 'Watch the preview again' }));
    expect(screen.queryByTestId('preview-end')).toBeNull();
  });

  it('plays a whole video to its end without stopping at the preview length', async () => {
    const onPreviewEnd = jest.fn();
    renderWithPlatform(<VideoPlayer stream={stream({ isPreview: false, previewSeconds: 120, restriction: null })} title="Video 5" onPreviewEnd={onPreviewEnd} loadHls={loadFakeVodHls} />);
    await settle();
    fireEvent.click(screen.getByTestId('big-play'));
    timeTo(45);
    fireEvent.ended(screen.getByTestId('video-element'));
    expect(onPreviewEnd).not.toHaveBeenCalled();
    expect(screen.queryByTestId('preview-end')).toBeNull();
    expect(screen.getByTestId('player-time').textContent).toBe('0:45 / 2:00');
  });

  it('shows the thumbnail of the moment under the pointer on the seek bar, and seeks', async () => {
    renderWithPlatform(<VideoPlayer stream={stream()} title="Video 5" loadHls={loadFakeVodHls} />);
    await settle();
    const bar = screen.getByRole('slider', { name: 'Position in the video' });
    bar.getBoundingClientRect = () => ({ left: 100, width: 300, top: 0, height: 20, right: 400, bottom: 20, x: 100, y: 0, toJSON: () => null });
    fireEvent.mouseMove(bar, { clientX: 100 + 150 });
    const thumb = screen.getByTestId('scrubber-thumbnail');
    expect(thumb.style.backgroundImage).toBe('url("/media/vod/5/sprite-v.png")');
    expect(thumb.style.backgroundPosition).toBe('-160px 0px');
    expect(screen.getByTestId('scrubber-preview').textContent).toBe('0:15');
    fireEvent.mouseMove(bar, { clientX: 101 });
    expect(screen.getByTestId('scrubber-thumbnail').style.backgroundPosition).toBe('0px 0px');
    fireEvent.mouseLeave(bar);
    expect(screen.queryByTestId('scrubber-preview')).toBeNull();
    fireEvent.change(bar, { target: { value: '12' } });
    expect((screen.getByTestId('video-element') as HTMLVideoElement).currentTime).toBe(12);
    expect(global.fetch).toHaveBeenCalledWith('/media/vod/5/thumbnails.vtt?grant=p1', expect.anything());
  });

  it('tells a failed stream in the language of the page and asks for a new URL on retry', async () => {
    const onRetry = jest.fn();
    renderWithPlatform(<VideoPlayer stream={stream()} title="Video 5" onRetry={onRetry} loadHls={loadFakeVodHls} />, { language: 'de' });
    await settle();
    act(() => FakeVodHls.last.fatal());
    expect(screen.getByTestId('player-notice').textContent).toBe('Das Video kann gerade nicht abgespielt werden.');
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await settle();
    expect(FakeVodHls.instances).toHaveLength(2);
  });

  it('says when the browser can play no HLS at all', async () => {
    FakeVodHls.supported = false;
    renderWithPlatform(<VideoPlayer stream={stream()} title="Video 5" loadHls={loadFakeVodHls} />);
    await settle();
    expect(screen.getByTestId('player-notice').textContent).toBe('This browser cannot play the video.');
  });

  describe('live', () => {
    const live = (grant: string): LiveStream => ({ url: `/media/tv/live/master.m3u8?grant=${grant}`, needsToken: false, isLive: true });

    it('starts muted at the live edge, with a LIVE badge and no seek bar', async () => {
      renderWithPlatform(<VideoPlayer stream={live('g1')} title="TV" loadHls={loadFakeVodHls} />);
      await settle();
      const hls = FakeVodHls.last;
      expect(hls.config.startPosition).toBe(-1);
      expect(hls.started).toBe(-1);
      expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
      expect((screen.getByTestId('video-element') as HTMLVideoElement).muted).toBe(true);
      expect(screen.getByTestId('live-badge').textContent).toBe('Live');
      expect(screen.queryByTestId('scrubber')).toBeNull();
      expect(screen.queryByTestId('player-time')).toBeNull();
      expect(screen.getByTestId('video-player').dataset.live).toBe('true');
    });

    it('takes a renewed grant on the next playlist request without reloading', async () => {
      const view = renderWithPlatform(<VideoPlayer stream={live('g1')} title="TV" loadHls={loadFakeVodHls} />);
      await settle();
      view.rerender(<VideoPlayer stream={live('g2')} title="TV" loadHls={loadFakeVodHls} />);
      await settle();
      expect(FakeVodHls.instances).toHaveLength(1);
      expect(FakeVodHls.last.opened('http://localhost/media/tv/live/720p/live.m3u8?grant=g1')).toBe('http://localhost/media/tv/live/720p/live.m3u8?grant=g2');
    });

    it('asks for a new grant when the stream is refused and plays on with it', async () => {
      const onRetry = jest.fn();
      const view = renderWithPlatform(<VideoPlayer stream={live('g1')} title="TV" onRetry={onRetry} loadHls={loadFakeVodHls} />);
      await settle();
      act(() => FakeVodHls.last.fatal(403));
      expect(onRetry).toHaveBeenCalledTimes(1);
      view.rerender(<VideoPlayer stream={live('g2')} title="TV" onRetry={onRetry} loadHls={loadFakeVodHls} />);
      await settle();
      expect(FakeVodHls.instances).toHaveLength(2);
      expect(FakeVodHls.last.source).toBe('/media/tv/live/master.m3u8?grant=g2');
      expect(screen.queryByTestId('player-notice')).toBeNull();
    });
  });
});
