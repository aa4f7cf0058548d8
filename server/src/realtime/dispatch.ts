import type { RawData } from 'ws';
import { outgoingMessageSchema, type OutgoingMessage } from '@vx/shared/protocol';
import type { AuthSession } from '../domains/auth/sessions';
import type { SocketHandler } from '../domains/types';
import type { SocketConnection } from './connection';
import type { Hub } from './hub';

/** Domain messages a visitor may send; every other domain message needs a logged-in session (spec 000 §5). */
export const VISITOR_MESSAGES: ReadonlySet<string> = new Set(['removeStatusBar']);

/** Largest text message accepted; the WebSocket server closes on bigger frames anyway. */
export const MAX_MESSAGE_BYTES = 64 * 1024;

export interface DispatchDeps {
  hub: Hub;
  resolveSession(token: string): Promise<AuthSession | null>;
  isSessionActive(tokenHash: string): Promise<boolean>;
  handlers: Partial<Record<string, SocketHandler>>;
}

function parseMessage(conn: SocketConnection, data: RawData, isBinary: boolean): OutgoingMessage | null {
  if (isBinary) {
    conn.log.debug('socket: binary message ignored');
    return null;
  }
  let json: unknown;
  try {
    json = JSON.parse(data.toString());
  } catch {
    conn.log.debug('socket: message is not JSON, ignored');
    return null;
  }
  const parsed = outgoingMessageSchema.safeParse(json);
  if (!parsed.success) {
    const type = typeof json === 'object' && json !== null ? String((json as { type?: unknown }).type).slice(0, 40) : typeof json;
    // Never log the message itself: it may carry an access token.
    conn.log.debug({ type, issues: parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`) }, 'socket: invalid message ignored');
    return null;
  }
  return parsed.data;
}

async function requestSession(
  conn: SocketConnection,
  message: Extract<OutgoingMessage, { type: 'requestSession' }>,
  deps: DispatchDeps,
): Promise<void> {
  conn.language = message.language;
  // Only the message carries the token (spec 001 §7.3), never the upgrade URL, which proxies log.
  const token = message.accessToken ?? null;
  const previous = { guestId: conn.guestId, tokenHash: conn.tokenHash };
  const session = token ? await deps.resolveSession(token) : null;
  if (session) conn.login(session.guestId, session.tokenHash, session.expiresAt);
  else conn.dropSession();
  deps.hub.reindex(conn, previous);
  if (token && !session) conn.send({ type: 'sessionExpired' });
  else conn.send({ type: 'sessionAcknowledge', guestId: conn.guestId });
}

/**
 * The client reports a password change (spec 001 §7.3): the server has revoked the other sessions
 * already; if this socket's session is among them, say so now rather than at the next call.
 */
async function recheckSession(conn: SocketConnection, deps: DispatchDeps): Promise<void> {
  if (conn.tokenHash === null || (await deps.isSessionActive(conn.tokenHash))) return;
  const previous = { guestId: conn.guestId, tokenHash: conn.tokenHash };
  conn.dropSession();
  deps.hub.reindex(conn, previous);
  conn.send({ type: 'sessionExpired' });
}

/** Seconds the current login stays valid; 0 for a visitor. */
function ttlOf(conn: SocketConnection): number {
  if (!conn.expiresAt) return 0;
  return Math.max(0, Math.floor((conn.expiresAt.getTime() - Date.now()) / 1000));
}

/** Handles one incoming frame: parse, validate, then answer or hand to the domain handler. */
export async function dispatch(
  conn: SocketConnection,
  data: RawData,
  isBinary: boolean,
  deps: DispatchDeps,
): Promise<void> {
  const message = parseMessage(conn, data, isBinary);
  if (!message) return;
  if (message.type === 'requestSession') return requestSession(conn, message, deps);
  if (message.type === 'ping') return conn.send({ type: 'pong', ttl: ttlOf(conn) });
  if (message.type === 'passwordChanged') return recheckSession(conn, deps);

  const handler = deps.handlers[message.type];
  if (!handler) {
    conn.log.debug({ type: message.type }, 'socket: no handler for message');
    return;
  }
  if (conn.guestId === null && !VISITOR_MESSAGES.has(message.type)) {
    conn.log.debug({ type: message.type }, 'socket: visitor sent a logged-in message, ignored');
    return;
  }
  await handler(message as OutgoingMessage & Record<string, unknown>, {
    guestId: conn.guestId,
    language: conn.language,
    send: (event) => conn.send(event),
    socket: conn,
  });
}
