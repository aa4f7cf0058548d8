import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentSession } from '../../http/auth';
import { notFound } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { actorIdSchema } from '../actors/rest';
import { actors } from '../actors/schema';
import type { AppDeps } from '../types';
import { actorAlbums, actorVideoGrid, albumDetail, videoDetail } from './service';

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const videoGridQuery = z
  .object({ page, tagGroup: z.string().min(1).max(60).optional(), classic: booleanFlag.optional() })
  .passthrough();
const pageQuery = z.object({ page }).passthrough();

/** video/:videoId, album/:albumId, actor/:actorId/videos, actor/:actorId/albums (with isBought for the guest). */
export async function mediaRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  const db = database.db;
  const assertActor = async (actorId: number) => {
    const [row] = await db.select({ id: actors.id }).from(actors).where(eq(actors.id, actorId)).limit(1);
    if (!row) throw notFound(`Actor ${actorId} not found`, 'actor_not_found');
  };
  const guestIdOf = async (request: Parameters<typeof currentSession>[0]) => (await currentSession(request))?.guestId ?? null;

  app.get('/video/:videoId', async (request) => {
    const { videoId } = parseInput(z.object({ videoId: actorIdSchema }), request.params, 'params');
    const video = await videoDetail(db, videoId, await guestIdOf(request));
    if (!video) throw notFound(`Video ${videoId} not found`, 'video_not_found');
    return video;
  });

  app.get('/album/:albumId', async (request) => {
    const { albumId } = parseInput(z.object({ albumId: actorIdSchema }), request.params, 'params');
    const query = parseInput(pageQuery, request.query, 'query');
    const album = await albumDetail(db, albumId, query.page, await guestIdOf(request));
    if (!album) throw notFound(`Album ${albumId} not found`, 'album_not_found');
    return album;
  });

  app.get('/actor/:actorId/videos', async (request) => {
    const { actorId } = parseInput(z.object({ actorId: actorIdSchema }), request.params, 'params');
    const query = parseInput(videoGridQuery, request.query, 'query');
    await assertActor(actorId);
    return actorVideoGrid(db, {
      actorId,
      page: query.page,
      tagGroup: query.tagGroup ?? null,
      classic: query.classic ?? null,
      guestId: await guestIdOf(request),
    });
  });

  app.get('/actor/:actorId/albums', async (request) => {
    const { actorId } = parseInput(z.object({ actorId: actorIdSchema }), request.params, 'params');
    const query = parseInput(pageQuery, request.query, 'query');
    await assertActor(actorId);
    return actorAlbums(db, { actorId, page: query.page, guestId: await guestIdOf(request) });
  });
}
