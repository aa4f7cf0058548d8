import type { Domain } from '../types';
import { gameRoutes } from './rest';
import { gamesVxql } from './vxql';

/**
 * The reward games (issue 16 §3; spec 000 §3 "Events and games", spec 001 §7.2 special/<game>/getReward,
 * §7.4 game config and use attempt): slot machine, halloween, reward box, kick it (luck, drawn by the
 * server) and the wiesn games, wet and wild, venus attacks, spit or swallow (skill, rounds checked by
 * the server). Each game is a special_events row; the seed is seed.ts. server/docs/games.md.
 */
export const gamesDomain: Domain = {
  name: 'games',
  rest: gameRoutes,
  vxql: gamesVxql(),
};
