import type { Domain } from '../types';
import { guestRoutes } from './rest';
import { guestSocketHandlers } from './socket';
import { guestVxql } from './vxql';

export { findGuestById, findGuestByEmail } from './service';
export { toGuestDto, visitorGuest, toBalanceDto, formatCoins } from './dto';
export type { GuestRow } from './schema';

/** The guest's profile, flags and balance (spec 000 §3 Guest; spec 001 §7.2 guest/...). */
export const guestsDomain: Domain = {
  name: 'guests',
  rest: guestRoutes,
  vxql: guestVxql,
  socket: guestSocketHandlers,
};
