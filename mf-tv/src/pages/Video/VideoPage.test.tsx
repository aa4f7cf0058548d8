import { act, fireEvent, screen, within } from '@testing-library/react';
import { FakeVodHls, stubVideoElement } from '@vx/shared/testing';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { episode, episodeDetail, restBy } from '../../testing/tv';
import VideoPage from './VideoPage';

jest.mock('hls.js/light', () => ({ __esModule: true, default: jest.requireActual('@vx/shared/testing').FakeVodHls }));

const PATH = '/:lang/tvVideo/:videoId/';
const GUEST = { isLoggedIn: true, id: 7, name: 'hans' };

describe('VideoPage', () => {
  let restore: () => void;
  beforeEach(() => {
    FakeVodHls.reset();
    restore = stubVideoElement();
    global.fetch = jest.fn(() => Promise.resolve({ ok: false, text: () => Promise.resolve('') })) as unknown as typeof fetch;
  });
  afterEach(() => restore());

  it('plays the preview to a guest without the TV subscription, then the gate offers it', async () => {
    const restCall = restBy({ 'tv/video/5': episodeDetail(5), 'tv/suggest/hash000005': { videos: [episode(6), episode(7)] } });
    const view = renderWithPlatform(<VideoPage />, { restCall, route: '/en/tvVideo/5/', path: PATH, guest: GUEST });
    expect(await screen.findByRole('heading', { level: 1, name: 'Episode 5' })).toBeTruthy();
    const player = within(screen.getByTestId('tv-player')).getByTestId('video-player');
    expect(player.dataset.preview).toBe('true');
    expect(screen.getByRole('link', { name: 'Behind the Scenes' }).getAttribute('href')).toBe('/en/tv/mediathek/behind-the-scenes/');
    expect(await screen.findAllByTestId('tv-episode-tile')).toHaveLength(2);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.click(screen.getByTestId('big-play'));
    const video = screen.getByTestId('video-element') as HTMLVideoElement;
    Object.defineProperty(video, 'currentTime', { value: 30, writable: true, configurable: true });
    fireEvent.timeUpdate(video);
    const gate = screen.getByTestId('tv-gate');
    fireEvent.click(within(gate).getByRole('button', { name: 'Subscribe to TV' }));
    expect(view.openFlow).toHaveBeenCalledWith('vxtvabo');
  });

  it('plays the whole episode to a TV subscriber', async () => {
    const whole = episodeDetail(5, { stream: { ...episodeDetail(5).stream!, isPreview: false, previewSeconds: 1500, restriction: null, needsToken: true } });
    renderWithPlatform(<VideoPage />, { restCall: restBy({ 'tv/video/5': whole }), route: '/en/tvVideo/5/', path: PATH, guest: { ...GUEST, hasTvAbo: true } });
    const player = await screen.findByTestId('video-player');
    expect(player.dataset.preview).toBe('false');
    expect(screen.queryByTestId('tv-preview-note')).toBeNull();
  });

  it('shows the not-found state for an id that is no number, without asking', async () => {
    const restCall = restBy({});
    renderWithPlatform(<VideoPage />, { restCall, route: '/en/tvVideo/abc/', path: PATH });
    expect(await screen.findByText('This TV video does not exist.')).toBeTruthy();
    expect(restCall).not.toHaveBeenCalled();
  });
});
