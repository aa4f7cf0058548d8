import type { FastifyInstance } from 'fastify';
import { SocketConnection } from './connection';
import { dispatch, type DispatchDeps } from './dispatch';
import { SESSION_EXPIRED_EVENT } from './events';
import { socketRouteLimits } from './socket-limits';

/** Protocol-level ping every 30 s: a socket that missed one pong is dead (half-open TCP) and dropped. */
const HEARTBEAT_MS = 30_000;

/**
 * GET /ws: the realtime socket (spec 001 §7.3). Each connection starts as a visitor; `requestSession`
 * with an access token in the message logs it in (an `access_token` in the upgrade URL is ignored).
 * A renewed access token comes in a new `requestSession` on the open socket. Requires @fastify/websocket to be registered on the instance.
 */
export function registerSocketRoute(app: FastifyInstance, deps: DispatchDeps, config: Parameters<typeof socketRouteLimits>[0]): void {
  const connections = new Set<SocketConnection>();

  app.get('/ws', { websocket: true, ...socketRouteLimits(config) }, (socket, request) => {
    const conn = new SocketConnection(socket, request.log);
    connections.add(conn);
    deps.hub.attach(conn);

    socket.on('message', (data, isBinary) => conn.enqueue(() => dispatch(conn, data, isBinary, deps)));
    socket.on('pong', () => {
      conn.alive = true;
    });
    socket.on('error', (error) => request.log.debug({ err: error }, 'socket error'));
    socket.on('close', () => {
      connections.delete(conn);
      deps.hub.detach(conn);
    });
  });

  const timer = setInterval(() => {
    const now = Date.now();
    for (const conn of connections) {
      if (!conn.alive) {
        conn.socket.terminate();
        continue;
      }
      conn.alive = false;
      conn.socket.ping();
      // A login that ran out while connected: tell the client, as for a revoked token.
      if (conn.expiresAt && conn.expiresAt.getTime() <= now) {
        const previous = { guestId: conn.guestId, tokenHash: conn.tokenHash };
        conn.dropSession();
        deps.hub.reindex(conn, previous);
        conn.sendFrame(SESSION_EXPIRED_EVENT);
      }
    }
  }, HEARTBEAT_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
