/**
 * The live playlists of an emulated camera, computed from the wall clock: segment n of the stream
 * started at n × segment length since the epoch and shows segment (n + phase) mod L of the loop.
 * Nothing is kept between requests, so every server node answers the same playlist at the same
 * moment, and a player reloading it sees the window slide by one segment a second.
 */

export interface Loop {
  /** Segments in the loop. */
  length: number;
  segmentMs: number;
  /** Shifts where this actor's loop wraps, so streams sharing a clip do not show the same frame. */
  phase: number;
}

export interface WindowSegment {
  /** Its media sequence number: whole segments since the epoch. */
  sequence: number;
  /** Which segment of the encoded loop it plays. */
  loopIndex: number;
  /** The loop wraps here: timestamps jump back, so the player must be told. */
  discontinuity: boolean;
  startMs: number;
}

export interface LiveWindow {
  mediaSequence: number;
  discontinuitySequence: number;
  segments: WindowSegment[];
}

/** Segments listed: enough for hls.js to start three segments behind the edge with room to spare. */
export const WINDOW_SEGMENTS = 5;

const mod = (value: number, divisor: number) => ((value % divisor) + divisor) % divisor;

/**
 * The segments a playlist lists at `nowMs`: the last `size` that have completely "happened". A
 * wrap (loop index 0) carries a discontinuity. The discontinuity sequence counts the wraps between
 * `originMs` and the window (those that have slid out of it), so for one origin segment n always
 * belongs to discontinuity floor((n + phase) / L) - base, whichever playlist a player read it from.
 *
 * Why an origin and not the epoch: hls.js keeps a sparse array indexed by discontinuity number and
 * walks it from 0 on every playlist reload, so a number counted since 1970 (about 3 × 10^8) stalls
 * the player for seconds. The master playlist stamps its variant URLs with the moment it was read
 * (routes.ts), which keeps the numbers in the hundreds for a long session.
 */
export function liveWindow(loop: Loop, nowMs: number, originMs: number, size = WINDOW_SEGMENTS): LiveWindow {
  const last = Math.floor(nowMs / loop.segmentMs) - 1;
  const first = last - size + 1;
  const segments: WindowSegment[] = [];
  for (let sequence = first; sequence <= last; sequence++) {
    const loopIndex = mod(sequence + loop.phase, loop.length);
    segments.push({ sequence, loopIndex, discontinuity: loopIndex === 0, startMs: sequence * loop.segmentMs });
  }
  // The earliest first segment a playlist read at the origin lists; never later than now.
  const originFirst = Math.floor(Math.min(originMs, nowMs) / loop.segmentMs) - size;
  const base = Math.floor((originFirst + loop.phase - 1) / loop.length);
  return {
    mediaSequence: first,
    // The tags before the first segment that are gone from the window; one on the first segment itself stays.
    discontinuitySequence: Math.floor((first + loop.phase - 1) / loop.length) - base,
    segments,
  };
}

export interface SegmentRef {
  uri: string;
  /** Seconds, as the encoder measured it. */
  duration: number;
}

/** A live media playlist (RFC 8216): no ENDLIST, so a player keeps reloading it. */
export function mediaPlaylist(window: LiveWindow, segment: (loopIndex: number) => SegmentRef): string {
  const refs = window.segments.map((entry) => ({ entry, ref: segment(entry.loopIndex) }));
  const target = Math.max(1, ...refs.map(({ ref }) => Math.round(ref.duration)));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${target}`,
    `#EXT-X-MEDIA-SEQUENCE:${window.mediaSequence}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${window.discontinuitySequence}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
  ];
  for (const { entry, ref } of refs) {
    if (entry.discontinuity) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(entry.startMs).toISOString()}`, `#EXTINF:${ref.duration.toFixed(3)},`, ref.uri);
  }
  return `${lines.join('\n')}\n`;
}

export interface Variant {
  uri: string;
  /** Peak bits per second of a segment, as RFC 8216 asks. */
  bandwidth: number;
  averageBandwidth: number;
  width: number;
  height: number;
  frameRate: number;
  codecs: string;
}

export function masterPlaylist(variants: readonly Variant[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const variant of variants) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${variant.bandwidth},AVERAGE-BANDWIDTH=${variant.averageBandwidth},` +
        `RESOLUTION=${variant.width}x${variant.height},FRAME-RATE=${variant.frameRate.toFixed(3)},CODECS="${variant.codecs}"`,
      variant.uri,
    );
  }
  return `${lines.join('\n')}\n`;
}
