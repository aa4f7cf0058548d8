import { formatMoney } from '@vx/shared/money';
import { escapeHtml, scriptJson, type HtmlPage } from '../../http/html';
import type { PaymentRow } from '../wallet/schema';

/** The HTML of the demo provider's checkout and of the pages that report back to the shell. */

function amountOf(payment: PaymentRow): string {
  return formatMoney(payment.priceCents, payment.currency, 'en');
}

export function checkoutPage(payment: PaymentRow): HtmlPage {
  const id = escapeHtml(payment.id);
  if (payment.status !== 'pending') {
    return { title: 'Demo payment', body: `<p><span class="badge">DEMO PROVIDER</span></p><p>This payment is already ${escapeHtml(payment.status)}.</p>` };
  }
  return {
    title: 'Demo payment provider',
    body: `<p><span class="badge">DEMO PROVIDER – no real money is charged</span></p>
<h1>Checkout</h1>
<p class="amount">${escapeHtml(amountOf(payment))}</p>
<p>for ${escapeHtml(String(payment.coins))} VXC</p>
<p><small>Payment ${id}</small></p>
<form method="post" action="/demo-pay/checkout/${id}/confirm" class="inline"><button class="primary" type="submit">Pay</button></form>
<form method="post" action="/demo-pay/checkout/${id}/cancel" class="inline"><button type="submit">Cancel</button></form>`,
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

export function successPage(payment: PaymentRow): HtmlPage {
  return {
    title: 'Payment complete',
    body: `<h1>Payment complete</h1><p>${escapeHtml(String(payment.coins))} VXC have been added to your account. You can close this window.</p>`,
    script: postToShell({ type: 'vxpay:success', paymentId: payment.id }),
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
