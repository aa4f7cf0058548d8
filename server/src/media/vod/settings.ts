import { createHash } from 'node:crypto';
import { CLIP, CLIP_VERSION } from '../live/settings';

/**
 * What a video's encoded file is (docs/video-playback.md): a short title card of its own (her
 * character over her backdrop with the video's title) followed by her camera's loop (media/live),
 * repeated in the playlist until the video's `duration`. Only the card is encoded per video, so a
 * seed of 2,000 videos costs 2,000 two-second encodes, not 2,000 full-length ones.
 */
export const VOD = {
  /** Seconds of the title card: two one-second segments, the clip's segment length. */
  cardSeconds: 2,
  /** One thumbnail tile, pixels (16:9). */
  thumbWidth: 160,
  thumbHeight: 90,
  /** Spec 001 §9 "video thumbnails first 100": at most this many cues in a thumbnail track. */
  maxThumbnailCues: 100,
} as const;

/** Bump when the card's drawing or encoding changes in a way the values above do not show. */
const CARD_REVISION = 1;

/** The cache folder's name: changes with the live clip's version too, whose segments a video plays. */
export const VOD_VERSION = createHash('sha256')
  .update(JSON.stringify({ VOD, CLIP_VERSION, CARD_REVISION }))
  .digest('hex')
  .slice(0, 8);

export const SEGMENT_SECONDS = CLIP.segmentSeconds;
