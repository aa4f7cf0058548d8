import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentSession } from '../../http/auth';
import { HttpError, notFound } from '../../http/errors';
import { FailureLimiter } from '../auth/rate-limit';
import { requireInternalOrHide } from '../internal/guard';
import type { AppDeps } from '../types';
import { countProfileVisit, latestTrackingEvents, storeTrackingEvent } from './service';
import { beaconJson, beaconSchema, MAX_BEACON_BYTES, profileVisitSchema } from './validation';

/**
 * Beacons per IP and minute. A page view sends a handful; a flood beyond this is a script filling
 * the table. The login limiter's sliding window counts every beacon here, not only failures.
 */
export const TRACKING_LIMIT = { maxFailures: 240, windowMs: 60_000 };

const latestQuery = z.object({ type: z.string().min(1).max(60), limit: z.coerce.number().int().min(1).max(100).default(20) }).passthrough();

/**
 * tracker/track and tracker/trackActorProfileVisit (spec 001 "Logging and tracking"). Both answer
 * 204: a beacon never reads its answer. The rate limiter lives in this process's memory (see
 * auth/rate-limit.ts).
 */
export async function trackingRoutes(app: FastifyInstance, { config, database }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const limiter = new FailureLimiter(TRACKING_LIMIT);
  const sweeper = setInterval(() => limiter.sweep(), 60_000);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  const limitByIp = async (request: { ip: string }) => {
    const wait = limiter.retryAfterMs(request.ip);
    if (wait > 0) {
      const seconds = String(Math.max(1, Math.ceil(wait / 1000)));
      throw new HttpError(429, 'too_many_requests', 'Too many tracking events. Please slow down.', { 'retry-after': seconds });
    }
    limiter.fail(request.ip);
  };

  // This domain's scope only: a beacon sent as a string is the same JSON.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, async (_request: FastifyRequest, text: string) => beaconJson(text));

  api.post('/tracker/track', { bodyLimit: MAX_BEACON_BYTES, onRequest: limitByIp, schema: { body: beaconSchema } }, async (request, reply) => {
    const { accessToken, ...event } = request.body;
    const session = accessToken ? await request.server.sessionResolver(accessToken) : await currentSession(request);
    await storeTrackingEvent(db, event, session?.guestId ?? null);
    return reply.code(204).send();
  });

  api.post('/tracker/trackActorProfileVisit', { bodyLimit: MAX_BEACON_BYTES, onRequest: limitByIp, schema: { body: profileVisitSchema } }, async (request, reply) => {
    const { actorId } = request.body;
    if (!(await countProfileVisit(db, actorId))) throw notFound(`Actor ${actorId} not found`, 'actor_not_found');
    return reply.code(204).send();
  });

  await app.register(async (scope) => {
    const internal = scope.withTypeProvider<ZodTypeProvider>();
    internal.addHook('onRequest', async (request) => requireInternalOrHide(request, config));
    internal.get('/tracking/latest', { schema: { querystring: latestQuery } }, async (request) => {
      const { type, limit } = request.query;
      const rows = await latestTrackingEvents(db, type, limit);
      return { events: rows.map(({ occurredAt, receivedAt, ...row }) => ({ ...row, occurredAt: occurredAt.toISOString(), receivedAt: receivedAt.toISOString() })) };
    });
  }, { prefix: '/internal' });
}
