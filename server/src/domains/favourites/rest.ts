import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession, sessionRequired } from '../../http/auth';
import { strictInt } from '../../http/validate';
import type { AppDeps } from '../types';
import { actorImages } from '../../media/urls';
import { countPins, pinnedSedcards } from './media-pins';
import { FAVOURITES_PAGE_SIZE, FAVOURITES_SOCKET_LIMIT, listFavourites } from './service';

const listQuery = z
  .object({
    page: strictInt(1, 10_000).default(1),
    // Spec 001 §9: 10 per page, 50 by default for the full list.
    limit: strictInt(1, 50).default(FAVOURITES_PAGE_SIZE),
    // Our addition: the favourite cams page lists the online ones first.
    order: z.enum(['pinned', 'online']).default('pinned'),
  })
  .passthrough();

const sedcardQuery = z
  .object({ page: strictInt(1, 10_000).default(1), limit: strictInt(1, FAVOURITES_SOCKET_LIMIT).default(FAVOURITES_SOCKET_LIMIT) })
  .passthrough();

/**
 * guest/favorite/actors (spec 001 §7.2): the guest's pinned actors with online state;
 * guest/favorite/sedcards (our addition, for the favourite cams page): the actors whose sedcards he pinned.
 */
export async function favouriteRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/guest/favorite/actors', { preValidation: sessionRequired, schema: { querystring: listQuery } }, async (request) => {
    const session = await requireSession(request);
    const query = request.query;
    return listFavourites(database.db, session.guestId, query.page, query.limit, query.order);
  });

  api.get('/guest/favorite/sedcards', { preValidation: sessionRequired, schema: { querystring: sedcardQuery } }, async (request) => {
    const session = await requireSession(request);
    const { page, limit } = request.query;
    const [rows, total] = await Promise.all([pinnedSedcards(database.db, session.guestId, limit, (page - 1) * limit), countPins(database.db, session.guestId, 'sedcards')]);
    return {
      sedcards: rows.map((row) => ({
        actorId: row.actorId,
        actorName: row.actorName,
        isOnline: row.isOnline,
        image: actorImages(row.actorId, 'sedcard-1'),
        pinnedAt: row.pinnedAt.toISOString(),
      })),
      // As guest/favorite/actors pages: the page, the last one and how many there are in all.
      page,
      maxPage: Math.max(1, Math.ceil(total / limit)),
      total,
    };
  });
}
