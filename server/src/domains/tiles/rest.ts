import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_SIZE, VIDEO_ITEMS_PER_GRID } from '@vx/shared/constants';
import { badRequest, notFound } from '../../http/errors';
import type { Executor } from '../../db/helpers';
import type { AppDeps } from '../types';
import { ResultCache } from '../search/result-cache';
import { onlineActorsFirst } from './actors';
import { newestVideos } from './videos';

/** The tile grids by type; each knows its default page size (spec 001 §9). */
const GRIDS = {
  onlineActors: { pageSize: PAGE_SIZE.actors, load: onlineActorsFirst },
  newVideos: { pageSize: VIDEO_ITEMS_PER_GRID, load: newestVideos },
} satisfies Record<string, { pageSize: number; load: (db: Executor, page: number, pageSize: number) => Promise<{ items: unknown[]; totalCount: number }> }>;

type GridType = keyof typeof GRIDS;

/** The payload is URL-encoded JSON (spec 001 §7.2 tileGrid/get/{type}/{payload}). */
const payloadSchema = z
  .string()
  .max(2_000)
  .transform((raw): unknown => {
    try {
      // Fastify has already decoded the path segment once.
      return JSON.parse(raw);
    } catch {
      throw badRequest('Invalid payload: expected URL-encoded JSON such as {"page":1}', 'invalid_payload');
    }
  })
  .pipe(
    z.object({
      page: z.number().int().min(1).max(10_000).optional(),
      pageSize: z.number().int().min(1).max(100).optional(),
    }),
  );

const paramsSchema = z.object({ type: z.string().max(60), payload: payloadSchema });

function isGridType(type: string): type is GridType {
  return Object.prototype.hasOwnProperty.call(GRIDS, type);
}

/** tileGrid/get/{type}/{payload} → { success: true, data: { items, totalCount, page, pageSize } }. */
export async function tileRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The start page asks for the same first pages over and over; see ResultCache.
  const results = new ResultCache<{ items: unknown[]; totalCount: number }>();

  api.get('/tileGrid/get/:type/:payload', { schema: { params: paramsSchema } }, async (request) => {
    const { type, payload: input } = request.params;
    if (!isGridType(type)) {
      throw notFound(`Unknown tile grid type '${type}'; known: ${Object.keys(GRIDS).join(', ')}`, 'unknown_tile_grid');
    }
    const grid = GRIDS[type];
    const page = input.page ?? 1;
    const pageSize = input.pageSize ?? grid.pageSize;
    const { items, totalCount } = await results.get(`${type}:${page}:${pageSize}`, () =>
      grid.load(database.db, page, pageSize),
    );
    return { success: true, data: { items, totalCount, page, pageSize } };
  });
}
