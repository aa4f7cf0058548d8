import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_SIZE, VIDEO_STARS_DEFAULT } from '@vx/shared/constants';
import { currentSession } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { languageOf } from '../../http/language';
import { strictInt } from '../../http/validate';
import { actorAvailability, actorUnavailable, requestCountry } from '../actors/availability';
import { actorIdSchema } from '../actors/rest';
import type { AppDeps } from '../types';
import { mapOrder, toVideoFilter, UNMAPPED_CATEGORY, UnmappedCategoryError, videoFilterSchema } from './list-filter';
import { EMPTY_FILTER, searchTags, videoListsOf, type Viewer } from './lists';
import { POPULAR_TAGS_DEFAULT } from './vxql';

/**
 * The query string of a GET payload (spec 001 §7.1): an object parameter (`filter`) travels as
 * JSON, the rest as text.
 */
const filterParam = z
  .string()
  .max(4_000)
  .transform((raw): unknown => {
    try {
      return JSON.parse(raw);
    } catch {
      throw badRequest('Invalid filter: expected JSON such as {"types":["free"]}', 'invalid_filter');
    }
  })
  .pipe(videoFilterSchema);

const listQuery = z
  .object({
    filter: filterParam.optional(),
    order: z.string().max(40).optional(),
    page: strictInt(1, 10_000).default(1),
    pageSize: strictInt(1, 100).default(PAGE_SIZE.videos),
  })
  .passthrough();

const firstQuery = (max: number) => z.object({ first: strictInt(1, max).optional() }).passthrough();

/** Spec 001 §8's 'Unmapped category', as a REST error. */
function mapped<T>(build: () => T): T {
  try {
    return build();
  } catch (error) {
    if (error instanceof UnmappedCategoryError) throw badRequest(UNMAPPED_CATEGORY, 'unmapped_category');
    throw error;
  }
}

/**
 * sales/actor/{actorId} (spec 001 §7.2) and the public lists the client reads over REST: visitors
 * have no token for the query service (ARCHITECTURE.md, "query service for visitors"), so each
 * list of the query service that a visitor's page shows has a GET here running the same service.
 */
export async function videoListRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const lists = videoListsOf(db);
  const viewerOf = async (request: FastifyRequest): Promise<Viewer> => ({
    guestId: (await currentSession(request))?.guestId ?? null,
    country: await requestCountry(db, request),
  });

  api.get('/videos/filtered', { schema: { querystring: listQuery } }, async (request, reply) => {
    const { filter, order, page, pageSize } = request.query;
    const query = mapped(() => ({ filter: toVideoFilter(filter), order: mapOrder(order), first: pageSize, offset: (page - 1) * pageSize }));
    const { items, totalCount, itemsJson } = await lists.list(query, await viewerOf(request));
    // The page's JSON is kept with the page: sent as it is, the answer costs no serialization.
    const body = `{"items":${itemsJson ?? JSON.stringify(items)},"totalCount":${totalCount},"page":${page},"pageSize":${pageSize}}`;
    return reply.type('application/json; charset=utf-8').send(body);
  });

  api.get('/videos/tagSearch/:search', { schema: { params: z.object({ search: z.string().trim().min(1).max(60) }) } }, async (request) => ({
    tags: await searchTags(db, request.params.search, languageOf(request)),
  }));

  api.get('/videos/popularTags', { schema: { querystring: firstQuery(100) } }, async (request) => ({
    tags: await lists.popularTags(request.query.first ?? POPULAR_TAGS_DEFAULT),
  }));

  api.get('/videos/stars', { schema: { querystring: firstQuery(VIDEO_STARS_DEFAULT) } }, async (request) => {
    const viewer = await viewerOf(request);
    return { stars: await lists.videoStars(request.query.first ?? VIDEO_STARS_DEFAULT, languageOf(request), viewer.country) };
  });

  /** An actor's videos on sale: discounted ones, the biggest discount first. */
  api.get('/sales/actor/:actorId', { schema: { params: z.object({ actorId: actorIdSchema }), querystring: firstQuery(100) } }, async (request) => {
    const { actorId } = request.params;
    const viewer = await viewerOf(request);
    const availability = await actorAvailability(db, actorId, viewer.country);
    if (availability === 'unknown') throw notFound(`Actor ${actorId} not found`, 'actor_not_found');
    if (availability === 'banned') throw actorUnavailable(actorId);
    const filter = { ...EMPTY_FILTER, modelIds: [actorId], types: ['discount' as const] };
    const { items, totalCount } = await lists.list({ filter, order: 'discount', first: request.query.first ?? PAGE_SIZE.videos, offset: 0 }, viewer);
    return { actorId, videos: items, totalCount };
  });
}
