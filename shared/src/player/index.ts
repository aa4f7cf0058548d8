/**
 * The video player (`@vx/shared/player`): HLS on demand and live, bundled by each remote that plays
 * video (mf-media, mf-tv) and left out of @vx/shared's main entry, so the start page does not load it.
 */
export { VideoPlayer, type LiveStream, type VideoPlayerProps } from './VideoPlayer';
export { loadHls, type VodHls, type VodHlsClass, type VodHlsConfig } from './loadHls';
export { formatDuration } from './format';
