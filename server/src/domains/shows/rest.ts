import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isLanguage } from '@vx/shared/constants';
import { currentSession, requireSession, sessionRequired } from '../../http/auth';
import { notFound, tooManyAttempts } from '../../http/errors';
import { bodyIdSchema, idSchema, strictInt } from '../../http/validate';
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
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config, database, hub } = deps;
  const db = database.db;

  api.get('/camshows', { schema: { querystring: listQuery } }, async (request) => {
    const query = request.query;
    const session = await currentSession(request);
    return listShows(db, {
      first: query.first,
      status: query.status,
      guestId: session?.guestId ?? null,
      language: languageOf(request.query),
      actorId: query.modelId ?? null,
    });
  });

  api.post('/camshows/:id/ticket', { preValidation: sessionRequired, schema: { params: showParams, body: buyBody } }, async (request) => {
    const session = await requireSession(request);
    const { id: showId } = request.params;
    const body = request.body;
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

  api.delete('/camshows/:id/ticket', { preValidation: sessionRequired, schema: { params: showParams } }, async (request) => {
    const session = await requireSession(request);
    const { id: showId } = request.params;
    return removeTicket(db, hub, session.guestId, showId);
  });

  await app.register(
    async (scope) => {
      const internal = scope.withTypeProvider<ZodTypeProvider>();
      internal.addHook('onRequest', async (request) => requireInternalOrHide(request, config));
      /** The actor invites a guest into a private ticket show (spec 001 §7.3 privateTicketShowInvitation). */
      internal.post('/actor/:id/ticketShowInvitation', { schema: { params: showParams, body: invitationBody } }, async (request) => {
        const { id: actorId } = request.params;
        const { guestId } = request.body;
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
