import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';

/**
 * One event on its way to many sockets: the JSON payload, and the complete WebSocket text frame
 * (RFC 6455 §5.2: FIN, opcode 1, unmasked as server frames are) built once for all of them.
 */
export interface OutgoingFrame {
  payload: Buffer;
  frame: Buffer;
}

export function textFrame(payload: Buffer): OutgoingFrame {
  const length = payload.length;
  const header = length < 126 ? 2 : length < 65536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + length);
  frame[0] = 0x81;
  if (length < 126) {
    frame[1] = length;
  } else if (length < 65536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, header);
  return { payload, frame };
}

interface WsInternals {
  _socket?: Duplex;
  _sender?: { _state?: number };
}

/**
 * Writes a prebuilt frame straight to the socket's TCP stream. `ws.send` would build a header and
 * do cork/write/write/uncork per socket; for a broadcast to 10,000 sockets that per-socket work is
 * most of the cost. This is safe only while ws's sender is idle (state 0: no compression or blob
 * read in progress; this server never enables either), so it falls back to `ws.send` otherwise,
 * and if a ws upgrade ever renames these internals.
 */
export function writeFrame(socket: WebSocket, out: OutgoingFrame): void {
  const internals = socket as unknown as WsInternals;
  const tcp = internals._socket;
  if (tcp && internals._sender?._state === 0 && !tcp.destroyed) {
    tcp.write(out.frame);
    return;
  }
  socket.send(out.payload, { binary: false });
}
