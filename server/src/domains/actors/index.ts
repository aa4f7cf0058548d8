import type { Domain } from '../types';
import { actorRoutes } from './rest';

export { actorTileColumns, toActorTile, toActorDetail, actorDetailSchema } from './dto';
export type { ActorDetail, ActorState, ActorTileRow } from './dto';
export { setActorOnline } from './online';
export { actors } from './schema';

/** Actor profiles and live state (spec 001 §7.2 actor/..., monitoringActors/...). */
export const actorsDomain: Domain = {
  name: 'actors',
  rest: actorRoutes,
};
