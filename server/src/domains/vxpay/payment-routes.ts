import type { FastifyInstance } from 'fastify';
import { requireSession } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { sendHtml } from '../../http/html';
import { describeIssues, parseInput } from '../../http/validate';
import type { AppDeps } from '../types';
import { CHARGE_PACKAGES, findPackage } from './packages';
import { cancelPage, failurePage, successPage } from './pages';
import { cancelPayment, completePayment, startPayment } from './payment-service';
import { verifyPaymentCallback, type PaymentOutcome } from './signature';
import { moneychargeSchema, paymentCallbackSchema } from './validation';

/**
 * vxpay/packages, vxpay/moneycharge, and the provider's browser callbacks vxpay/onsuccess and
 * vxpay/oncancel. The callbacks answer with HTML, because they load in the provider's popup or
 * iframe: the page posts `vxpay:success` / `vxpay:cancel` to the shell.
 */
export async function paymentRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { database, config } = deps;

  app.get('/vxpay/packages', async () => ({ packages: CHARGE_PACKAGES }));

  app.post('/vxpay/moneycharge', async (request) => {
    const session = await requireSession(request);
    const { packageId } = parseInput(moneychargeSchema, request.body, 'body');
    const pkg = findPackage(packageId);
    if (!pkg) throw badRequest(`Unknown package: ${packageId}`, 'unknown_package');
    const payment = await startPayment(database.db, session.guestId, pkg);
    request.log.info({ guestId: session.guestId, paymentId: payment.id, packageId }, 'payment started');
    // Absolute, for the shell to open in a popup or iframe; the host is the one the client called.
    return { paymentId: payment.id, checkoutUrl: `${request.protocol}://${request.host}/demo-pay/checkout/${payment.id}` };
  });

  function verifiedCallback(query: unknown, outcome: PaymentOutcome): { paymentId: string } | { error: string } {
    const parsed = paymentCallbackSchema.safeParse(query);
    if (!parsed.success) return { error: `Invalid callback: ${describeIssues('query', parsed.error.issues)}` };
    const { paymentId, signature } = parsed.data;
    if (!verifyPaymentCallback(config.PAYMENT_SECRET, outcome, paymentId, signature)) return { error: 'Invalid signature.' };
    return { paymentId };
  }

  app.get('/vxpay/onsuccess', async (request, reply) => {
    const checked = verifiedCallback(request.query, 'success');
    if ('error' in checked) return sendHtml(reply, failurePage(400, checked.error));
    const result = await completePayment(deps, checked.paymentId);
    switch (result.outcome) {
      case 'credited':
        request.log.info({ guestId: result.payment.guestId, paymentId: result.payment.id, coins: result.payment.coins }, 'payment credited');
        return sendHtml(reply, successPage(result.payment));
      case 'already_paid':
        return sendHtml(reply, successPage(result.payment));
      case 'cancelled':
        return sendHtml(reply, failurePage(409, 'This payment was cancelled.', checked.paymentId));
      default:
        return sendHtml(reply, failurePage(404, 'Unknown payment.', checked.paymentId));
    }
  });

  app.get('/vxpay/oncancel', async (request, reply) => {
    const checked = verifiedCallback(request.query, 'cancel');
    if ('error' in checked) return sendHtml(reply, failurePage(400, checked.error));
    await cancelPayment(database.db, checked.paymentId);
    return sendHtml(reply, cancelPage(checked.paymentId));
  });
}
