import type { FastifyInstance } from 'fastify';
import { sendHtml } from '../../http/html';
import { parseInput } from '../../http/validate';
import type { AppDeps } from '../types';
import { checkoutPage, failurePage } from './pages';
import { findPayment } from './payment-service';
import { signPaymentCallback } from './signature';
import { paymentIdParams } from './validation';

/**
 * A stand-in for the external payment provider (DESIGN §4), clearly labelled as a demo:
 *   GET  /demo-pay/checkout/:paymentId          the checkout page (amount, Pay, Cancel)
 *   POST /demo-pay/checkout/:paymentId/confirm  "pays" and redirects to vxpay/onsuccess, signed
 *   POST /demo-pay/checkout/:paymentId/cancel   redirects to vxpay/oncancel, signed
 * A real provider keeps its own records; this one reads our payment row for the amount.
 */
export async function demoProviderRoutes(app: FastifyInstance, { config, database }: AppDeps): Promise<void> {
  await app.register(async (provider) => {
    // The checkout forms post without fields; accept their content type and ignore the body.
    provider.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) =>
      done(null, {}),
    );

    provider.get('/demo-pay/checkout/:paymentId', async (request, reply) => {
      const { paymentId } = parseInput(paymentIdParams, request.params, 'params');
      const payment = await findPayment(database.db, paymentId);
      if (!payment) return sendHtml(reply, failurePage(404, 'Unknown payment.'));
      return sendHtml(reply, checkoutPage(payment));
    });

    for (const [action, outcome, path] of [
      ['confirm', 'success', 'onsuccess'],
      ['cancel', 'cancel', 'oncancel'],
    ] as const) {
      provider.post(`/demo-pay/checkout/:paymentId/${action}`, async (request, reply) => {
        const { paymentId } = parseInput(paymentIdParams, request.params, 'params');
        const payment = await findPayment(database.db, paymentId);
        if (!payment) return sendHtml(reply, failurePage(404, 'Unknown payment.'));
        if (payment.status !== 'pending') return sendHtml(reply, checkoutPage(payment));
        const signature = signPaymentCallback(config.PAYMENT_SECRET, outcome, payment.id);
        // 303: the browser follows with GET, as after any form post.
        return reply.redirect(`/rest/v1/vxpay/${path}?paymentId=${payment.id}&signature=${signature}`, 303);
      });
    }
  });
}
