/**
 * Publish/subscribe between server processes. The hub publishes every socket event through it and
 * delivers only what it receives back, so one process and many behave the same.
 */
export type MessageHandler = (message: string) => void;

export interface PubSub {
  publish(channel: string, message: string): Promise<void>;
  /** Resolves once the subscription is active; returns the unsubscribe function. */
  subscribe(channel: string, handler: MessageHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** One process: delivery is a synchronous call to each handler. */
export class InProcessPubSub implements PubSub {
  private readonly handlers = new Map<string, Set<MessageHandler>>();

  async publish(channel: string, message: string): Promise<void> {
    const set = this.handlers.get(channel);
    if (!set) return;
    for (const handler of [...set]) handler(message);
  }

  async subscribe(channel: string, handler: MessageHandler): Promise<() => Promise<void>> {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(handler);
    return async () => {
      set.delete(handler);
    };
  }

  async close(): Promise<void> {
    this.handlers.clear();
  }
}
