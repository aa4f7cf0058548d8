import type { Domain } from '../types';
import { startSimulator } from './simulator';

/** Actors coming and going, so a demo site looks alive (DESIGN §1). Runs only with SIMULATOR=on. */
export const simulatorDomain: Domain = {
  name: 'simulator',
  start: ({ config, database, hub }) => {
    if (config.SIMULATOR !== 'on') return;
    return startSimulator(database.db, hub, { replyDelayMs: config.SIMULATOR_REPLY_DELAY_MS });
  },
};
