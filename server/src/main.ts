import { startDomains, buildApp } from './app';
import { loadConfig } from './config';
import { domains } from './domains/index';
import { createLogger } from './http/logging';
import { prepareDatabase } from './prepare';
import { createPubSub } from './realtime/create-pubsub';
import { createHub } from './realtime/hub';
import { loadSecrets } from './secrets';
import { watchSupervisor } from './supervisor';

/** Starts the server: configuration, database, pub/sub, hub, HTTP, background work; stops on a signal. */
async function main(): Promise<void> {
  const config = loadConfig();
  // Before anything opens: a weak secret must stop the start, not a running server.
  const secrets = loadSecrets(config);
  const logger = createLogger(config);
  const database = await prepareDatabase(config, logger);
  const pubsub = createPubSub(config, logger);
  const hub = await createHub(pubsub, logger);
  const app = await buildApp({ config, database, hub, secrets, logger, domains });

  await app.listen({ port: config.PORT, host: config.HOST });
  const stopDomains = startDomains(domains, { config, database, hub, secrets }, logger);
  const shown = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  logger.info(`listening on http://${shown}:${port}/`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    // A hung close must not keep the process alive forever.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await stopDomains();
      await app.close();
      await hub.close();
      await pubsub.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  // `on`, not `once`: a second stop signal (Ctrl-C twice, a supervisor and a group signal) must not
  // find the default handler, which would end the process before the database is closed.
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // Never outlive the `npm start` (or test runner) that started this server.
  const supervisor = Number(process.env.SUPERVISOR_PID);
  if (supervisor > 0) watchSupervisor(supervisor, () => void shutdown('supervisor gone'));
}

main().catch((error: unknown) => {
  // The logger may not exist yet: print plainly.
  console.error('server failed to start:', error);
  process.exit(1);
});
