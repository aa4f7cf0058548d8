import type { Domain } from '../domains/types';
import { registerLiveStreams, startLiveStreams } from './live';
import { mediaRoutes } from './routes';
import { registerVod, startVod } from './vod';

export { actorImages, mediaImages, sedcardImages } from './urls';

/**
 * Generated media under /media (outside /rest/v1), registered at the root through `routes`: the
 * actors' pictures, their emulated cameras as live HLS streams and the videos as HLS VOD (media/vod),
 * whose clips and title cards `start` encodes in the background once the server listens.
 */
export const imagesDomain: Domain = {
  name: 'images',
  routes: async (app, deps) => {
    await mediaRoutes(app, deps);
    await registerLiveStreams(app, deps);
    await registerVod(app, deps);
  },
  start: (deps) => {
    const stopLive = startLiveStreams(deps);
    const stopVod = startVod(deps);
    return async () => {
      await stopVod?.();
      await stopLive?.();
    };
  },
};
