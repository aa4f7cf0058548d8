import { formatMoney } from '@vx/shared/money';
import { escapeHtml, scriptJson, type HtmlPage } from '../../http/html';
import { planOf } from '../subscriptions/plans';
import type { PaymentRow } from '../wallet/schema';

/** The HTML of the demo provider's checkout and of the pages that report back to the shell. */

function amountOf(payment: PaymentRow): string {
  return formatMoney(payment.priceCents, payment.currency, 'en');
}

/** The checkout's own look: a stylesheet of our origin, served by the demo provider (checkout.css). */
export const CHECKOUT_STYLESHEET = '/demo-pay/checkout.css';

/** The provider's pages are English only (a demo stand-in); a subscription's payment buys no coins. */
const SUBSCRIPTION_NAMES = { vip: 'VIP subscription', tv: 'TV subscription' } as const;

function packageLabel(payment: PaymentRow): string {
  const plan = planOf(payment.packageId);
  if (!plan) return `${payment.coins} VXC`;
  return plan.trialDays === null ? `${SUBSCRIPTION_NAMES[plan.kind]}, 1 month` : `${SUBSCRIPTION_NAMES[plan.kind]}, ${plan.trialDays}-day trial`;
}

function paidText(payment: PaymentRow): string {
  const plan = planOf(payment.packageId);
  return plan ? `Your ${SUBSCRIPTION_NAMES[plan.kind]} is active.` : `${payment.coins} VXC have been added to your account.`;
}

/** The provider's bar: its name and that it is a demo. */
const PROVIDER_BAR = '<header class="provider"><span class="provider-name">Demo Pay</span><span class="badge">DEMO PROVIDER – no real money is charged</span></header>';

/**
 * The demo provider's checkout, laid out as a payment page: who is paid (the brand of the host the
 * guest is on), what for, the total, the method, and Pay and Cancel. `brandName` is the brand's
 * own name from its definition, never the request's Host header.
 */
export function checkoutPage(payment: PaymentRow, brandName: string): HtmlPage {
  const id = escapeHtml(payment.id);
  const merchant = `<p class="merchant">Payment to <strong>${escapeHtml(brandName)}</strong></p>`;
  if (payment.status !== 'pending') {
    return {
      title: `Demo payment – ${brandName}`,
      stylesheet: CHECKOUT_STYLESHEET,
      body: `<main class="checkout">${PROVIDER_BAR}<section class="panel">${merchant}<h1>Checkout</h1><p>This payment is already ${escapeHtml(payment.status)}.</p></section></main>`,
    };
  }
  const amount = escapeHtml(amountOf(payment));
  return {
    title: `Checkout – ${brandName}`,
    stylesheet: CHECKOUT_STYLESHEET,
    body: `<main class="checkout">${PROVIDER_BAR}
<section class="panel" aria-labelledby="order-title">${merchant}<h1 id="order-title">Checkout</h1>
<dl class="summary"><dt>Package</dt><dd>${escapeHtml(packageLabel(payment))}</dd><dt class="total">Total</dt><dd class="total amount">${amount}</dd></dl></section>
<section class="panel" aria-labelledby="method-title"><h2 id="method-title">Payment method</h2>
<p class="method"><span class="method-mark" aria-hidden="true"></span><span><span class="method-name">Demo card</span><span class="method-note">Test payment, approved at once</span></span></p>
<div class="actions">
<form method="post" action="/demo-pay/checkout/${id}/confirm" class="pay"><button class="primary" type="submit">Pay ${amount}</button></form>
<form method="post" action="/demo-pay/checkout/${id}/cancel"><button class="secondary" type="submit">Cancel</button></form>
</div>
<p class="reference">Reference ${id}</p></section></main>`,
  };
}

/**
 * Tells the shell (the page embedding this one in an iframe, or the window that opened the popup).
 * The callbacks are served at the shell's own origin, so only that origin may read the message:
 * a foreign page that opened the callback learns nothing.
 */
function postToShell(message: Record<string, unknown>): string {
  return `var m=${scriptJson(message)},o=window.location.origin;
try{if(window.parent&&window.parent!==window)window.parent.postMessage(m,o);}catch(e){}
try{if(window.opener)window.opener.postMessage(m,o);}catch(e){}`;
}

/** `bonusCoins`: the guest's top-up bonus this payment brought, named here and told to the shell. */
export function successPage(payment: PaymentRow, bonusCoins: number): HtmlPage {
  const bonus = bonusCoins > 0 ? ` Your top-up bonus added ${escapeHtml(String(bonusCoins))} VXC more.` : '';
  return {
    title: 'Payment complete',
    body: `<h1>Payment complete</h1><p>${escapeHtml(paidText(payment))}${bonus} You can close this window.</p>`,
    script: postToShell({ type: 'vxpay:success', paymentId: payment.id, bonusCoins }),
  };
}

export function cancelPage(paymentId: string): HtmlPage {
  return {
    title: 'Payment cancelled',
    body: '<h1>Payment cancelled</h1><p>Nothing was charged. You can close this window.</p>',
    script: postToShell({ type: 'vxpay:cancel', paymentId }),
  };
}

export function failurePage(status: number, message: string, paymentId?: string): HtmlPage {
  return {
    status,
    title: 'Payment not completed',
    body: `<h1>Payment not completed</h1><p>${escapeHtml(message)}</p>`,
    script: postToShell({ type: 'vxpay:failure', paymentId: paymentId ?? null, message }),
  };
}
