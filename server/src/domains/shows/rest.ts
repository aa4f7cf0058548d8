import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isLanguage } from '@vx/shared/constants';
import { currentSession, requireSession } from '../../http/auth';
import { notFound, tooManyAttempts } from '../../http/errors';
import { bodyIdSchema, idSchema, parseInput, strictInt } from '../../http/validate';
import { actorImages } from '../../media/urls';
import { actors } from '../actors/schema';
import { requireInternalOrHide } from '../internal/guard';
import type { AppDeps } from '../types';
import { PROMO_ATTEMPTS_MESSAGE, promoAttemptWait } from './promo-attempts';
import { buyTicket, CREATION_TYPES, listShows, removeTicket, SHOW_STATUSES, usesPromoCode } from './service';

const id = idSchema;
const showParams = z.object({ id });
const listQuery = z
  .object({
    first: strictInt(1, 100).default(20),
    status: z.enum(SHOW_STATUSES).default('all'),
    /** The shows of one actor (the profile's live-show page). */
    modelId: id.optional(),
    language: z.string().max(5).optional(),
  })
  .passthrough();
const buyBody = z.strictObject({
  creationType: z.enum(CREATION_TYPES),
  promoCode: z.string().min(1).max(40).nullish(),
  idempotencyKey: z.string().min(8).max(200),
});
const invitationBody = z.strictObject({ guestId: bodyIdSchema });

const languageOf = (query: unknown) => {
  const value = (query as { language?: unknown } | undefined)?.language;
  return isLanguage(value) ? value : 'en';
};

/** camshows (list), camshows/:id/ticket (buy, remove), and the internal ticket-show invitation. */
export async function showRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { config, database, hub } = deps;
  const db = database.db;

  app.get('/camshows', async (request) => {
    const query = parseInput(listQuery, request.query, 'query');
    const session = await currentSession(request);
    return listShows(db, {
      first: query.first,
      status: query.status,
      guestId: session?.guestId ?? null,
      language: languageOf(request.query),
      actorId: query.modelId ?? null,
    });
  });

  app.post('/camshows/:id/ticket', async (request) => {
    const session = await requireSession(request);
    const { id: showId } = parseInput(showParams, request.params, 'params');
    const body = parseInput(buyBody, request.body, 'body');
    if (usesPromoCode(body)) {
      const wait = await promoAttemptWait(deps, request);
      if (wait > 0) throw tooManyAttempts(wait, PROMO_ATTEMPTS_MESSAGE);
    }
    return buyTicket(db, hub, {
      guestId: session.guestId,
      showId,
      creationType: body.creationType,
      promoCode: body.promoCode ?? null,
      idempotencyKey: body.idempotencyKey,
    });
  });

  app.delete('/camshows/:id/ticket', async (request) => {
    const session = await requireSession(request);
    const { id: showId } = parseInput(showParams, request.params, 'params');
    return removeTicket(db, hub, session.guestId, showId);
  });

  await app.register(
    async (internal) => {
      internal.addHook('onRequest', async (request) => requireInternalOrHide(request, config));
      /** The actor invites a guest into a private ticket show (spec 001 §7.3 privateTicketShowInvitation). */
      internal.post('/actor/:id/ticketShowInvitation', async (request) => {
        const { id: actorId } = parseInput(showParams, request.params, 'params');
        const { guestId } = parseInput(invitationBody, request.body, 'body');
        const [actor] = await db.select({ name: actors.name }).from(actors).where(eq(actors.id, actorId)).limit(1);
        if (!actor) throw notFound(`Actor ${actorId} not found`, 'actor_not_found');
        hub.toGuest(guestId, {
          type: 'privateTicketShowInvitation',
          actorId,
          actorName: actor.name,
          actorProfilePictureUrl: actorImages(actorId).w320,
        });
        return { success: true };
      });
    },
    { prefix: '/internal' },
  );
}
