import type { Domain } from '../types';
import { favouriteRoutes } from './rest';
import { favouriteSocketHandlers } from './socket';

export { favouriteRelation } from './service';

/** Favourite (pinned) actors: socket pin/unpin and the REST list (spec 001 §7.2, §7.3). */
export const favouritesDomain: Domain = { name: 'favourites', rest: favouriteRoutes, socket: favouriteSocketHandlers };
