import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { languageOf } from '../../http/language';
import { idSchema } from '../../http/validate';
import type { AppDeps } from '../types';
import { downloadDocument, downloadFileName } from './download';
import { findLegalText, findLegalTextById, LEGAL_TYPES } from './service';

const textParams = z.object({
  type: z.enum(Object.keys(LEGAL_TYPES) as [keyof typeof LEGAL_TYPES, ...(keyof typeof LEGAL_TYPES)[]]),
});
const downloadParams = z.object({ legalTextId: idSchema });

/** legal/text/{type} and asset/legal-text/download/{legalTextId} (spec 001 §7.2). */
export async function contentRoutes(app: FastifyInstance, { database }: AppDeps): Promise<void> {
  const db = database.db;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/legal/text/:type', { schema: { params: textParams } }, async (request, reply) => {
    const { type } = request.params;
    const text = await findLegalText(db, type, languageOf(request));
    if (!text) throw notFound(`No ${type} text`, 'legal_text_not_found');
    // A new version must reach guests at once; revalidating costs little.
    reply.header('cache-control', 'no-cache');
    return text;
  });

  api.get('/asset/legal-text/download/:legalTextId', { schema: { params: downloadParams } }, async (request, reply) => {
    const { legalTextId } = request.params;
    const text = await findLegalTextById(db, legalTextId);
    if (!text) throw notFound(`Legal text ${legalTextId} not found`, 'legal_text_not_found');
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-disposition', `attachment; filename="${downloadFileName(text)}"`)
      .header('x-content-type-options', 'nosniff')
      // A stored version never changes; its id names it.
      .header('cache-control', 'public, max-age=86400')
      .send(downloadDocument(text));
  });
}
