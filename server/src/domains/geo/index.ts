import type { Domain } from '../types';
import { geoRoutes } from './rest';

/** Location search helpers (spec 001 §7.2 utility/getGeoLocationByZip). */
export const geoDomain: Domain = { name: 'geo', rest: geoRoutes };
