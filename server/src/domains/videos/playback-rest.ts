import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { currentSession, requireSession, sessionRequired } from '../../http/auth';
import { forbidden, notFound } from '../../http/errors';
import { languageOf } from '../../http/language';
import { bodyIdSchema, idSchema, strictInt } from '../../http/validate';
import { requestCountry } from '../actors/availability';
import { actorIdOrNameSchema } from '../actors/rest';
import { actorByIdOrName } from '../gallery/album';
import { guests } from '../guests/schema';
import type { AppDeps } from '../types';
import { videoEntitlement } from './entitlement';
import { assertActorOffered, assertMediaOffered } from './offered';
import { videoPreviewEndIncentives } from './preview-incentives';
import { promotedVideo, recommendationsByActor, recommendationsByVideo, RECOMMENDATIONS_DEFAULT, RECOMMENDATIONS_MAX, topVideos } from './recommendations';
import { videos } from './schema';
import { sendVideoShare } from './share-mail';

const shareBody = z.strictObject({
  recipient: z.email().max(254),
  message: z.string().max(500).default(''),
  videoId: bodyIdSchema,
  guestId: bodyIdSchema,
});
const recommendationsQuery = z.object({ by: z.enum(['actor', 'video']), first: strictInt(1, RECOMMENDATIONS_MAX).default(RECOMMENDATIONS_DEFAULT) }).passthrough();
const topQuery = z.object({ limit: strictInt(1, RECOMMENDATIONS_MAX).default(RECOMMENDATIONS_DEFAULT) }).passthrough();

/**
 * The REST calls of the video detail (server/docs/video-playback.md, "Calls"):
 * conversion/getVideoPreviewEndIncentives, guest/sendVideoShareEmail, gallery/getpromotedvideo,
 * gallery/getTopVideos; and video/{videoId}/recommendations, the REST form of the query service's
 * video recommendations by actor or album for pages that have no query token (visitors).
 */
export async function videoPlaybackRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const viewerOf = async (request: FastifyRequest) => ({ guestId: (await currentSession(request))?.guestId ?? null, country: await requestCountry(db, request) });

  // albumId: in the spec a video is an album of type video; here it is the video's id.
  api.get('/conversion/getVideoPreviewEndIncentives/:albumId', { schema: { params: z.object({ albumId: idSchema }) } }, async (request) => {
    const videoId = request.params.albumId;
    const actorId = await assertMediaOffered(db, request, 'video', videoId);
    const { guestId } = await viewerOf(request);
    const [video] = await db
      .select({ free: videos.free, vip: videos.vip, ageRating: videos.ageRating, price: videos.price, basePrice: videos.basePrice, discount: videos.discount, currency: videos.priceCurrency })
      .from(videos)
      .where(eq(videos.id, videoId));
    const [entitlement, [guest]] = await Promise.all([
      videoEntitlement(db, guestId, { id: videoId, ...video! }),
      guestId === null ? [] : db.select({ balance: guests.balance }).from(guests).where(eq(guests.id, guestId)),
    ]);
    const data = videoPreviewEndIncentives({ id: videoId, actorId, ...video! }, entitlement.whole ? null : entitlement.restriction, guest?.balance ?? null);
    return { success: true, data };
  });

  api.get('/video/:videoId/recommendations', { schema: { params: z.object({ videoId: idSchema }), querystring: recommendationsQuery } }, async (request) => {
    const { videoId } = request.params;
    const { by, first } = request.query;
    const actorId = await assertMediaOffered(db, request, 'video', videoId);
    const viewer = await viewerOf(request);
    return { videos: by === 'actor' ? await recommendationsByActor(db, actorId, videoId, first, viewer) : await recommendationsByVideo(db, videoId, first, viewer) };
  });

  api.post('/guest/sendVideoShareEmail', { preValidation: sessionRequired, schema: { body: shareBody } }, async (request) => {
    const session = await requireSession(request);
    const body = request.body;
    if (body.guestId !== session.guestId) throw forbidden('guestId must be your own', 'not_your_guest_id');
    await assertMediaOffered(db, request, 'video', body.videoId);
    const status = await sendVideoShare(db, { guestId: session.guestId, videoId: body.videoId, recipient: body.recipient, message: body.message, language: languageOf(request) });
    if (status === null) throw notFound(`Video ${body.videoId} not found`, 'video_not_found');
    return { status };
  });

  api.get('/gallery/getpromotedvideo/:actorId', { schema: { params: z.object({ actorId: idSchema }) } }, async (request) => {
    const { actorId } = request.params;
    await assertActorOffered(db, request, actorId);
    return { success: true, data: await promotedVideo(db, actorId, await viewerOf(request)) };
  });

  api.get('/gallery/getTopVideos/:actorIdOrName', { schema: { params: z.object({ actorIdOrName: actorIdOrNameSchema }), querystring: topQuery } }, async (request) => {
    const actor = await actorByIdOrName(db, request.params.actorIdOrName);
    if (!actor) throw notFound(`Actor ${request.params.actorIdOrName} not found`, 'actor_not_found');
    await assertActorOffered(db, request, actor.id);
    return { success: true, data: await topVideos(db, actor.id, request.query.limit, await viewerOf(request)) };
  });
}
