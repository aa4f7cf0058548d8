import type { Domain } from '../types';
import { specialRoutes } from './rest';
import { specialVxql } from './vxql';

/**
 * Special events other than the games (issue 16; spec 000 §3 "Events and games", spec 001 §7.2
 * special/*, §7.4 event by id, interactive and event config, addReaction): the activity event,
 * goldrush, the easter egg hunt, the advent calendar, the prize draw and high on rose.
 * server/docs/special.md. The demo's events are seeded by prepare.ts (seed.ts).
 */
export const specialDomain: Domain = {
  name: 'special',
  rest: specialRoutes,
  vxql: specialVxql(),
};
