import { get, post, signupGuest } from '../testing/http';
import { SERVER_START_TIMEOUT, startTestServer, type TestServer } from '../testing/server';

/** Documents that cost far more than they say: both services refuse them before they run. */
describe('query and feed service limits', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    ({ token } = await signupGuest(server.url));
  }, SERVER_START_TIMEOUT);
  afterAll(() => server.close(), SERVER_START_TIMEOUT);

  const call = (path: string, query: string) =>
    post(`${server.url}${path}?language=en`, { query }, path === '/vxql' ? { token } : {});

  const aliasBomb = `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: alive`).join(' ')} }`;

  it.each(['/vxql', '/feed'])('%s refuses 1,000 aliases fast with the GraphQL error shape', async (path) => {
    const started = Date.now();
    const response = await call(path, aliasBomb);
    expect(Date.now() - started).toBeLessThan(1000);
    expect([200, 400]).toContain(response.status);
    expect(response.body.data ?? null).toBeNull();
    expect(response.body.errors[0].message).toMatch(/alias/i);
    const alive = await get(`${server.url}/rest/v1/alive`);
    expect(alive.status).toBe(200);
  });

  it('does not suggest field names for a misspelt field', async () => {
    const response = await call('/feed', '{ aliv }');
    expect(response.body.errors[0].message).not.toMatch(/did you mean/i);
  });
});
