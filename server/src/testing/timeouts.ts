/**
 * For beforeAll/afterAll hooks that start or stop servers: Jest ignores `testTimeout` inside a
 * `projects` entry, so hooks would otherwise get the default 5 s.
 */
export const SERVER_START_TIMEOUT = 60_000;
