import type { Domain } from '../types';
import { mediaRoutes } from './rest';

/** Video and album pages and the actor's grids (spec 000 §3 Video, Gallery). */
export const videosDomain: Domain = { name: 'videos', rest: mediaRoutes };
