import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUBSCRIPTION_FLOWS } from '@vx/shared/protocol';
import { requireSession, sessionRequired } from '../../http/auth';
import { conflict, HttpError, notFound } from '../../http/errors';
import { idSchema } from '../../http/validate';
import type { AppDeps } from '../types';
import { selectPaymentProvider } from '../vxpay/payment-provider';
import { startPayment } from '../vxpay/payment-service';
import { toPlanDto, toSubscriptionDto } from './dto';
import { pushSubscriptionChange } from './notify';
import { packageOf, planOf, SUBSCRIPTION_PLANS } from './plans';
import { cancelSubscription, hadVip, subscriptionsOf } from './service';

const checkoutBody = z.strictObject({ flow: z.enum(SUBSCRIPTION_FLOWS) });
const subscriptionParams = z.object({ subscriptionId: idSchema });

/**
 * subscriptions/plans (the price table), subscriptions (the guest's own), subscriptions/checkout
 * (the payment flows vipabo, trialvipabo, vxtvabo through the payment provider, as moneycharge) and
 * subscriptions/{id}/cancel. The completion is vxpay/onsuccess's: see payment-service.ts.
 */
export async function subscriptionRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database, hub } = deps;
  const db = database.db;
  const provider = selectPaymentProvider(deps);

  app.get('/subscriptions/plans', async () => ({ plans: SUBSCRIPTION_PLANS.map(toPlanDto) }));

  api.get('/subscriptions', { preValidation: sessionRequired }, async (request) => {
    const session = await requireSession(request);
    const rows = await subscriptionsOf(db, session.guestId);
    return { subscriptions: rows.map(toSubscriptionDto), canTrial: !rows.some((row) => row.kind === 'vip') };
  });

  api.post('/subscriptions/checkout', { preValidation: sessionRequired, schema: { body: checkoutBody } }, async (request) => {
    const session = await requireSession(request);
    if (!provider) throw new HttpError(503, 'payment_unavailable', 'Payments are not available at the moment.');
    const plan = planOf(request.body.flow);
    if (!plan) throw notFound('Unknown subscription plan.', 'unknown_plan');
    if (plan.trialDays !== null && (await hadVip(db, session.guestId))) throw conflict('The trial is for a first VIP subscription only.', 'trial_used');
    const running = (await subscriptionsOf(db, session.guestId)).some((row) => row.kind === plan.kind && row.status === 'active');
    if (running) throw conflict('This subscription is already running.', 'already_subscribed');
    const payment = await startPayment(db, session.guestId, packageOf(plan));
    request.log.info({ guestId: session.guestId, paymentId: payment.id, flow: plan.id }, 'subscription payment started');
    const { checkoutUrl } = await provider.createCheckout(payment);
    return { paymentId: payment.id, checkoutUrl };
  });

  api.post('/subscriptions/:subscriptionId/cancel', { preValidation: sessionRequired, schema: { params: subscriptionParams } }, async (request) => {
    const session = await requireSession(request);
    const outcome = await cancelSubscription(db, session.guestId, request.params.subscriptionId, new Date());
    if (!outcome.ok && outcome.reason === 'not_found') throw notFound('There is no such subscription.', 'unknown_subscription');
    if (!outcome.ok) throw conflict('This subscription has already ended.', 'subscription_ended');
    if (outcome.change) pushSubscriptionChange(hub, outcome.change);
    return { subscription: toSubscriptionDto(outcome.subscription) };
  });
}
