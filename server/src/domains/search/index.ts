import type { Domain } from '../types';
import { searchRoutes } from './rest';

/** The actor search of the cams pages (spec 001 §7.2 actorsearch/...). */
export const searchDomain: Domain = {
  name: 'search',
  rest: searchRoutes,
};
