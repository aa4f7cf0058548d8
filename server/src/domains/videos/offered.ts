import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/helpers';
import { notFound } from '../../http/errors';
import { actorAvailability, actorUnavailable, mediaOwner, requestCountry } from '../actors/availability';

/**
 * An actor banned in the viewer's country offers no content: her media answer 404
 * actor_unavailable, as her profile shows her unavailable; an unknown actor is 404 actor_not_found.
 */
export async function assertActorOffered(db: Executor, request: FastifyRequest, actorId: number): Promise<void> {
  const availability = await actorAvailability(db, actorId, await requestCountry(db, request));
  if (availability === 'unknown') throw notFound(`Actor ${actorId} not found`, 'actor_not_found');
  if (availability === 'banned') throw actorUnavailable(actorId);
}

/** The owner of an offered video or album; 404 video_not_found / album_not_found when there is none. */
export async function assertMediaOffered(db: Executor, request: FastifyRequest, kind: 'video' | 'album', mediaId: number): Promise<number> {
  const actorId = await mediaOwner(db, kind, mediaId);
  if (actorId === null) throw notFound(`${kind === 'video' ? 'Video' : 'Album'} ${mediaId} not found`, `${kind}_not_found`);
  await assertActorOffered(db, request, actorId);
  return actorId;
}
