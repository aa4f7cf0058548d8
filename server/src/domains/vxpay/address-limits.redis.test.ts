import { post, TEST_PASSWORD, uniqueEmail } from '../../testing/http';
import { clearRateLimits } from '../../testing/redis';
import { SERVER_START_TIMEOUT, useTestServer, type TestServer } from '../../testing/server';

/**
 * Two server nodes sharing one Redis: login attempts of one address count once, whichever node
 * they reach. Runs only with TEST_REDIS_URL.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const describeRedis = redisUrl ? describe : describe.skip;
const LOGINS = 4;

describeRedis('per-address login limit over Redis between two server nodes', () => {
  beforeAll(() => clearRateLimits(redisUrl as string), SERVER_START_TIMEOUT);
  const config = { REDIS_URL: redisUrl, LOGINS_PER_ADDRESS: LOGINS };
  const nodes = [useTestServer({ config }), useTestServer({ config })];

  it('holds the budget across nodes', async () => {
    const login = (node: TestServer) => post(`${node.url}/rest/v1/vxpay/login`, { email: uniqueEmail(), password: TEST_PASSWORD });
    // Alternating nodes: neither node alone comes near the budget.
    for (let i = 0; i < LOGINS; i += 1) expect((await login(nodes[i % 2])).status).toBe(401);
    for (const node of nodes) expect((await login(node)).status).toBe(429);
  });
});
