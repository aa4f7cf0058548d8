import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { FALLBACK_LANGUAGE, type Language } from '@vx/shared/constants';
import { incomingEventSchema } from '@vx/shared/protocol';
import { textFrame, writeFrame, type OutgoingFrame } from './frame';
import type { HubClient } from './hub';
import { MessageBudget } from './socket-limits';

/** A socket whose unsent data exceeds this is too slow to keep up; it is closed and will reconnect. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** Messages waiting to be handled per socket; beyond this a flooding client's messages are dropped. */
const MAX_PENDING_MESSAGES = 100;
/** Close code "try again later" for slow consumers. */
const CLOSE_TRY_AGAIN_LATER = 1013;
/** Close code "policy violation" (RFC 6455 §7.4.1) for a socket over its message budget; the client reconnects after its delay. */
const CLOSE_POLICY_VIOLATION = 1008;

/** One WebSocket and its login state. */
export class SocketConnection implements HubClient {
  guestId: number | null = null;
  tokenHash: string | null = null;
  expiresAt: Date | null = null;
  language: Language = FALLBACK_LANGUAGE;
  /** Cleared by each heartbeat sweep, set again by the protocol-level pong. */
  alive = true;
  private pending = 0;
  private queue: Promise<void> = Promise.resolve();
  private readonly budget = new MessageBudget();

  constructor(
    readonly socket: WebSocket,
    readonly log: FastifyBaseLogger,
  ) {}

  sendFrame(out: OutgoingFrame): void {
    const socket = this.socket;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.log.warn({ guestId: this.guestId, buffered: socket.bufferedAmount }, 'closing slow socket');
      socket.close(CLOSE_TRY_AGAIN_LATER, 'slow consumer');
      return;
    }
    writeFrame(socket, out);
  }

  /** Validates an event against the shared protocol and sends it to this socket only. */
  send(event: unknown): void {
    const parsed = incomingEventSchema.safeParse(event);
    if (!parsed.success) {
      this.log.error({ type: (event as { type?: unknown } | null)?.type, issues: parsed.error.issues }, 'refusing to send an invalid socket event');
      return;
    }
    this.sendFrame(textFrame(Buffer.from(JSON.stringify(parsed.data))));
  }

  login(guestId: number, tokenHash: string, expiresAt: Date): void {
    this.guestId = guestId;
    this.tokenHash = tokenHash;
    this.expiresAt = expiresAt;
  }

  dropSession(): void {
    this.guestId = null;
    this.tokenHash = null;
    this.expiresAt = null;
  }

  /**
   * Runs message handlers one after another, in arrival order: a logged-in message that follows
   * `requestSession` sees the session that request established. Every message counts against the
   * socket's budget first, valid or not.
   */
  enqueue(task: () => Promise<void>): void {
    if (!this.budget.take()) {
      if (this.socket.readyState === this.socket.OPEN) {
        this.log.warn({ guestId: this.guestId }, 'closing socket: over its message budget');
        this.socket.close(CLOSE_POLICY_VIOLATION, 'message rate limit');
      }
      return;
    }
    if (this.pending >= MAX_PENDING_MESSAGES) {
      this.log.warn({ guestId: this.guestId }, 'socket message dropped: too many pending');
      return;
    }
    this.pending += 1;
    this.queue = this.queue
      .then(task)
      .catch((error: unknown) => this.log.error({ err: error, guestId: this.guestId }, 'socket message handler failed'))
      .finally(() => {
        this.pending -= 1;
      });
  }
}
