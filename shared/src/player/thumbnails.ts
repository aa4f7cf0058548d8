/** One cue of a WebVTT thumbnail track: from `start` to `end` seconds, this tile of a sprite. */
export interface ThumbnailCue {
  start: number;
  end: number;
  url: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const seconds = (clock: string): number => {
  const parts = clock.trim().split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
};

/**
 * Parses a WebVTT thumbnail track (server/docs/video-playback.md): each cue's text is an image URL
 * with a media fragment `#xywh=x,y,w,h` naming its tile of the sprite. Relative URLs are resolved
 * against the track's own URL. Cues without a tile are skipped.
 */
export function parseThumbnailTrack(text: string, trackUrl: string): ThumbnailCue[] {
  const cues: ThumbnailCue[] = [];
  for (const block of text.replace(/\r/g, '').split(/\n{2,}/)) {
    const lines = block.split('\n').filter((line) => line.trim() !== '');
    const timing = lines.findIndex((line) => line.includes('-->'));
    const target = timing >= 0 ? lines[timing + 1] : undefined;
    const match = target?.match(/^(.*)#xywh=(\d+),(\d+),(\d+),(\d+)$/);
    if (!match) continue;
    const [from, to] = lines[timing]!.split('-->');
    cues.push({
      start: seconds(from!),
      end: seconds(to!.trim().split(/\s+/)[0]!),
      url: new URL(match[1]!, new URL(trackUrl, 'http://localhost')).pathname,
      x: Number(match[2]),
      y: Number(match[3]),
      width: Number(match[4]),
      height: Number(match[5]),
    });
  }
  return cues;
}

/** The cue shown at a moment (the last one for the very end). */
export function cueAt(cues: readonly ThumbnailCue[], time: number): ThumbnailCue | null {
  return cues.find((cue) => time >= cue.start && time < cue.end) ?? (cues.length > 0 && time >= cues[cues.length - 1]!.end ? cues[cues.length - 1]! : null);
}
