import { E2E_PORT, INTERNAL_SECRET } from './ports';

/** Starts the platform once for the suite; the returned function stops it. */
export default async function globalSetup() {
  // @ts-expect-error -- a plain ES module of the repo's scripts, without types
  const { startSystem } = await import('../../scripts/lib/system.mjs');
  const system = await startSystem({
    port: E2E_PORT,
    stdio: 'ignore',
    env: {
      DATA_DIR: 'memory',
      SIMULATOR: 'off',
      INTERNAL_SECRET,
      LOG_LEVEL: 'warn',
      SEED_ACTORS: '300',
      // Every test signs up, logs in and opens its sockets from this one address.
      SOCKET_UPGRADES_PER_ADDRESS: '100000',
      LOGINS_PER_ADDRESS: '100000',
      SIGNUPS_PER_ADDRESS: '100000',
      PASSWORD_RESETS_PER_ADDRESS: '100000',
    },
  });
  return async () => system.stop();
}
