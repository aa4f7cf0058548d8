import { performance } from 'node:perf_hooks';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { BRANDS } from '../domains/brands/brands';
import { forbidden, HttpError } from '../http/errors';

/**
 * Messages a socket may send: 20 a second on average, and a burst of 100 (a client flushing what it
 * queued while reconnecting sends a handful). One socket sending 1,000 a second slowed every other
 * call to over a second.
 */
const MESSAGES_PER_SECOND = 20;
const MESSAGE_BURST = 100;

/** A token bucket: `take` is false when the socket is over its budget. */
export class MessageBudget {
  private tokens = MESSAGE_BURST;
  private last = performance.now();

  take(now = performance.now()): boolean {
    this.tokens = Math.min(MESSAGE_BURST, this.tokens + ((now - this.last) * MESSAGES_PER_SECOND) / 1000);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

const BRAND_HOSTS: ReadonlySet<string> = new Set(BRANDS.flatMap((brand) => brand.hosts));

/**
 * Browsers always send the Origin of the page that opens a socket: only the brands' own pages may
 * (by host name; the port is not compared). A client without Origin is not a browser, so no page
 * can ride on a visitor's cookies through it, and it could send any Origin it liked anyway.
 */
function isAllowedOrigin(origin: string | undefined): boolean {
  if (origin === undefined) return true;
  try {
    return BRAND_HOSTS.has(new URL(origin).hostname);
  } catch {
    return false;
  }
}

/**
 * Refuses the upgrade (403) from a foreign page and (429) beyond `socketsPerAddress` open sockets of
 * one client address on this node. A socket counts until its connection closes.
 */
function upgradeGuard(socketsPerAddress: number) {
  const open = new Map<string, number>();
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.ws) return;
    if (!isAllowedOrigin(request.headers.origin)) throw forbidden('This page may not open the socket.', 'origin_not_allowed');
    // An IPv6 client by its /64, as the rate limits count it: it could take a new address per socket.
    const address = normalizeIP(request.ip);
    const count = open.get(address) ?? 0;
    if (count >= socketsPerAddress) throw new HttpError(429, 'too_many_sockets', `At most ${socketsPerAddress} open sockets per address.`);
    open.set(address, count + 1);
    request.raw.socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  };
}

/**
 * Route options of the socket: the upgrade guard above, and @fastify/rate-limit's budget of upgrades
 * per address and minute (counted first, refused ones too), without which a socket closed for
 * flooding would reconnect at once and flood again.
 */
export function socketRouteLimits(config: Pick<Config, 'SOCKETS_PER_ADDRESS' | 'SOCKET_UPGRADES_PER_ADDRESS'>) {
  return {
    preValidation: upgradeGuard(config.SOCKETS_PER_ADDRESS),
    config: { rateLimit: { max: config.SOCKET_UPGRADES_PER_ADDRESS, timeWindow: 60_000 } },
  };
}
