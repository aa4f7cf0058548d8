import type { HlsClass } from './controller';

/**
 * hls.js (its light build: no subtitles, alternate audio, DRM or CMCD, which a cam stream has not)
 * as a chunk of its own, loaded only when a stream is about to play.
 */
export const loadHls = (): Promise<HlsClass> =>
  import(/* webpackChunkName: "hls" */ 'hls.js/light').then((module) => module.default as unknown as HlsClass);
