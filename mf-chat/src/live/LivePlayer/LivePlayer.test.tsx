import { act, fireEvent, screen } from '@testing-library/react';
import { FakeHls, withFakePlayer } from '../../testing/fakeHls';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { LivePlayer } from './LivePlayer';

let mockHlsLoads = 0;
jest.mock('hls.js/light', () => {
  mockHlsLoads += 1;
  return jest.requireActual('../../testing/fakeHls').fakeHlsModule;
});

/** Lets the dynamic import of the hls.js chunk resolve. */
const settle = () => act(() => jest.advanceTimersByTimeAsync(0));

describe('LivePlayer', () => {
  withFakePlayer();

  it('loads hls.js on play, muted, with a tap-to-unmute button', async () => {
    renderWithPlatform(<LivePlayer streamUrl="/live/1/master.m3u8?grant=g1" label="Lena live" />);
    const video = screen.getByTestId('live-video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(screen.getByTestId('player-notice').textContent).toBe('Connecting to the live stream…');
    await settle();
    expect(mockHlsLoads).toBe(1);
    expect(FakeHls.last.source).toBe('/live/1/master.m3u8?grant=g1');
    fireEvent.click(screen.getByTestId('unmute-button'));
    expect(video.muted).toBe(false);
    expect(screen.queryByTestId('unmute-button')).toBeNull();
  });

  it('offers auto, 360p and 720p, and switches the rendition', async () => {
    renderWithPlatform(<LivePlayer streamUrl="/live/1/master.m3u8?grant=g1" label="Lena live" />);
    await settle();
    act(() => FakeHls.last.parsed([360, 720]));
    const select = screen.getByTestId('quality-select') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(['Auto', '360p', '720p']);
    fireEvent.change(select, { target: { value: '360' } });
    expect(FakeHls.last.nextLevel).toBe(0);
    expect(select.value).toBe('360');
  });

  it('shows how far behind live it plays', async () => {
    renderWithPlatform(<LivePlayer streamUrl="/live/1/master.m3u8?grant=g1" label="Lena live" />);
    await settle();
    const hls = FakeHls.last;
    act(() => hls.parsed());
    act(() => void screen.getByTestId('live-video').dispatchEvent(new Event('playing')));
    hls.latency = 1.84;
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(screen.getByTestId('live-latency').textContent).toContain('1.8 s behind live');
    expect(screen.queryByTestId('player-notice')).toBeNull();
  });

  it('keeps the stream when only the grant is renewed, and sends the new grant', async () => {
    const view = renderWithPlatform(<LivePlayer streamUrl="/live/1/master.m3u8?grant=g1" label="Lena live" />);
    await settle();
    view.rerender(<LivePlayer streamUrl="/live/1/master.m3u8?grant=g2" label="Lena live" />);
    await settle();
    expect(FakeHls.instances).toHaveLength(1);
    expect(FakeHls.last.grantHeader()).toBe('g2');
    view.rerender(<LivePlayer streamUrl="/live/2/master.m3u8?grant=g3" label="Mia live" />);
    await settle();
    expect(FakeHls.instances).toHaveLength(2);
    expect(FakeHls.instances[0].destroyed).toBe(true);
  });

  it('tells a failed stream, offers another try and reports the failure', async () => {
    const onFailed = jest.fn();
    renderWithPlatform(<LivePlayer streamUrl="/live/1/master.m3u8?grant=g1" label="Lena live" maxAttempts={1} onFailed={onFailed} />, { language: 'de' });
    await settle();
    act(() => FakeHls.last.fatal('networkError'));
    expect(screen.getByTestId('player-notice').textContent).toBe('Der Livestream ist gerade nicht verfügbar.');
    expect(onFailed).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await settle();
    expect(FakeHls.instances).toHaveLength(2);
  });

  it('has a full-screen button that asks the browser for full screen', async () => {
    renderWithPlatform(<LivePlayer streamUrl="/live/1/master.m3u8?grant=g1" label="Lena live" />);
    const button = screen.getByTestId('fullscreen-button');
    const request = jest.fn(() => Promise.resolve());
    (button.closest('[data-stream-status]') as HTMLElement).requestFullscreen = request;
    fireEvent.click(button);
    expect(request).toHaveBeenCalled();
    expect(button.getAttribute('aria-label')).toBe('Full screen');
  });

  it('is bare in a tile: muted, without controls or notices', async () => {
    renderWithPlatform(<LivePlayer streamUrl="/live/1/master.m3u8?grant=g1" label="Lena live" variant="tile" />);
    await settle();
    expect(screen.getByTestId('live-video')).toBeTruthy();
    expect(screen.queryByTestId('unmute-button')).toBeNull();
    expect(screen.queryByTestId('fullscreen-button')).toBeNull();
    expect(screen.queryByTestId('player-notice')).toBeNull();
  });
});
