import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isLanguage } from '@vx/shared/constants';
import { TOP_CAM_TYPES } from '@vx/shared/protocol';
import type { AppDeps } from '../types';
import { topCams } from './service';

const params = z.object({ type: z.enum(TOP_CAM_TYPES) });
const query = z
  .object({ online: z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1').optional() })
  .passthrough();

/** topcams/:type (REST mirror of the vxql topCams query: visitors have no query-service token). */
export async function topCamRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/topcams/:type', { schema: { params, querystring: query } }, async (request) => {
    const { type } = request.params;
    const { online, language } = request.query;
    return { type, topCams: await topCams(database.db, type, online ?? null, isLanguage(language) ? language : 'en') };
  });
}
