import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isLanguage } from '@vx/shared/constants';
import { TOP_CAM_TYPES } from '@vx/shared/protocol';
import { parseInput } from '../../http/validate';
import type { AppDeps } from '../types';
import { topCams } from './service';

const params = z.object({ type: z.enum(TOP_CAM_TYPES) });
const query = z
  .object({ online: z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1').optional() })
  .passthrough();

/** topcams/:type (REST mirror of the vxql topCams query: visitors have no query-service token). */
export async function topCamRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  app.get('/topcams/:type', async (request) => {
    const { type } = parseInput(params, request.params, 'params');
    const { online } = parseInput(query, request.query, 'query');
    const language = (request.query as { language?: unknown }).language;
    return { type, topCams: await topCams(database.db, type, online ?? null, isLanguage(language) ? language : 'en') };
  });
}
