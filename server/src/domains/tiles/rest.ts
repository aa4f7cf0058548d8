import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { jsonPathPayload } from '../../http/validate';
import type { AppDeps } from '../types';
import { GRIDS, isGridType, tileGridsOf } from './grids';

/** The payload is URL-encoded JSON (spec 001 §7.2 tileGrid/get/{type}/{payload}). */
const payloadSchema = jsonPathPayload(
  z.object({
    page: z.number().int().min(1).max(10_000).optional(),
    pageSize: z.number().int().min(1).max(100).optional(),
  }),
  '{"page":1}',
);

const paramsSchema = z.object({ type: z.string().max(60), payload: payloadSchema });

/** tileGrid/get/{type}/{payload} → { success: true, data: { items, totalCount, page, pageSize } }. */
export async function tileRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const grids = tileGridsOf(database.db);

  api.get('/tileGrid/get/:type/:payload', { schema: { params: paramsSchema } }, async (request) => {
    const { type, payload: input } = request.params;
    if (!isGridType(type)) {
      throw notFound(`Unknown tile grid type '${type}'; known: ${Object.keys(GRIDS).join(', ')}`, 'unknown_tile_grid');
    }
    const grid = GRIDS[type];
    const page = input.page ?? 1;
    const pageSize = input.pageSize ?? grid.pageSize;
    const { items, totalCount } = await grids(type, page, pageSize);
    return { success: true, data: { items, totalCount, page, pageSize } };
  });
}
