import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireInternal } from '../../http/internal';
import type { AppDeps } from '../types';
import { mailsTo } from './outbox';

const outboxQuery = z.object({ email: z.string().trim().toLowerCase().min(3).max(254) });

/**
 * GET /rest/v1/internal/outbox?email= (header x-internal-secret): the mails queued for an address,
 * newest first. Stands in for a mailbox so that operators and end-to-end tests can follow a
 * password-reset link.
 */
export async function notificationRoutes(app: FastifyInstance, { config, database }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The secret is checked before the query, so a caller without it learns nothing about the route.
  api.get('/internal/outbox', { preValidation: async (request) => requireInternal(request, config), schema: { querystring: outboxQuery } }, async (request) => {
    const { email } = request.query;
    const rows = await mailsTo(database.db, email);
    return {
      mails: rows.map((row) => ({
        id: row.id,
        recipient: row.recipient,
        kind: row.kind,
        subject: row.subject,
        body: row.body,
        link: row.link,
        created: row.createdAt.toISOString(),
      })),
    };
  });
}
