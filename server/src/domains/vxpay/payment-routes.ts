import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSession, sessionRequired } from '../../http/auth';
import { badRequest, HttpError } from '../../http/errors';
import { sendHtml } from '../../http/html';
import type { AppDeps } from '../types';
import { CHARGE_PACKAGES, findPackage } from './packages';
import { cancelPage, failurePage, successPage } from './pages';
import type { PaymentProvider } from './payment-provider';
import { cancelPayment, completePayment, startPayment } from './payment-service';
import { moneychargeSchema } from './payment-validation';

const UNAVAILABLE = 'Payments are not available at the moment.';

/**
 * vxpay/packages, vxpay/moneycharge, and the provider's browser callbacks vxpay/onsuccess and
 * vxpay/oncancel. The callbacks answer with HTML, because they load in the provider's popup or
 * iframe: the page posts `vxpay:success` / `vxpay:cancel` to the shell. Without a provider
 * (DEMO_PROVIDERS=off and no real one) moneycharge answers 503 payment_unavailable.
 */
export async function paymentRoutes(app: FastifyInstance, deps: AppDeps, provider: PaymentProvider | null): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database } = deps;

  app.get('/vxpay/packages', async () => ({ packages: CHARGE_PACKAGES }));

  api.post('/vxpay/moneycharge', { preValidation: sessionRequired, schema: { body: moneychargeSchema } }, async (request) => {
    const session = await requireSession(request);
    const { packageId } = request.body;
    if (!provider) throw new HttpError(503, 'payment_unavailable', UNAVAILABLE);
    const pkg = findPackage(packageId);
    if (!pkg) throw badRequest(`Unknown package: ${packageId}`, 'unknown_package');
    const payment = await startPayment(database.db, session.guestId, pkg);
    request.log.info({ guestId: session.guestId, paymentId: payment.id, packageId }, 'payment started');
    const { checkoutUrl } = await provider.createCheckout(payment);
    return { paymentId: payment.id, checkoutUrl };
  });

  app.get('/vxpay/onsuccess', async (request, reply) => {
    if (!provider) return sendHtml(reply, failurePage(503, UNAVAILABLE));
    const checked = provider.verifyCallback('success', request.query);
    if ('error' in checked) return sendHtml(reply, failurePage(400, checked.error));
    const { paymentId } = checked.callback;
    const result = await completePayment(deps, checked.callback);
    switch (result.outcome) {
      case 'credited':
        request.log.info({ guestId: result.payment.guestId, paymentId, coins: result.payment.coins, bonusCoins: result.bonusCoins }, 'payment credited');
        return sendHtml(reply, successPage(result.payment, result.bonusCoins));
      case 'subscribed':
        request.log.info({ guestId: result.payment.guestId, paymentId, packageId: result.payment.packageId }, 'subscription paid');
        return sendHtml(reply, successPage(result.payment, 0));
      case 'already_paid':
        // The browser reloaded, or the provider retried: nothing more is credited.
        return sendHtml(reply, successPage(result.payment, result.bonusCoins));
      case 'cancelled':
        return sendHtml(reply, failurePage(409, 'This payment was cancelled.', paymentId));
      case 'mismatch':
        request.log.warn({ paymentId }, 'payment callback does not match the payment');
        return sendHtml(reply, failurePage(400, 'The callback does not match the payment.', paymentId));
      default:
        return sendHtml(reply, failurePage(404, 'Unknown payment.', paymentId));
    }
  });

  app.get('/vxpay/oncancel', async (request, reply) => {
    if (!provider) return sendHtml(reply, failurePage(503, UNAVAILABLE));
    const checked = provider.verifyCallback('cancel', request.query);
    if ('error' in checked) return sendHtml(reply, failurePage(400, checked.error));
    await cancelPayment(database.db, checked.callback);
    return sendHtml(reply, cancelPage(checked.callback.paymentId));
  });
}
