import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isLanguage } from '@vx/shared/constants';
import { requireSession, sessionRequired } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { idSchema } from '../../http/validate';
import { actorAvailability, actorUnavailable, mediaOwner, requestCountry } from '../actors/availability';
import { formatCoins } from '../guests/dto';
import type { AppDeps } from '../types';
import { buyMedia, type MediaKind } from './service';

const id = idSchema;
const idempotencyKey = z.string().min(8).max(200);
/** Spec 001 §7.2 shows the call without a body: the key is optional, in the body or the Idempotency-Key header. */
const buyBody = z.strictObject({ idempotencyKey: idempotencyKey.optional() }).optional();

/**
 * The key of a purchase: the client's (body, else header) or, for a call without one, one per guest
 * and item. Buying something owned already never charges (buyMedia answers it as a replay), so the
 * derived key only ever pays once.
 */
const purchaseKey = (given: string | undefined, kind: MediaKind, mediaId: number, guestId: number) => given ?? `${kind}:${mediaId}:guest:${guestId}`;

/** album/:albumId/buy (spec 001 §7.2) and video/:videoId/buy (same rule); refused without a charge for a banned actor. */
export async function purchaseRoutes(app: FastifyInstance, { database, hub }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = (kind: MediaKind, param: 'albumId' | 'videoId') =>
    api.post(`/${kind}/:${param}/buy`, { preValidation: sessionRequired, schema: { params: z.object({ [param]: id }), body: buyBody } }, async (request) => {
      const session = await requireSession(request);
      const mediaId = request.params[param] as number;
      // Fastify's zod compiler validates body, query and params only: the header is checked here.
      const header = idempotencyKey.optional().safeParse(request.headers['idempotency-key']);
      if (!header.success) throw badRequest('Idempotency-Key must be 8 to 200 characters', 'invalid_idempotency_key');
      const key = purchaseKey(request.body?.idempotencyKey ?? header.data, kind, mediaId, session.guestId);
      const actorId = await mediaOwner(database.db, kind, mediaId);
      if (actorId === null) throw notFound(`${kind} ${mediaId} not found`, `${kind}_not_found`);
      // Content of an actor banned in the buyer's country is not offered, so it cannot be bought.
      if ((await actorAvailability(database.db, actorId, await requestCountry(database.db, request))) === 'banned') throw actorUnavailable(actorId);
      const result = await buyMedia(database.db, hub, { guestId: session.guestId, kind, mediaId, idempotencyKey: key });
      if (!result.found) throw notFound(`${kind} ${mediaId} not found`, `${kind}_not_found`);
      const language = (request.query as { language?: unknown } | undefined)?.language;
      return {
        success: result.success,
        errorCode: result.errorCode,
        balance: result.balance,
        balanceFormatted: formatCoins(result.balance, isLanguage(language) ? language : 'en'),
      };
    });
  route('album', 'albumId');
  route('video', 'videoId');
}
