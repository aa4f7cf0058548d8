import { INTERNAL_SECRET } from './ports';

/** A billed live-chat minute in the suite: a whole paid session runs in seconds. */
export const E2E_LIVECHAT_MINUTE_MS = 3000;

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
  LIVECHAT_MINUTE_MS: String(E2E_LIVECHAT_MINUTE_MS),
  LIVECHAT_REPLY_DELAY_MS: '300',
  // A dozen emulated cameras are enough for the suite; more would encode while the tests run.
  LIVE_STREAM_ACTORS: '12',
});
