import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentSession } from '../../http/auth';
import { notFound } from '../../http/errors';
import { strictInt } from '../../http/validate';
import { actorIdSchema } from '../actors/rest';
import { mediaUrlKey } from '../../media/signed-urls';
import type { AppDeps } from '../types';
import { actorAlbums, actorVideoGrid, albumDetail } from './service';
import { assertActorOffered, assertMediaOffered as offeredMedia } from './offered';
import { videoDetail } from './video-detail';

const page = strictInt(1, 10_000).default(1);
const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const videoGridQuery = z
  .object({ page, tagGroup: z.string().min(1).max(60).optional(), classic: booleanFlag.optional() })
  .passthrough();
const pageQuery = z.object({ page }).passthrough();

/**
 * video/:videoId, album/:albumId, actor/:actorId/videos, actor/:actorId/albums (with isBought for
 * the guest). An actor banned in the viewer's country offers no content: every one of these answers
 * 404 actor_unavailable for it, as the profile shows it unavailable.
 */
export async function mediaRoutes(app: FastifyInstance, { database, secrets, config }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const mediaKey = mediaUrlKey(secrets.visitorToken);
  const assertOffered = (request: FastifyRequest, actorId: number) => assertActorOffered(db, request, actorId);
  const assertMediaOffered = (request: FastifyRequest, kind: 'video' | 'album', mediaId: number) => offeredMedia(db, request, kind, mediaId);
  const guestIdOf = async (request: FastifyRequest) => (await currentSession(request))?.guestId ?? null;

  api.get('/video/:videoId', { schema: { params: z.object({ videoId: actorIdSchema }) } }, async (request) => {
    const { videoId } = request.params;
    await assertMediaOffered(request, 'video', videoId);
    const video = await videoDetail(db, videoId, await guestIdOf(request), {
      secret: secrets.visitorToken,
      previewSeconds: config.VOD_PREVIEW_SECONDS,
      grantSeconds: config.VOD_GRANT_SECONDS,
      off: config.VOD_VIDEOS === 'off',
    });
    if (!video) throw notFound(`Video ${videoId} not found`, 'video_not_found');
    return video;
  });

  api.get('/album/:albumId', { schema: { params: z.object({ albumId: actorIdSchema }), querystring: pageQuery } }, async (request) => {
    const { albumId } = request.params;
    const query = request.query;
    await assertMediaOffered(request, 'album', albumId);
    const album = await albumDetail(db, mediaKey, { albumId, page: query.page, guestId: await guestIdOf(request) });
    if (!album) throw notFound(`Album ${albumId} not found`, 'album_not_found');
    return album;
  });

  api.get('/actor/:actorId/videos', { schema: { params: z.object({ actorId: actorIdSchema }), querystring: videoGridQuery } }, async (request) => {
    const { actorId } = request.params;
    const query = request.query;
    await assertOffered(request, actorId);
    return actorVideoGrid(db, {
      actorId,
      page: query.page,
      tagGroup: query.tagGroup ?? null,
      classic: query.classic ?? null,
      guestId: await guestIdOf(request),
    });
  });

  api.get('/actor/:actorId/albums', { schema: { params: z.object({ actorId: actorIdSchema }), querystring: pageQuery } }, async (request) => {
    const { actorId } = request.params;
    const query = request.query;
    await assertOffered(request, actorId);
    return actorAlbums(db, { actorId, page: query.page, guestId: await guestIdOf(request) });
  });
}
