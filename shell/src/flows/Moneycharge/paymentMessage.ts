/** What the payment provider's page tells the dialog around it (window.postMessage). */
export type PaymentOutcome = 'success' | 'cancel' | 'failure';

const OUTCOMES: Record<string, PaymentOutcome> = {
  'vxpay:success': 'success',
  'vxpay:cancel': 'cancel',
  'vxpay:failure': 'failure',
};

/**
 * Reads a window 'message' event of the checkout: only messages of the page's own origin count
 * (the provider page is served through our server), and a message naming another payment is ignored.
 */
export function readPaymentMessage(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  expectedOrigin: string,
  paymentId: string | null,
): PaymentOutcome | null {
  if (event.origin !== expectedOrigin) return null;
  const data = event.data as { type?: unknown; paymentId?: unknown } | null;
  if (!data || typeof data !== 'object' || typeof data.type !== 'string') return null;
  const outcome = Object.prototype.hasOwnProperty.call(OUTCOMES, data.type) ? OUTCOMES[data.type] : null;
  if (!outcome) return null;
  const named = data.paymentId;
  if (paymentId && (typeof named === 'string' || typeof named === 'number') && String(named) !== paymentId) return null;
  return outcome;
}

/**
 * The top-up bonus a success message names (`bonusCoins`, the extra coins of the guest's held
 * bonus code that this payment brought): a positive whole number, else 0.
 */
export function readPaymentBonus(data: unknown): number {
  const bonus = data && typeof data === 'object' ? (data as { bonusCoins?: unknown }).bonusCoins : undefined;
  return typeof bonus === 'number' && Number.isSafeInteger(bonus) && bonus > 0 ? bonus : 0;
}
