import type { Domain } from '../types';
import { purchaseRoutes } from './rest';

export { ownedMediaIds } from './service';

/** Buying videos and albums (spec 001 §7.2 album/{albumId}/buy; video/{videoId}/buy). */
export const purchasesDomain: Domain = { name: 'purchases', rest: purchaseRoutes };
