import { liveWindow, masterPlaylist, mediaPlaylist, WINDOW_SEGMENTS, type Loop } from './playlist';

const loop: Loop = { length: 6, segmentMs: 1_000, phase: 0 };
/** A moment well after the epoch, at a whole second whose sequence wraps the loop. */
const T0 = 1_800_000_000_000;

/** The discontinuity number of every listed segment, as a player counts it. */
function discontinuities(window: ReturnType<typeof liveWindow>): Map<number, number> {
  const numbers = new Map<number, number>();
  let current = window.discontinuitySequence;
  for (const segment of window.segments) {
    if (segment.discontinuity) current++;
    numbers.set(segment.sequence, current);
  }
  return numbers;
}

describe('live playlist arithmetic', () => {
  it('lists the last segments that have completely happened, numbered by whole seconds', () => {
    const window = liveWindow(loop, T0 + 400, T0);
    expect(window.segments).toHaveLength(WINDOW_SEGMENTS);
    const last = window.segments[window.segments.length - 1];
    expect(last.sequence).toBe(T0 / 1000 - 1);
    expect(window.mediaSequence).toBe(window.segments[0].sequence);
    expect(window.segments.map((segment) => segment.sequence)).toEqual(
      Array.from({ length: WINDOW_SEGMENTS }, (_, index) => window.mediaSequence + index),
    );
    expect(last.startMs + loop.segmentMs).toBeLessThanOrEqual(T0 + 400);
    // Within the same second the playlist does not change; the next second slides it by one.
    expect(liveWindow(loop, T0 + 999, T0)).toEqual(window);
    expect(liveWindow(loop, T0 + 1_000, T0).mediaSequence).toBe(window.mediaSequence + 1);
  });

  it('maps the stream onto the loop and marks every wrap as a discontinuity', () => {
    const window = liveWindow({ ...loop, phase: 2 }, T0 + 5_000, T0);
    for (const segment of window.segments) {
      expect(segment.loopIndex).toBe((segment.sequence + 2) % loop.length);
      expect(segment.discontinuity).toBe(segment.loopIndex === 0);
    }
    expect(window.segments.filter((segment) => segment.discontinuity)).toHaveLength(1);
  });

  it('keeps every segment in the same discontinuity, whichever playlist a player read it from', () => {
    for (const phase of [0, 1, 5]) {
      for (const origin of [T0, T0 + 3_700]) {
        const seen = new Map<number, number>();
        for (let second = 0; second < 4 * loop.length; second++) {
          const window = liveWindow({ ...loop, phase }, origin + second * 1_000 + 500, origin);
          expect(window.discontinuitySequence).toBeGreaterThanOrEqual(0);
          for (const [sequence, number] of discontinuities(window)) {
            expect({ phase, sequence, number }).toEqual({ phase, sequence, number: seen.get(sequence) ?? number });
            seen.set(sequence, number);
          }
        }
        // One number per pass of the loop.
        expect(new Set(seen.values()).size).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it('counts discontinuities from the origin, so hls.js never sees epoch-sized numbers', () => {
    const day = liveWindow(loop, T0 + 86_399_000, T0);
    expect(day.discontinuitySequence).toBeLessThanOrEqual(86_400 / loop.length);
    expect(liveWindow(loop, T0 + 500, T0).discontinuitySequence).toBeLessThanOrEqual(1);
    // An origin in the future counts as now.
    expect(liveWindow(loop, T0, T0 + 60_000)).toEqual(liveWindow(loop, T0, T0));
  });

  it('writes a live media playlist: no end, one discontinuity tag per wrap, dated segments', () => {
    const window = liveWindow(loop, T0 + 2_500, T0);
    const text = mediaPlaylist(window, (index) => ({ uri: `c-${index}.ts`, duration: 1 }));
    const lines = text.trim().split('\n');
    expect(lines.slice(0, 6)).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      '#EXT-X-TARGETDURATION:1',
      `#EXT-X-MEDIA-SEQUENCE:${window.mediaSequence}`,
      `#EXT-X-DISCONTINUITY-SEQUENCE:${window.discontinuitySequence}`,
      '#EXT-X-INDEPENDENT-SEGMENTS',
    ]);
    expect(text).not.toContain('ENDLIST');
    expect(lines.filter((line) => line.startsWith('#EXTINF:1.000,'))).toHaveLength(WINDOW_SEGMENTS);
    expect(lines.filter((line) => line === '#EXT-X-DISCONTINUITY')).toHaveLength(window.segments.filter((s) => s.discontinuity).length);
    const wrap = lines.indexOf('#EXT-X-DISCONTINUITY');
    expect(lines[wrap + 1]).toMatch(/^#EXT-X-PROGRAM-DATE-TIME:/);
    expect(lines[wrap + 3]).toBe('c-0.ts');
    expect(lines).toContain(`#EXT-X-PROGRAM-DATE-TIME:${new Date(window.segments[0].startMs).toISOString()}`);
  });

  it('writes a master playlist with each rendition', () => {
    const text = masterPlaylist([
      { uri: '720p/live.m3u8?grant=a.b', bandwidth: 800_000, averageBandwidth: 600_000, width: 1280, height: 720, frameRate: 12, codecs: 'avc1.4d401f,mp4a.40.2' },
      { uri: '360p/live.m3u8?grant=a.b', bandwidth: 300_000, averageBandwidth: 250_000, width: 640, height: 360, frameRate: 12, codecs: 'avc1.4d4016,mp4a.40.2' },
    ]);
    expect(text).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-STREAM-INF:BANDWIDTH=800000,AVERAGE-BANDWIDTH=600000,RESOLUTION=1280x720,FRAME-RATE=12.000,CODECS="avc1.4d401f,mp4a.40.2"',
        '720p/live.m3u8?grant=a.b',
        '#EXT-X-STREAM-INF:BANDWIDTH=300000,AVERAGE-BANDWIDTH=250000,RESOLUTION=640x360,FRAME-RATE=12.000,CODECS="avc1.4d4016,mp4a.40.2"',
        '360p/live.m3u8?grant=a.b',
        '',
      ].join('\n'),
    );
  });
});
