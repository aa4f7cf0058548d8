import { segmentAt, segmentCount, thumbnailTrack, tileAt, vodPlaylist } from './playlist';

const timeline = { card: 2, loop: 6 };

describe('VOD playlists', () => {
  it('plays the card, then the loop, wrapping every six seconds', () => {
    expect([0, 1, 2, 7, 8, 14].map((n) => segmentAt(timeline, n))).toEqual([
      { kind: 'card', index: 0 },
      { kind: 'card', index: 1 },
      { kind: 'loop', index: 0 },
      { kind: 'loop', index: 5 },
      { kind: 'loop', index: 0 },
      { kind: 'loop', index: 0 },
    ]);
  });

  it('lists the whole duration or the preview, with a discontinuity at each wrap and an end', () => {
    expect(segmentCount(45, null)).toBe(45);
    expect(segmentCount(45, 30)).toBe(30);
    expect(segmentCount(20, 30)).toBe(20);
    const text = vodPlaylist(timeline, 15, () => 1, (n) => `${n}.ts?grant=g`);
    const lines = text.trim().split('\n');
    expect(lines.filter((line) => line.endsWith('.ts?grant=g'))).toHaveLength(15);
    // Before segments 2, 8 and 14: the card's end and two wraps.
    expect(lines.filter((line) => line === '#EXT-X-DISCONTINUITY')).toHaveLength(3);
    expect(lines[lines.indexOf('8.ts?grant=g') - 2]).toBe('#EXT-X-DISCONTINUITY');
    expect(lines).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(lines[lines.length - 1]).toBe('#EXT-X-ENDLIST');
  });

  it('writes at most 100 thumbnail cues pointing at the right tile', () => {
    expect([0, 1, 2, 3, 8].map((t) => tileAt(timeline, t))).toEqual([0, 0, 1, 2, 1]);
    const short = thumbnailTrack(timeline, 4, '/s.png');
    expect(short).toContain('00:00:02.000 --> 00:00:03.000\n/s.png#xywh=160,0,160,90');
    const long = thumbnailTrack(timeline, 1_800, '/s.png');
    expect(long.match(/-->/g)).toHaveLength(100);
    expect(long).toContain('00:29:42.000 --> 00:30:00.000');
  });
});
