import { cueAt, parseThumbnailTrack } from './thumbnails';

const track = ['WEBVTT', '', '00:00:00.000 --> 00:00:02.000', '/media/vod/5/sprite-ab.png#xywh=0,0,160,90', '', '00:00:02.000 --> 00:01:04.500', 'sprite-ab.png#xywh=160,0,160,90', '', '00:01:04.500 --> 00:01:05.000', 'no-tile.png', ''].join('\n');

describe('thumbnail track', () => {
  it('reads each cue with its sprite tile, resolving relative URLs against the track', () => {
    const cues = parseThumbnailTrack(track, '/media/vod/5/thumbnails.vtt?grant=g');
    expect(cues).toEqual([
      { start: 0, end: 2, url: '/media/vod/5/sprite-ab.png', x: 0, y: 0, width: 160, height: 90 },
      { start: 2, end: 64.5, url: '/media/vod/5/sprite-ab.png', x: 160, y: 0, width: 160, height: 90 },
    ]);
  });

  it('finds the cue of a moment, the last one past the end, none before any', () => {
    const cues = parseThumbnailTrack(track, '/media/vod/5/thumbnails.vtt');
    expect(cueAt(cues, 1.9)?.x).toBe(0);
    expect(cueAt(cues, 2)?.x).toBe(160);
    expect(cueAt(cues, 99)?.x).toBe(160);
    expect(cueAt([], 3)).toBeNull();
  });
});
