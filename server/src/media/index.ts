import type { Domain } from '../domains/types';
import { mediaRoutes } from './routes';

export { actorImages, mediaImages, sedcardImages } from './urls';

/** Generated images under /media (outside /rest/v1): registered at the root through `routes`. */
export const imagesDomain: Domain = {
  name: 'images',
  routes: mediaRoutes,
};
