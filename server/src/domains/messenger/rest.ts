import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RECOMMENDATIONS } from '@vx/shared/constants';
import type { MessengerActor, MessengerChannel, MessengerRecommendations } from '@vx/shared/protocol';
import { requireSession, sessionRequired } from '../../http/auth';
import { notFound } from '../../http/errors';
import { idSchema } from '../../http/validate';
import { actorAvailability, requestCountry } from '../actors/availability';
import type { AppDeps } from '../types';
import { messengerActor, recommendations } from './actors';
import { archiveChannel, blockChannel } from './archive';
import { openChannel } from './channels';
import { messengerImageRoutes } from './images/rest';
import { byActorId, byChannelId, findChannel } from './list';

const channelParams = z.object({ channelId: idSchema });
const actorParams = z.object({ actorId: idSchema });
const statusBody = z.strictObject({ status: z.boolean() });
const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');
const recommendationsQuery = z
  .object({ currentActorId: idSchema.optional(), useGrid: flag.default(false), fsk: z.enum(['0', '6', '12', '16', '18']).optional() })
  .passthrough();

const channelNotFound = (channelId: number) => notFound(`No channel ${channelId}`, 'channel_not_found');
const actorNotFound = (actorId: number) => notFound(`Actor ${actorId} not found`, 'actor_not_found');

/**
 * The messenger's REST calls of spec 001 §7.2 (docs/messenger.md), all for a logged-in guest and
 * only ever about his own channels: another guest's channel is answered as one that does not exist.
 */
export async function messengerRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  await app.register(async (scope) => messengerImageRoutes(scope, deps));

  api.get('/messenger/channel/:channelId', { preValidation: sessionRequired, schema: { params: channelParams } }, async (request): Promise<MessengerChannel> => {
    const { guestId } = await requireSession(request);
    const channel = await findChannel(db, guestId, byChannelId(request.params.channelId));
    if (!channel) throw channelNotFound(request.params.channelId);
    return channel;
  });

  // The guest's channel with the actor, opened here when he has none: the messenger calls this before
  // a first message (sendMessage needs a channel id), so repeating it returns the same channel.
  api.get('/messenger/channel/actor/:actorId', { preValidation: sessionRequired, schema: { params: actorParams } }, async (request): Promise<MessengerChannel> => {
    const { guestId } = await requireSession(request);
    const { actorId } = request.params;
    const existing = await findChannel(db, guestId, byActorId(actorId));
    if (existing) return existing;
    if ((await actorAvailability(db, actorId, await requestCountry(db, request))) !== 'available') throw actorNotFound(actorId);
    await openChannel(db, guestId, actorId);
    const opened = await findChannel(db, guestId, byActorId(actorId));
    if (!opened) throw actorNotFound(actorId);
    return opened;
  });

  api.get('/messenger/actor/:actorId', { preValidation: sessionRequired, schema: { params: actorParams } }, async (request): Promise<MessengerActor> => {
    const { guestId } = await requireSession(request);
    const actor = await messengerActor(db, guestId, request.params.actorId, await requestCountry(db, request));
    if (!actor) throw actorNotFound(request.params.actorId);
    return actor;
  });

  // fsk is accepted as the spec sends it; every actor's preview picture suits every rating (docs/messenger.md).
  api.get('/messenger/recommendations', { preValidation: sessionRequired, schema: { querystring: recommendationsQuery } }, async (request): Promise<MessengerRecommendations> => {
    const { guestId } = await requireSession(request);
    const { currentActorId, useGrid } = request.query;
    const count = useGrid ? RECOMMENDATIONS.grid : RECOMMENDATIONS.slider;
    return { actors: await recommendations(db, guestId, { count, currentActorId, country: await requestCountry(db, request) }) };
  });

  api.post('/messenger/channel/:channelId/archive', { preValidation: sessionRequired, schema: { params: channelParams, body: statusBody } }, async (request) => {
    const { guestId } = await requireSession(request);
    const channel = await archiveChannel(deps, guestId, request.params.channelId, request.body.status);
    if (!channel) throw channelNotFound(request.params.channelId);
    return { channel };
  });

  api.post('/messenger/channel/:channelId/block', { preValidation: sessionRequired, schema: { params: channelParams, body: statusBody } }, async (request) => {
    const { guestId } = await requireSession(request);
    const channel = await blockChannel(deps, guestId, request.params.channelId, request.body.status);
    if (!channel) throw channelNotFound(request.params.channelId);
    return { channel };
  });
}
