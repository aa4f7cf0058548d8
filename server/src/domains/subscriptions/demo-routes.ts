import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { idSchema } from '../../http/validate';
import type { AppDeps } from '../types';
import { toSubscriptionDto } from './dto';
import { approveCharge, renewDue, type RecurringCharge } from './renewal';
import { subscriptions } from './schema';

const expireParams = z.object({ subscriptionId: idSchema });
/** `decline`: the demo provider declines this renewal's charge (a failed renewal). */
const expireBody = z.strictObject({ decline: z.boolean().optional() }).optional();

/**
 * The demo provider's clock for subscriptions, only with DEMO_PROVIDERS=on: e2e tests and demos
 * cannot wait a month for a period to end.
 *   POST /demo-pay/subscriptions/:id/expire {decline?}  the period ends now and the renewal runs at
 *   once: a cancelled subscription ends, an active one renews (or ends when the charge is declined).
 */
export async function demoSubscriptionRoutes(app: FastifyInstance, { config, database, hub }: AppDeps): Promise<void> {
  if (config.DEMO_PROVIDERS !== 'on') return;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post('/demo-pay/subscriptions/:subscriptionId/expire', { schema: { params: expireParams, body: expireBody } }, async (request) => {
    const id = request.params.subscriptionId;
    const now = new Date();
    const moved = await database.db
      .update(subscriptions)
      // A period bought this very millisecond still starts before its end (the period check).
      .set({ periodEnd: now, periodStart: sql`LEAST(${subscriptions.periodStart}, ${new Date(now.getTime() - 1)})` })
      .where(eq(subscriptions.id, id))
      .returning({ id: subscriptions.id });
    if (moved.length === 0) throw notFound('There is no such subscription.', 'unknown_subscription');
    const charge: RecurringCharge = request.body?.decline ? async (row) => row.id !== id : approveCharge;
    await renewDue(database.db, hub, now, charge);
    const [row] = await database.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    return { subscription: toSubscriptionDto(row) };
  });
}
