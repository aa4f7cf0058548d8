import Redis from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { MessageHandler, PubSub } from './pubsub';

/**
 * Redis pub/sub for several server nodes. A subscribed Redis connection cannot run other commands,
 * hence two connections. ioredis reconnects by itself and re-subscribes after a reconnect; events
 * published while a node is disconnected are lost, which is acceptable for UI pushes (clients refetch
 * on reconnect).
 */
export class RedisPubSub implements PubSub {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly handlers = new Map<string, Set<MessageHandler>>();

  constructor(url: string, private readonly log?: Pick<FastifyBaseLogger, 'error' | 'warn'>) {
    this.pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
    this.sub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: null });
    for (const [name, client] of [['pub', this.pub], ['sub', this.sub]] as const) {
      client.on('error', (error) => this.log?.error({ err: error, connection: name }, 'redis pub/sub connection error'));
    }
    this.sub.on('message', (channel: string, message: string) => {
      const set = this.handlers.get(channel);
      if (!set) return;
      for (const handler of [...set]) {
        try {
          handler(message);
        } catch (error) {
          this.log?.error({ err: error, channel }, 'pub/sub handler failed');
        }
      }
    });
  }

  async publish(channel: string, message: string): Promise<void> {
    await this.pub.publish(channel, message);
  }

  async subscribe(channel: string, handler: MessageHandler): Promise<() => Promise<void>> {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      await this.sub.subscribe(channel);
    }
    set.add(handler);
    return async () => {
      set.delete(handler);
      if (set.size === 0 && this.handlers.get(channel) === set) {
        this.handlers.delete(channel);
        await this.sub.unsubscribe(channel);
      }
    };
  }

  async close(): Promise<void> {
    this.handlers.clear();
    await Promise.allSettled([this.pub.quit(), this.sub.quit()]);
  }
}
