import { sql } from 'drizzle-orm';
import { queryRows } from '../../testing/db';
import { post, signupGuest } from '../../testing/http';
import { clearRateLimits } from '../../testing/redis';
import { SERVER_START_TIMEOUT, useTestServer, type TestServer } from '../../testing/server';
import { PROMO_ATTEMPT_LIMITS } from './promo-attempts';

/**
 * Two server nodes sharing one Redis: promo-code attempts from one address count once, whichever
 * node they reach. Runs only with TEST_REDIS_URL.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const describeRedis = redisUrl ? describe : describe.skip;

describeRedis('promo-code limits over Redis between two server nodes', () => {
  beforeAll(() => clearRateLimits(redisUrl as string), SERVER_START_TIMEOUT);
  const nodes = [useTestServer({ config: { REDIS_URL: redisUrl } }), useTestServer({ config: { REDIS_URL: redisUrl } })];

  it('holds the per-address limit across nodes', async () => {
    const guessOn = async (node: TestServer, token: string, guess: string) => {
      const [show] = await queryRows<{ id: number }>(node.database, sql`SELECT id FROM chat_shows WHERE promo_code IS NOT NULL AND ends_at > now() LIMIT 1`);
      return post(`${node.url}/rest/v1/camshows/${show.id}/ticket`, { creationType: 'P', promoCode: guess, idempotencyKey: `redis-${guess}` }, { token });
    };
    // A few guesses per guest, alternating nodes: no guest and no single node comes near a limit.
    let attempts = 0;
    while (attempts < PROMO_ATTEMPT_LIMITS.perAddress) {
      const node = nodes[attempts % 2];
      const { token } = await signupGuest(node.url);
      for (let i = 0; i < 3 && attempts < PROMO_ATTEMPT_LIMITS.perAddress; i += 1) {
        const answer = await guessOn(node, token, `WRONG${attempts}`);
        expect(answer.body.errorCode).toBe('invalid_promo_code');
        attempts += 1;
      }
    }
    for (const node of nodes) {
      const { token } = await signupGuest(node.url);
      const limited = await guessOn(node, token, 'ONEMORE');
      expect(limited.status).toBe(429);
      expect(limited.body.error.code).toBe('too_many_attempts');
    }
  });
});
