import { INTERNAL_SECRET } from './ports';

/**
 * The environment of a server the e2e suite starts: in memory, no simulator, and the per-address
 * limits lifted, since every test signs up, logs in and opens its sockets from this one address.
 */
export const e2eServerEnv = (seedActors: number): Record<string, string> => ({
  DATA_DIR: 'memory',
  SIMULATOR: 'off',
  INTERNAL_SECRET,
  LOG_LEVEL: 'warn',
  SEED_ACTORS: String(seedActors),
  SOCKET_UPGRADES_PER_ADDRESS: '100000',
  LOGINS_PER_ADDRESS: '100000',
  SIGNUPS_PER_ADDRESS: '100000',
  PASSWORD_RESETS_PER_ADDRESS: '100000',
});
