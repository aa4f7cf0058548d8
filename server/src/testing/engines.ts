import { scopedSchema, TEST_DATABASE_URL, type ScopedSchema } from './postgres';
import { useTestServer, type TestServer, type TestServerOptions } from './server';
import { SERVER_START_TIMEOUT } from './timeouts';

/**
 * The engines a suite runs on, for describe.each: PGlite always, PostgreSQL too with TEST_DATABASE_URL.
 * PostgreSQL runs the transactions of parallel calls side by side where PGlite runs one at a time.
 */
export const TEST_ENGINES: Array<[engine: string, url: string | undefined]> = [['PGlite', undefined]];
if (TEST_DATABASE_URL) TEST_ENGINES.push(['PostgreSQL', TEST_DATABASE_URL]);

/**
 * useTestServer on one of TEST_ENGINES: PGlite when `url` is undefined, else a fresh schema of that
 * PostgreSQL server, made before the server starts and dropped after it stops.
 */
export function useTestServerOn(url: string | undefined, options: TestServerOptions = {}): TestServer {
  let schema: ScopedSchema | undefined;
  beforeAll(async () => {
    if (!url) return;
    schema = scopedSchema(url);
    await schema.create();
    options.config = { ...options.config, DATABASE_URL: schema.url };
  }, SERVER_START_TIMEOUT);
  const server = useTestServer(options);
  afterAll(() => schema?.drop(), SERVER_START_TIMEOUT);
  return server;
}
