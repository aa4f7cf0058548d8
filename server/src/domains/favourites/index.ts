import type { Domain } from '../types';
import { favouriteRoutes } from './rest';
import { favouriteSocketHandlers } from './socket';
import { favouritesVxql } from './vxql';

export { favouriteRelation } from './service';

/** Favourite (pinned) actors: socket pin/unpin, the REST list and the query service's favouriteModels (spec 001 §7.2, §7.3, §7.4). */
export const favouritesDomain: Domain = { name: 'favourites', rest: favouriteRoutes, socket: favouriteSocketHandlers, vxql: favouritesVxql };
