import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { HttpError, notFound } from '../../http/errors';
import { requireInternal } from '../../http/internal';

/**
 * The catalogue's internal routes answer 404, never 403, unless INTERNAL_SECRET is configured and
 * sent: a prober cannot even tell that they exist. The constant-time comparison is the shared one.
 */
export function requireInternalOrHide(request: FastifyRequest, config: Pick<Config, 'INTERNAL_SECRET'>): void {
  try {
    requireInternal(request, config);
  } catch (error) {
    if (error instanceof HttpError) throw notFound();
    throw error;
  }
}
