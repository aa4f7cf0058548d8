import WebSocket from 'ws';
import type { IncomingEvent, IncomingType } from '@vx/shared/protocol';

type EventOf<T extends IncomingType> = Extract<IncomingEvent, { type: T }>;

/** A WebSocket client for tests: buffers what arrives, waits for events by type. */
export class TestSocket {
  private readonly buffer: IncomingEvent[] = [];
  private readonly waiters: Array<{ types: readonly string[]; resolve: (e: IncomingEvent) => void }> = [];
  /** Every event ever received, in order. */
  readonly received: IncomingEvent[] = [];
  closed: Promise<{ code: number }>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const event = JSON.parse(data.toString()) as IncomingEvent;
      this.received.push(event);
      const index = this.waiters.findIndex((w) => w.types.includes(event.type));
      if (index >= 0) this.waiters.splice(index, 1)[0].resolve(event);
      else this.buffer.push(event);
    });
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve({ code })));
  }

  static async connect(url: string): Promise<TestSocket> {
    const ws = new WebSocket(url);
    const socket = new TestSocket(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return socket;
  }

  /** Sends a message object (or a raw string, for malformed-input tests). */
  send(message: Record<string, unknown> | string): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The next event of a type (an already buffered one first); rejects after `timeoutMs`. */
  next<T extends IncomingType>(type: T, timeoutMs = 3000): Promise<EventOf<T>> {
    return this.nextOf([type], timeoutMs) as Promise<EventOf<T>>;
  }

  /** The next event of any of the types. */
  nextOf(types: readonly IncomingType[], timeoutMs = 3000): Promise<IncomingEvent> {
    const index = this.buffer.findIndex((e) => types.includes(e.type));
    if (index >= 0) return Promise.resolve(this.buffer.splice(index, 1)[0]);
    return new Promise((resolve, reject) => {
      const waiter = {
        types,
        resolve: (event: IncomingEvent) => {
          clearTimeout(timer);
          resolve(event);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(new Error(`no ${types.join('/')} event within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  /** Takes every buffered event of the type, so a test can wait for the next fresh one. */
  drain<T extends IncomingType>(type: T): EventOf<T>[] {
    const taken = this.buffer.filter((e) => e.type === type);
    for (const event of taken) this.buffer.splice(this.buffer.indexOf(event), 1);
    return taken as EventOf<T>[];
  }

  /** Whether an event of the type has arrived and not been taken by `next`. */
  has(type: IncomingType): boolean {
    return this.buffer.some((e) => e.type === type);
  }

  /** A ping/pong round trip: every message sent before it has been handled when it resolves. */
  async roundTrip(): Promise<void> {
    this.send({ type: 'ping' });
    await this.next('pong');
  }

  /** requestSession and its answer. */
  async requestSession(accessToken?: string, language = 'en'): Promise<IncomingEvent> {
    this.send({ type: 'requestSession', language, ...(accessToken ? { accessToken } : {}) });
    return this.nextOf(['sessionAcknowledge', 'sessionExpired']);
  }

  get isOpen(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  async close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return;
    this.ws.close();
    await this.closed;
  }
}
