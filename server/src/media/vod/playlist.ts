import { VOD } from './settings';

/**
 * A video's playlists (pure): its title card, then its actor's camera loop repeated until the
 * video's duration (whole) or the preview's end. Every segment lasts one second, so segment n
 * starts at n s; the loop's timestamps jump back at each wrap, which the playlist marks as a
 * discontinuity (and once where the card ends).
 */

export interface Timeline {
  /** Segments of the card (its first `card` seconds). */
  card: number;
  /** Segments of the camera loop. */
  loop: number;
}

export type SegmentSource = { kind: 'card'; index: number } | { kind: 'loop'; index: number };

/** What segment n of the video plays. */
export function segmentAt(timeline: Timeline, n: number): SegmentSource {
  return n < timeline.card ? { kind: 'card', index: n } : { kind: 'loop', index: (n - timeline.card) % timeline.loop };
}

/** Segments a playlist lists: the video's duration in seconds, or the preview's when shorter. */
export const segmentCount = (duration: number, previewSeconds: number | null) =>
  Math.max(1, previewSeconds === null ? duration : Math.min(duration, previewSeconds));

/** A VOD media playlist (RFC 8216) of `count` segments, each URI from `uri(n)`. */
export function vodPlaylist(timeline: Timeline, count: number, durationOf: (source: SegmentSource) => number, uri: (n: number) => string): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-TARGETDURATION:1', '#EXT-X-MEDIA-SEQUENCE:0', '#EXT-X-PLAYLIST-TYPE:VOD', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (let n = 0; n < count; n++) {
    const source = segmentAt(timeline, n);
    if (source.kind === 'loop' && source.index === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${durationOf(source).toFixed(3)},`, uri(n));
  }
  lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

const clock = (seconds: number) => {
  const hh = Math.floor(seconds / 3600);
  const mm = Math.floor((seconds % 3600) / 60);
  const ss = seconds % 60;
  return `${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}.000`;
};

/** The sprite tile shown at second t: 0 the card, 1 + s second s of the loop. */
export const tileAt = (timeline: Timeline, t: number) => {
  const source = segmentAt(timeline, t);
  return source.kind === 'card' ? 0 : 1 + source.index;
};

/**
 * The WebVTT thumbnail track (seek previews): at most VOD.maxThumbnailCues cues spread over
 * `seconds`, each pointing at its tile of the sprite with a media fragment (#xywh).
 */
export function thumbnailTrack(timeline: Timeline, seconds: number, spriteUrl: string): string {
  const step = Math.max(1, Math.ceil(seconds / VOD.maxThumbnailCues));
  const cues: string[] = ['WEBVTT', ''];
  for (let start = 0; start < seconds; start += step) {
    const end = Math.min(seconds, start + step);
    cues.push(`${clock(start)} --> ${clock(end)}`, `${spriteUrl}#xywh=${tileAt(timeline, start) * VOD.thumbWidth},0,${VOD.thumbWidth},${VOD.thumbHeight}`, '');
  }
  return cues.join('\n');
}
