import type { Logger } from 'pino';
import type { Config } from '../config';
import { InProcessPubSub, type PubSub } from './pubsub';
import { RedisPubSub } from './redis-pubsub';

/** Redis when REDIS_URL is set (several server nodes), otherwise in-process (one node). */
export function createPubSub(config: Pick<Config, 'REDIS_URL'>, log: Logger): PubSub {
  if (config.REDIS_URL) return new RedisPubSub(config.REDIS_URL, log);
  return new InProcessPubSub();
}
