import { E2E_PORT } from './ports';
import { e2eServerEnv } from './server-env';

/** Starts the platform once for the suite; the returned function stops it. */
export default async function globalSetup() {
  // @ts-expect-error -- a plain ES module of the repo's scripts, without types
  const { startSystem } = await import('../../scripts/lib/system.mjs');
  const system = await startSystem({
    port: E2E_PORT,
    stdio: 'ignore',
    env: e2eServerEnv(300),
  });
  return async () => system.stop();
}
