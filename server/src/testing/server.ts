import type { FastifyInstance } from 'fastify';
import { buildApp, startDomains } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { domains as allDomains } from '../domains/index';
import { createLogger } from '../http/logging';
import { prepareDatabase } from '../prepare';
import { createPubSub } from '../realtime/create-pubsub';
import { createHub, type Hub } from '../realtime/hub';
import { loadSecrets, type Secrets } from '../secrets';
import { captureLogs } from './logs';

export const TEST_INTERNAL_SECRET = 'test-internal-secret-0123456789';
import { SERVER_START_TIMEOUT } from './timeouts';

export { SERVER_START_TIMEOUT };

export interface TestServer {
  url: string;
  /** `${url}/rest/v1`, where the REST API answers. */
  rest: string;
  wsUrl: string;
  app: FastifyInstance;
  database: Database;
  hub: Hub;
  config: Config;
  secrets: Secrets;
  /** Every log line (JSON) when started with captureLogs. */
  logs: string[];
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Overrides of the test configuration (e.g. REDIS_URL, DATABASE_URL, LOG_LEVEL). */
  config?: Partial<Config>;
  /** Actors the catalogue seed creates; small by default to start fast. */
  seedActors?: number;
  /** Collect log lines in `logs` (sets LOG_LEVEL to info unless overridden). */
  captureLogs?: boolean;
}

/**
 * The real server on an ephemeral port of 127.0.0.1, with an in-memory PGlite, the simulator off,
 * a small seed and INTERNAL_SECRET set. Close it in afterAll; a describe block that runs on one server
 * takes useTestServer instead.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const config = loadConfig(
    {},
    {
      PORT: 0,
      HOST: '127.0.0.1',
      DATA_DIR: 'memory',
      SIMULATOR: 'off',
      DEMO_PROVIDERS: 'on',
      // No background encoding in every suite: a test that needs a camera awaits liveStreamsFor(database).ready(id).
      LIVE_STREAMS: 'on-demand',
      VOD_VIDEOS: 'on-demand',
      INTERNAL_SECRET: TEST_INTERNAL_SECRET,
      // Every test client is 127.0.0.1: the suites open hundreds of sockets and sign up hundreds of guests.
      SOCKETS_PER_ADDRESS: 1000,
      SOCKET_UPGRADES_PER_ADDRESS: 100_000,
      LOGINS_PER_ADDRESS: 100_000,
      SIGNUPS_PER_ADDRESS: 100_000,
      PASSWORD_RESETS_PER_ADDRESS: 100_000,
      LOG_LEVEL: options.captureLogs ? 'info' : 'silent',
      ...options.config,
    },
  );
  const capture = options.captureLogs ? captureLogs() : null;
  const logs = capture?.lines ?? [];
  const logger = createLogger(config, capture?.stream);
  const secrets = loadSecrets(config);
  const database = await prepareDatabase(config, logger, options.seedActors ?? 40);
  const pubsub = createPubSub(config, logger);
  const hub = await createHub(pubsub, logger);
  const app = await buildApp({ config, database, hub, secrets, logger, domains: allDomains });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const stopDomains = startDomains(allDomains, { config, database, hub, secrets }, logger);
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('test server has no TCP address');
  const base = `127.0.0.1:${address.port}`;

  return {
    url: `http://${base}`,
    rest: `http://${base}/rest/v1`,
    wsUrl: `ws://${base}/ws`,
    app,
    database,
    hub,
    config,
    secrets,
    logs,
    async close() {
      await stopDomains();
      await app.close();
      await hub.close();
      await pubsub.close();
      await database.close();
    },
  };
}

/**
 * One test server for the describe block it is called in: started before its tests (after the beforeAll
 * hooks registered above it, which may still fill in `options`), closed after them. The answer reads the
 * running server, so use it inside tests and hooks, not while the block is collected.
 */
export function useTestServer(options: TestServerOptions = {}): TestServer {
  let running: TestServer | undefined;
  beforeAll(async () => {
    running = await startTestServer(options);
  }, SERVER_START_TIMEOUT);
  afterAll(() => running?.close(), SERVER_START_TIMEOUT);
  const current = (): TestServer => {
    if (!running) throw new Error('the test server runs only inside the tests and hooks of its describe block');
    return running;
  };
  return {
    get url() { return current().url; },
    get rest() { return current().rest; },
    get wsUrl() { return current().wsUrl; },
    get app() { return current().app; },
    get database() { return current().database; },
    get hub() { return current().hub; },
    get config() { return current().config; },
    get secrets() { return current().secrets; },
    get logs() { return current().logs; },
    close: () => current().close(),
  };
}
