import { createHash } from 'node:crypto';

/**
 * What every emulated camera is: a short loop at a low frame rate, cut in segments of one second
 * (one keyframe each, so a player can join at any segment), in two renditions. Changing anything
 * here changes CLIP_VERSION and with it the cache folder, so old clips are never served again.
 */
export const CLIP = {
  fps: 12,
  segmentSeconds: 1,
  /** Loop length in segments (seconds): long enough for a blink, a smile and a tilt, short to encode. */
  segments: 6,
  audioSampleRate: 48_000,
} as const;

export type RenditionName = '720p' | '360p';

export interface RenditionSpec {
  name: RenditionName;
  width: number;
  height: number;
  /** Cap for x264's rate control, kilobits per second; flat cartoons need far less on average. */
  maxrateKbps: number;
}

/** Highest first: the order of the master playlist, whose first variant Safari starts with. */
export const RENDITIONS: readonly RenditionSpec[] = [
  { name: '720p', width: 1280, height: 720, maxrateKbps: 1_500 },
  { name: '360p', width: 640, height: 360, maxrateKbps: 600 },
];

export const RENDITION_NAMES = RENDITIONS.map((rendition) => rendition.name);

/** Bump when the drawing or the ffmpeg command changes in a way the values above do not show. */
const GENERATOR_REVISION = 1;

/** Eight hex digits naming this generator's output: the cache folder and every segment URL carry it. */
export const CLIP_VERSION = createHash('sha256')
  .update(JSON.stringify({ CLIP, RENDITIONS, GENERATOR_REVISION }))
  .digest('hex')
  .slice(0, 8);
