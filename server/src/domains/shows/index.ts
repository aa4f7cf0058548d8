import type { Domain } from '../types';
import { showRoutes } from './rest';
import { showsVxql } from './vxql';

export { guestHasTicketFor } from './service';

/** Cam shows and tickets (spec 000 §3 Cam show / ticket; spec 001 §7.4 chatShows, buyChatTicket). */
export const showsDomain: Domain = { name: 'shows', rest: showRoutes, vxql: showsVxql };
