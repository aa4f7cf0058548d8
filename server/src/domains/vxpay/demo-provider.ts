import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendHtml } from '../../http/html';
import { describeIssues } from '../../http/validate';
import { brandForHost } from '../brands/brands';
import { hostnameOf } from '../brands/host';
import type { AppDeps } from '../types';
import type { PaymentRow } from '../wallet/schema';
import { CHECKOUT_STYLESHEET, checkoutPage, failurePage } from './pages';
import type { PaymentProvider } from './payment-provider';
import { findPayment } from './payment-service';
import { paymentCallbackSchema, paymentIdParams } from './payment-validation';
import { signPaymentCallback, verifyPaymentCallback, type PaymentCallback, type PaymentOutcome } from './signature';

/** The checkout's stylesheet, read once: it changes only with the server's code. */
const CHECKOUT_CSS = readFileSync(join(__dirname, 'checkout.css'), 'utf8');

/** The name of the brand whose host the checkout is opened on (the shell frames it from there). */
const brandNameOf = (host: string | undefined) => brandForHost(hostnameOf(host)).name;

function callbackOf(outcome: PaymentOutcome, payment: PaymentRow): PaymentCallback {
  return { outcome, paymentId: payment.id, guestId: payment.guestId, coins: payment.coins, amount: payment.priceCents, currency: payment.currency };
}

/**
 * A stand-in for the external payment provider (DESIGN §4), clearly labelled as a demo and only
 * there with DEMO_PROVIDERS=on:
 *   GET  /demo-pay/checkout/:paymentId          the checkout page (brand, amount, method, Pay, Cancel)
 *   GET  /demo-pay/checkout.css                 its stylesheet
 *   POST /demo-pay/checkout/:paymentId/confirm  "pays" and redirects to vxpay/onsuccess, signed
 *   POST /demo-pay/checkout/:paymentId/cancel   redirects to vxpay/oncancel, signed
 * A real provider keeps its own records; this one reads our payment row for the amount. Anyone
 * with the checkout address can press Pay, as at a real provider: the coins still go to the guest
 * who started the payment, and only the amount they chose.
 */
export function demoPaymentProvider(secret: string): PaymentProvider {
  return {
    // Relative: the shell is served from our own origin, and a Host header is the client's word.
    createCheckout: async (payment) => ({ checkoutUrl: `/demo-pay/checkout/${payment.id}` }),

    verifyCallback(outcome, query) {
      const parsed = paymentCallbackSchema.safeParse(query);
      if (!parsed.success) return { error: `Invalid callback: ${describeIssues('query', parsed.error.issues)}` };
      const { signature, ...fields } = parsed.data;
      const callback = { outcome, ...fields };
      return verifyPaymentCallback(secret, callback, signature) ? { callback } : { error: 'Invalid signature.' };
    },

    async routes(app: FastifyInstance, { database }: AppDeps) {
      await app.register(async (scope) => {
        const provider = scope.withTypeProvider<ZodTypeProvider>();
        // The checkout forms post without fields; accept their content type and ignore the body.
        provider.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) =>
          done(null, {}),
        );

        provider.get(CHECKOUT_STYLESHEET, async (_request, reply) =>
          reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'no-cache').send(CHECKOUT_CSS),
        );

        provider.get('/demo-pay/checkout/:paymentId', { schema: { params: paymentIdParams } }, async (request, reply) => {
          const { paymentId } = request.params;
          const payment = await findPayment(database.db, paymentId);
          if (!payment) return sendHtml(reply, failurePage(404, 'Unknown payment.'));
          return sendHtml(reply, checkoutPage(payment, brandNameOf(request.headers.host)));
        });

        for (const [action, outcome, path] of [
          ['confirm', 'success', 'onsuccess'],
          ['cancel', 'cancel', 'oncancel'],
        ] as const) {
          provider.post(`/demo-pay/checkout/:paymentId/${action}`, { schema: { params: paymentIdParams } }, async (request, reply) => {
            const { paymentId } = request.params;
            const payment = await findPayment(database.db, paymentId);
            if (!payment) return sendHtml(reply, failurePage(404, 'Unknown payment.'));
            if (payment.status !== 'pending') return sendHtml(reply, checkoutPage(payment, brandNameOf(request.headers.host)));
            const callback = callbackOf(outcome, payment);
            const query = new URLSearchParams({
              paymentId: payment.id,
              guestId: String(callback.guestId),
              coins: String(callback.coins),
              amount: String(callback.amount),
              currency: callback.currency,
              signature: signPaymentCallback(secret, callback),
            });
            // 303: the browser follows with GET, as after any form post.
            return reply.redirect(`/rest/v1/vxpay/${path}?${query}`, 303);
          });
        }
      });
    },
  };
}
