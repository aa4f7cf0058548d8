import { asc, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { idSchema, strictInt } from '../../http/validate';
import { setActorOnline } from '../actors/online';
import { actors } from '../actors/schema';
import { lockGuest } from '../guests/service';
import type { AppDeps } from '../types';
import { requireInternalOrHide } from './guard';
import { internalMessengerRoutes } from './messenger';

const actorParams = z.object({ actorId: idSchema });
const guestParams = z.object({ guestId: idSchema });
const onlineQuery = z.object({ limit: strictInt(1, 1_000).default(100) }).passthrough();

/**
 * Internal and test routes (spec 000 §6): drive an actor's online state, list who is online, lock a
 * guest, write as an actor in the messenger (messenger.ts). End-to-end tests and benchmarks use them to make things happen on demand.
 */
export async function internalRoutes(app: FastifyInstance, { config, database, hub }: AppDeps): Promise<void> {
  const db = database.db;

  await app.register(async (scope) => {
    const internal = scope.withTypeProvider<ZodTypeProvider>();
    // A hook in this child scope guards exactly these routes and nothing else under /rest/v1.
    internal.addHook('onRequest', async (request) => requireInternalOrHide(request, config));

    for (const state of ['online', 'offline'] as const) {
      internal.post(`/actor/:actorId/${state}`, { schema: { params: actorParams } }, async (request) => {
        const { actorId } = request.params;
        const result = await setActorOnline(db, hub, actorId, state === 'online');
        if (!result.found) throw notFound(`Actor ${actorId} not found`, 'actor_not_found');
        return { success: true, actorId, isOnline: state === 'online', changed: result.changed };
      });
    }

    /** Support locks a guest: every open session ends now, on REST, the query service and the socket. */
    internal.post('/guest/:guestId/lock', { schema: { params: guestParams } }, async (request) => {
      const { guestId } = request.params;
      const revoked = await lockGuest(db, guestId);
      if (revoked === null) throw notFound(`Guest ${guestId} not found`, 'guest_not_found');
      hub.toGuest(guestId, { type: 'guestLocked' });
      for (const hash of revoked) hub.expireSession(hash);
      request.log.info({ guestId, sessionsEnded: revoked.length }, 'guest locked');
      return { success: true, guestId, isLocked: true, sessionsEnded: revoked.length };
    });

    internal.get('/actors/online', { schema: { querystring: onlineQuery } }, async (request) => {
      const { limit } = request.query;
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: actors.id, name: actors.name })
          .from(actors)
          .where(eq(actors.isOnline, true))
          .orderBy(desc(actors.onlineRanking), asc(actors.id))
          .limit(limit),
        db.select({ total: count() }).from(actors).where(eq(actors.isOnline, true)),
      ]);
      return { total: Number(total?.total ?? 0), actors: rows };
    });

    internalMessengerRoutes(scope, { database, hub });
  }, { prefix: '/internal' });
}
