import { INTERNAL_SECRET } from './ports';

/** A billed live-chat minute in the suite: a whole paid session runs in seconds. */
export const E2E_LIVECHAT_MINUTE_MS = 3000;

/** Lifetime of a video stream URL in the suite (VOD_GRANT_SECONDS): video-playback.spec.ts sees one expire. */
export const E2E_VOD_GRANT_SECONDS = 30;

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
  // Videos are made when first played (a second each) and previews end after 4 s (docs/video-playback.md).
  VOD_VIDEOS: 'on-demand',
  VOD_PREVIEW_SECONDS: '4',
  VOD_GRANT_SECONDS: String(E2E_VOD_GRANT_SECONDS),
});
