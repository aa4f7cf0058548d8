import Redis from 'ioredis';
import { post, TEST_PASSWORD, uniqueEmail } from '../../testing/http';
import { SERVER_START_TIMEOUT, startTestServer, type TestServer } from '../../testing/server';

/**
 * Two server nodes sharing one Redis: login attempts of one address count once, whichever node
 * they reach. Runs only with TEST_REDIS_URL.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const describeRedis = redisUrl ? describe : describe.skip;
const LOGINS = 4;

describeRedis('per-address login limit over Redis between two server nodes', () => {
  let nodes: TestServer[];

  beforeAll(async () => {
    // Counters of an earlier run would still be inside their window.
    const redis = new Redis(redisUrl as string);
    const stale = await redis.keys('vx-rate-limit:*');
    if (stale.length > 0) await redis.del(...stale);
    await redis.quit();
    const config = { REDIS_URL: redisUrl, LOGINS_PER_ADDRESS: LOGINS };
    nodes = await Promise.all([startTestServer({ config }), startTestServer({ config })]);
  }, SERVER_START_TIMEOUT);
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.close()));
  }, SERVER_START_TIMEOUT);

  it('holds the budget across nodes', async () => {
    const login = (node: TestServer) => post(`${node.url}/rest/v1/vxpay/login`, { email: uniqueEmail(), password: TEST_PASSWORD });
    // Alternating nodes: neither node alone comes near the budget.
    for (let i = 0; i < LOGINS; i += 1) expect((await login(nodes[i % 2])).status).toBe(401);
    for (const node of nodes) expect((await login(node)).status).toBe(429);
  });
});
