import type { Domain } from '../types';
import { videoListRoutes } from './list-rest';
import { videoPlaybackRoutes } from './playback-rest';
import { mediaRoutes } from './rest';
import { videoCatalogueOf } from './video-catalogue';
import { videoPlaybackVxql } from './video-vxql';
import { videoListVxql } from './vxql';

/** Video and album pages, the actor's grids and the video lists (spec 000 §3 Video, Gallery; docs/videos.md). */
export const videosDomain: Domain = {
  name: 'videos',
  rest: async (app, deps) => {
    await mediaRoutes(app, deps);
    await videoListRoutes(app, deps);
  },
  vxql: videoListVxql,
  // The video catalogue in memory is read at start, so no guest waits for it (video-catalogue.ts).
  start: (deps) => void videoCatalogueOf(deps.database.db).current().catch(() => undefined),
};

/** The video detail's calls: incentives, share, likes, recommendations (server/docs/video-playback.md). */
export const videoPlaybackDomain: Domain = { name: 'videoPlayback', rest: videoPlaybackRoutes, vxql: videoPlaybackVxql };
