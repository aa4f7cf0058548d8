import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import Redis from 'ioredis';
import type { Config } from '../config';
import { HttpError } from './errors';

/**
 * @fastify/rate-limit for the routes that opt in (route `config.rateLimit`, or `createRateLimit` for
 * checks inside a handler or resolver); nothing is limited globally. With REDIS_URL the counters
 * live in Redis, so a limit holds across every server node instead of once per node.
 */
export async function registerRateLimit(app: FastifyInstance, config: Pick<Config, 'REDIS_URL'>): Promise<void> {
  let redis: Redis | undefined;
  if (config.REDIS_URL) {
    redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3 });
    redis.on('error', (error) => app.log.error({ err: error }, 'redis rate-limit connection error'));
    const client = redis;
    app.addHook('onClose', async () => {
      await client.quit();
    });
  }
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'vx-rate-limit:',
    // The plugin has already set Retry-After; the body gets the one error shape of every answer.
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, 'too_many_attempts', `Too many attempts. Please try again in ${context.after}.`),
  });
}
