import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { forbidden, notFound } from './errors';

export const INTERNAL_SECRET_HEADER = 'x-internal-secret';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Guards internal and test routes (spec 000 §6): they do not exist (404) unless INTERNAL_SECRET is
 * configured, and answer 403 unless the request carries it in `x-internal-secret`.
 */
export function requireInternal(request: FastifyRequest, config: Pick<Config, 'INTERNAL_SECRET'>): void {
  if (!config.INTERNAL_SECRET) throw notFound();
  const sent = request.headers[INTERNAL_SECRET_HEADER];
  // Compare digests: equal length, constant time, whatever the client sent.
  if (typeof sent !== 'string' || !timingSafeEqual(digest(sent), digest(config.INTERNAL_SECRET))) {
    throw forbidden('Internal route: missing or wrong secret');
  }
}
