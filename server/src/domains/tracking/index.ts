import type { Domain } from '../types';
import { trackingRoutes } from './rest';

/** Tracking beacons and profile visits (spec 000 §3 Tracking event, spec 001 tracker/...). */
export const trackingDomain: Domain = { name: 'tracking', rest: trackingRoutes };
