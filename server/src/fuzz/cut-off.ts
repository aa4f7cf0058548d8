import { maxHeaderSize } from 'node:http';
import { MAX_BEACON_BYTES } from '../domains/tracking/validation';
import type { RawBody } from './inputs';

/**
 * A request over the server's limits is refused before it is read: Node answers a request line and
 * headers over `maxHeaderSize` with 431, Fastify a body over the route's limit with 413, and both close
 * the connection. Node has no lingering close, so a client still sending can see the reset before it
 * reads the answer. Only such a request may end without a status; the smallest body limit is the
 * tracker's. CI failures of this race: seed 7, a 1.5 MB REST body, a GET of a 1 MB query, a 1 MB /feed body.
 */
export const mayBeCutOff = (method: string, target: string, body: RawBody) =>
  method === 'GET' || method === 'HEAD' ? target.length > maxHeaderSize : body.body !== undefined && Buffer.byteLength(body.body) > MAX_BEACON_BYTES;
