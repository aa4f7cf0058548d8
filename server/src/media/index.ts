import type { Domain } from '../domains/types';
import { registerLiveStreams, startLiveStreams } from './live';
import { mediaRoutes } from './routes';

export { actorImages, mediaImages, sedcardImages } from './urls';

/**
 * Generated media under /media (outside /rest/v1), registered at the root through `routes`: the
 * actors' pictures, and their emulated cameras as live HLS streams, whose clips `start` encodes in
 * the background once the server listens.
 */
export const imagesDomain: Domain = {
  name: 'images',
  routes: async (app, deps) => {
    await mediaRoutes(app, deps);
    await registerLiveStreams(app, deps);
  },
  start: (deps) => startLiveStreams(deps),
};
