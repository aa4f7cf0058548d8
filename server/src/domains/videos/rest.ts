import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentSession } from '../../http/auth';
import { notFound } from '../../http/errors';
import { strictInt } from '../../http/validate';
import { actorAvailability, actorUnavailable, mediaOwner, requestCountry } from '../actors/availability';
import { actorIdSchema } from '../actors/rest';
import { mediaUrlKey } from '../../media/signed-urls';
import type { AppDeps } from '../types';
import { actorAlbums, actorVideoGrid, albumDetail, videoDetail } from './service';

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
export async function mediaRoutes(app: FastifyInstance, { database, secrets }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const mediaKey = mediaUrlKey(secrets.visitorToken);
  const assertOffered = async (request: FastifyRequest, actorId: number) => {
    const availability = await actorAvailability(db, actorId, await requestCountry(db, request));
    if (availability === 'unknown') throw notFound(`Actor ${actorId} not found`, 'actor_not_found');
    if (availability === 'banned') throw actorUnavailable(actorId);
  };
  const assertMediaOffered = async (request: FastifyRequest, kind: 'video' | 'album', mediaId: number) => {
    const actorId = await mediaOwner(db, kind, mediaId);
    if (actorId === null) throw notFound(`${kind === 'video' ? 'Video' : 'Album'} ${mediaId} not found`, `${kind}_not_found`);
    await assertOffered(request, actorId);
  };
  const guestIdOf = async (request: FastifyRequest) => (await currentSession(request))?.guestId ?? null;

  api.get('/video/:videoId', { schema: { params: z.object({ videoId: actorIdSchema }) } }, async (request) => {
    const { videoId } = request.params;
    await assertMediaOffered(request, 'video', videoId);
    const video = await videoDetail(db, videoId, await guestIdOf(request));
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
