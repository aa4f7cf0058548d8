import type { Domain } from '../types';
import { topCamRoutes } from './rest';
import { topCamsVxql } from './vxql';

/** Top cams lists (spec 000 §2 top cams; spec 001 §7.4 topCams). */
export const topCamsDomain: Domain = { name: 'topcams', rest: topCamRoutes, vxql: topCamsVxql };
