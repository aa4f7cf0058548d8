import type { Domain } from '../types';
import { contestRoutes } from './rest';
import { contestsVxql } from './vxql';

/**
 * Contests, votings and the clash of cams (issue 16 §1; spec 000 §3 Contest grid, Voting, Clash of
 * cams; spec 001 §7.2 contests/*, §7.3 clash-of-cams voting, §7.4). server/docs/contests.md. The
 * demo's contests and clash are seeded by prepare.ts (seed.ts).
 */
export const contestsDomain: Domain = {
  name: 'contests',
  rest: contestRoutes,
  vxql: contestsVxql(),
};
