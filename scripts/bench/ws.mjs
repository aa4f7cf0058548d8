/** The bench's WebSocket client: the server's own `ws` package, and closing a socket without waiting forever. */
import { createRequire } from 'node:module';
import { join } from 'node:path';

export function loadWebSocket(root) {
  return createRequire(join(root, 'server/package.json'))('ws');
}

/** Closes a socket; one that does not answer within 5 s is terminated. */
export function closeSocket(ws) {
  return new Promise((resolve) => {
    if (ws.readyState === ws.CLOSED) return resolve();
    ws.once('close', resolve);
    ws.close();
    setTimeout(() => {
      ws.terminate();
      resolve();
    }, 5_000).unref();
  });
}
