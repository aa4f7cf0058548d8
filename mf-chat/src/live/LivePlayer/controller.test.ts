import { CHAT_TIMINGS } from '@vx/shared';
import { FakeHls } from '../../testing/fakeHls';
import { grantOf, StreamController, streamKeyOf, type HlsClass, type StreamState } from './controller';

const Hls = FakeHls as unknown as HlsClass;

function setup({ maxAttempts = CHAT_TIMINGS.maxAttempts.start as number, hasMse = true, native = false, url = '/live/1/master.m3u8?grant=g1' } = {}) {
  const video = document.createElement('video');
  const play = jest.fn(() => Promise.resolve());
  video.play = play;
  video.load = jest.fn();
  video.canPlayType = () => (native ? 'maybe' : '');
  const states: StreamState[] = [];
  const current = { url, grant: grantOf(url) };
  const loadHls = jest.fn(() => Promise.resolve(Hls));
  const controller = new StreamController({
    video,
    getUrl: () => current.url,
    getGrant: () => current.grant,
    loadHls,
    maxAttempts,
    hasMse: () => hasMse,
    onChange: (state) => states.push(state),
  });
  return { video, play, states, current, loadHls, controller, state: () => controller.getState() };
}

/** Lets the hls.js "chunk" (a resolved promise) arrive. */
const settle = () => jest.advanceTimersByTimeAsync(0);

describe('the live stream state machine', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    FakeHls.reset();
  });
  afterEach(() => jest.useRealTimers());

  it('plays with hls.js in low-latency mode and sends the newest grant as a header', async () => {
    const { controller, video, play, current, state } = setup();
    controller.start();
    await settle();
    const hls = FakeHls.last;
    expect(hls.config).toMatchObject({ lowLatencyMode: true, liveSyncDurationCount: 2 });
    expect(hls.source).toBe('/live/1/master.m3u8?grant=g1');
    expect(hls.media).toBe(video);
    hls.parsed([360, 720]);
    expect(play).toHaveBeenCalled();
    expect(state().levels).toEqual([360, 720]);
    video.dispatchEvent(new Event('playing'));
    expect(state()).toMatchObject({ status: 'playing', attempt: 0 });
    expect(hls.grantHeader()).toBe('g1');
    current.grant = 'g2'; // the next liveChatState renewed it
    expect(hls.grantHeader()).toBe('g2');
  });

  it('tries a start twice, CHAT_TIMINGS.startRetryMs apart, then fails', async () => {
    const { controller, state } = setup();
    controller.start();
    await settle();
    FakeHls.last.fatal('networkError');
    expect(state()).toMatchObject({ status: 'retrying', attempt: 2 });
    expect(FakeHls.last.destroyed).toBe(true);
    await jest.advanceTimersByTimeAsync(CHAT_TIMINGS.startRetryMs - 1);
    expect(FakeHls.instances).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(FakeHls.instances).toHaveLength(2);
    FakeHls.last.fatal('networkError');
    expect(state().status).toBe('failed');
    await jest.advanceTimersByTimeAsync(60_000);
    expect(FakeHls.instances).toHaveLength(2);
  });

  it('gives a preview one start attempt only', async () => {
    const { controller, state } = setup({ maxAttempts: CHAT_TIMINGS.maxAttempts.preview });
    controller.start();
    await settle();
    FakeHls.last.fatal('networkError');
    expect(state().status).toBe('failed');
    await jest.advanceTimersByTimeAsync(60_000);
    expect(FakeHls.instances).toHaveLength(1);
  });

  it('recovers a media error after CHAT_TIMINGS.hlsRecoverMs, and restarts on a second one', async () => {
    const { controller, video, state } = setup();
    controller.start();
    await settle();
    const hls = FakeHls.last;
    hls.parsed();
    video.dispatchEvent(new Event('playing'));
    hls.fatal('mediaError');
    expect(state().status).toBe('recovering');
    await jest.advanceTimersByTimeAsync(CHAT_TIMINGS.hlsRecoverMs - 1);
    expect(hls.recoverMediaError).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(hls.recoverMediaError).toHaveBeenCalledTimes(1);
    hls.fatal('mediaError');
    expect(hls.recoverMediaError).toHaveBeenCalledTimes(1);
    expect(hls.destroyed).toBe(true);
    expect(state().status).toBe('retrying');
  });

  it('starts a stream that broke after CHAT_TIMINGS.streamRetryMs, with its start attempts anew', async () => {
    const { controller, video, state } = setup();
    controller.start();
    await settle();
    FakeHls.last.parsed();
    video.dispatchEvent(new Event('playing'));
    FakeHls.last.fatal('networkError');
    expect(state()).toMatchObject({ status: 'retrying', attempt: 1 });
    await jest.advanceTimersByTimeAsync(CHAT_TIMINGS.streamRetryMs - 1);
    expect(FakeHls.instances).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(FakeHls.instances).toHaveLength(2);
    // The new start fails: one more attempt after startRetryMs, then it has failed.
    FakeHls.last.fatal('networkError');
    expect(state()).toMatchObject({ status: 'retrying', attempt: 2 });
    await jest.advanceTimersByTimeAsync(CHAT_TIMINGS.startRetryMs);
    expect(FakeHls.instances).toHaveLength(3);
    FakeHls.last.fatal('networkError');
    expect(state().status).toBe('failed');
  });

  it('shows the bad-connection notice after CHAT_TIMINGS.badConnectionWaitMs without a picture, until it plays', async () => {
    const { controller, video, state } = setup();
    controller.start();
    await settle();
    await jest.advanceTimersByTimeAsync(CHAT_TIMINGS.badConnectionWaitMs - 1);
    expect(state().badConnection).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(state().badConnection).toBe(true);
    video.dispatchEvent(new Event('playing'));
    expect(state().badConnection).toBe(false);
    // Buffering while playing: the notice waits its time again.
    video.dispatchEvent(new Event('waiting'));
    await jest.advanceTimersByTimeAsync(CHAT_TIMINGS.badConnectionWaitMs - 1);
    expect(state().badConnection).toBe(false);
    video.dispatchEvent(new Event('playing'));
    await jest.advanceTimersByTimeAsync(CHAT_TIMINGS.badConnectionWaitMs);
    expect(state().badConnection).toBe(false);
  });

  it('switches quality by height and back to auto', async () => {
    const { controller, state } = setup();
    controller.start();
    await settle();
    FakeHls.last.parsed([360, 720]);
    controller.setQuality(720);
    expect(FakeHls.last.nextLevel).toBe(1);
    expect(state().quality).toBe(720);
    controller.setQuality('auto');
    expect(FakeHls.last.nextLevel).toBe(-1);
  });

  it('plays natively without Media Source Extensions and never loads hls.js', async () => {
    const { controller, video, loadHls, state, current } = setup({ hasMse: false, native: true });
    controller.start();
    await settle();
    expect(loadHls).not.toHaveBeenCalled();
    expect(video.getAttribute('src')).toBe('/live/1/master.m3u8?grant=g1');
    expect(state().native).toBe(true);
    video.dispatchEvent(new Event('playing'));
    // A broken native stream comes back with the newest URL (its grant renewed meanwhile).
    current.url = '/live/1/master.m3u8?grant=g2';
    video.dispatchEvent(new Event('error'));
    await jest.advanceTimersByTimeAsync(CHAT_TIMINGS.streamRetryMs);
    expect(video.getAttribute('src')).toBe('/live/1/master.m3u8?grant=g2');
  });

  it('says so when the browser can play no HLS at all', async () => {
    const { controller, state } = setup({ hasMse: false, native: false });
    controller.start();
    await settle();
    expect(state().status).toBe('unsupported');
  });

  it('stops everything on destroy: no timer fires, hls.js is released', async () => {
    const { controller, states } = setup();
    controller.start();
    await settle();
    FakeHls.last.fatal('networkError');
    const seen = states.length;
    controller.destroy();
    expect(FakeHls.last.destroyed).toBe(true);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(FakeHls.instances).toHaveLength(1);
    expect(states).toHaveLength(seen);
  });

  it('asks for a tap when even muted autoplay is refused', async () => {
    const { controller, play, state } = setup();
    play.mockImplementation(() => Promise.reject(Object.assign(new Error('no'), { name: 'NotAllowedError' })));
    controller.start();
    await settle();
    FakeHls.last.parsed();
    await settle();
    expect(state().needsTap).toBe(true);
  });
});

describe('stream URLs', () => {
  it('reads the grant and keeps the stream apart from it', () => {
    expect(grantOf('/live/3/master.m3u8?grant=abc.def')).toBe('abc.def');
    expect(streamKeyOf('/live/3/master.m3u8?grant=a')).toBe(streamKeyOf('/live/3/master.m3u8?grant=b'));
    expect(streamKeyOf('/live/3/master.m3u8?grant=a')).not.toBe(streamKeyOf('/live/4/master.m3u8?grant=a'));
  });
});
