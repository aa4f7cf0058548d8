import type { Domain } from '../types';
import { tileRoutes } from './rest';

/** Tile grids of the start and list pages (spec 001 §7.2 tileGrid/...). */
export const tilesDomain: Domain = {
  name: 'tiles',
  rest: tileRoutes,
};
