import { screen, waitFor, within } from '@testing-library/react';
import { FakeVodHls, stubVideoElement } from '@vx/shared/testing';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { restBy, slot } from '../../testing/tv';
import LivestreamPage from './LivestreamPage';

jest.mock('hls.js/light', () => ({ __esModule: true, default: jest.requireActual('@vx/shared/testing').FakeVodHls }));

const liveStream = (grant: string) => ({ type: 'live', restriction: null, stream: { url: `/media/tv/live/master.m3u8?grant=${grant}`, expiresAt: 2_000_000_000, isLive: true, needsToken: false } });

describe('LivestreamPage', () => {
  let restore: () => void;
  beforeEach(() => {
    FakeVodHls.reset();
    restore = stubVideoElement();
  });
  afterEach(() => restore());

  it('plays free TV to a visitor at once, with the program from the slot on air', async () => {
    const restCall = restBy({ 'tv/stream/live': liveStream('g1'), 'tv/program/live': { type: 'live', items: [slot(1), slot(2), slot(3)] } });
    renderWithPlatform(<LivestreamPage />, { restCall });
    const player = await screen.findByTestId('tv-player');
    expect(player.dataset.channel).toBe('live');
    await waitFor(() => expect(FakeVodHls.last.source).toBe('/media/tv/live/master.m3u8?grant=g1'));
    expect(FakeVodHls.last.started).toBe(-1);
    expect(within(player).getByTestId('live-badge').textContent).toBe('Live');
    const slots = await screen.findAllByTestId('tv-program-slot');
    expect(slots).toHaveLength(3);
    expect(slots[0]!.getAttribute('aria-current')).toBe('true');
    expect(screen.queryByTestId('tv-gate')).toBeNull();
    // The program asks from the slot on air, with the cache-busting timestamp.
    const [, options] = restCall.mock.calls.find(([path]) => path === 'tv/program/live')!;
    expect(options!.payload).toEqual({ limit: 10, _: expect.any(Number) });
  });

  it('asks tv/stream again for a new grant when the stream is refused, and plays on with it', async () => {
    let grant = 'g1';
    const restCall = restBy({ 'tv/stream/live': () => liveStream(grant), 'tv/program/live': { type: 'live', items: [] } });
    renderWithPlatform(<LivestreamPage />, { restCall });
    await waitFor(() => expect(FakeVodHls.instances).toHaveLength(1));
    grant = 'g2';
    FakeVodHls.last.fatal(403);
    await waitFor(() => expect(FakeVodHls.last.source).toBe('/media/tv/live/master.m3u8?grant=g2'));
    expect(restCall.mock.calls.filter(([path]) => path === 'tv/stream/live')).toHaveLength(2);
  });
});
