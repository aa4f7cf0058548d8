import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession, sessionRequired } from '../../http/auth';
import { strictInt } from '../../http/validate';
import type { AppDeps } from '../types';
import { FAVOURITES_PAGE_SIZE, listFavourites } from './service';

const listQuery = z
  .object({
    page: strictInt(1, 10_000).default(1),
    // Spec 001 §9: 10 per page, 50 by default for the full list.
    limit: strictInt(1, 50).default(FAVOURITES_PAGE_SIZE),
  })
  .passthrough();

/** guest/favorite/actors (spec 001 §7.2): the guest's pinned actors with online state. */
export async function favouriteRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/guest/favorite/actors', { preValidation: sessionRequired, schema: { querystring: listQuery } }, async (request) => {
    const session = await requireSession(request);
    const query = request.query;
    return listFavourites(database.db, session.guestId, query.page, query.limit);
  });
}
