import type { Subscription } from 'rxjs';
import {
  CLOSE_PONG_MISSING,
  CLOSE_PROTOCOL_ERROR,
  MISSED_PONGS_BEFORE_CLOSE,
  parseIncoming,
  PING_INTERVAL_MS,
  RECONNECT_DELAY_MS,
  type Bus,
  type Language,
  type OutgoingPayload,
} from '@vx/shared';

/** The part of the browser's WebSocket the client uses, so tests can hand in another. */
export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code: number; reason?: string }) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export interface SocketClientOptions {
  url: string;
  bus: Bus;
  getToken: () => string | null;
  getGuestId: () => number | null;
  getLanguage: () => Language;
  createSocket?: (url: string) => SocketLike;
  pingIntervalMs?: number;
  reconnectDelayMs?: number;
  log?: (message: string) => void;
  /** A close the client did not ask for (spec 001 §7.2 logger/websocketConnectionError): its code, reason and attempt. */
  onConnectionError?: (error: { code: number; reason: string; attempt: number }) => void;
}

const OPEN = 1;

/**
 * The page's one socket (spec 001 §7.3). It asks for a session, holds outgoing messages until
 * the session is acknowledged, pings, closes with 4000 after two missed pongs, reconnects after
 * a close (except a protocol error on the first attempt) and puts every valid event on the bus.
 */
export class SocketClient {
  private socket: SocketLike | null = null;
  private queue: OutgoingPayload[] = [];
  private acknowledged = false;
  private missedPongs = 0;
  private attempts = 0;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = true;
  private outgoing: Subscription | null = null;

  constructor(private readonly options: SocketClientOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.outgoing = this.options.bus.outgoing$.subscribe((message) => this.send(message));
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.outgoing?.unsubscribe();
    this.outgoing = null;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, 'stopped');
  }

  /** Opens a new session, e.g. after login or logout: the server learns the new token. */
  restart(): void {
    this.stop();
    this.attempts = 0;
    this.start();
  }

  /** A renewed access token: the open socket sends it in a new requestSession instead of reconnecting. */
  refreshSession(): void {
    if (this.socket?.readyState === OPEN) this.write({ type: 'requestSession', language: this.options.getLanguage() });
  }

  get isAcknowledged(): boolean {
    return this.acknowledged;
  }

  private connect(): void {
    this.attempts += 1;
    this.acknowledged = false;
    this.missedPongs = 0;
    const create = this.options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    const socket = create(this.options.url);
    this.socket = socket;
    socket.onopen = () => {
      this.write({ type: 'requestSession', language: this.options.getLanguage() });
    };
    socket.onmessage = (event) => this.receive(String(event.data));
    socket.onerror = () => this.log('socket: connection error');
    socket.onclose = (event) => this.closed(socket, event.code, event.reason ?? '');
  }

  private receive(raw: string): void {
    const event = parseIncoming(raw, (message) => this.log(message));
    if (!event) return;
    if (event.type === 'sessionAcknowledge') {
      this.acknowledged = true;
      this.attempts = 1;
      this.startPing();
      this.flush();
    } else if (event.type === 'pong') {
      this.missedPongs = 0;
    }
    this.options.bus.emit(event);
  }

  private closed(socket: SocketLike, code: number, reason: string): void {
    if (socket !== this.socket) return;
    this.clearTimers();
    this.acknowledged = false;
    this.socket = null;
    if (this.stopped) return;
    this.options.onConnectionError?.({ code, reason, attempt: this.attempts });
    if (code === CLOSE_PROTOCOL_ERROR && this.attempts === 1) {
      this.log('socket: protocol error on the first attempt, not reconnecting');
      return;
    }
    this.reconnectTimer = setTimeout(() => this.connect(), this.options.reconnectDelayMs ?? RECONNECT_DELAY_MS);
  }

  private startPing(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => {
      if (this.missedPongs >= MISSED_PONGS_BEFORE_CLOSE) {
        this.log('Pong in Missing');
        this.socket?.close(CLOSE_PONG_MISSING, 'pong missing');
        return;
      }
      this.missedPongs += 1;
      this.write({ type: 'ping' });
    }, this.options.pingIntervalMs ?? PING_INTERVAL_MS);
  }

  private send(message: OutgoingPayload): void {
    if (this.acknowledged && this.socket?.readyState === OPEN) this.write(message);
    else this.queue.push(message);
  }

  private flush(): void {
    const pending = this.queue;
    this.queue = [];
    pending.forEach((message) => this.send(message));
  }

  private write(message: OutgoingPayload): void {
    const token = this.options.getToken();
    const envelope = { ...message, guestId: this.options.getGuestId(), ...(token ? { accessToken: token } : {}) };
    this.socket?.send(JSON.stringify(envelope));
  }

  private clearTimers(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.pingTimer = null;
    this.reconnectTimer = null;
  }

  private log(message: string): void {
    (this.options.log ?? console.error)(message);
  }
}
