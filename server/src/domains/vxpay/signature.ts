import { createHmac, timingSafeEqual } from 'node:crypto';

export type PaymentOutcome = 'success' | 'cancel';

/** What a provider's callback states about a payment; the signature covers every field. */
export interface PaymentCallback {
  outcome: PaymentOutcome;
  paymentId: string;
  guestId: number;
  coins: number;
  /** Price in cents of `currency`. */
  amount: number;
  currency: string;
}

/**
 * The payment provider signs its browser redirects back to us with PAYMENT_SECRET over the
 * payment, its guest and its amount, so a guest can neither credit coins by calling
 * vxpay/onsuccess themselves nor move a signed callback to another guest or amount.
 */
export function signPaymentCallback(secret: string, callback: PaymentCallback): string {
  const { outcome, paymentId, guestId, coins, amount, currency } = callback;
  // Versioned and separated, so no two field lists give the same signed text.
  const text = ['vxpay-callback-v1', outcome, paymentId, guestId, coins, amount, currency].join('|');
  return createHmac('sha256', secret).update(text).digest('hex');
}

export function verifyPaymentCallback(secret: string, callback: PaymentCallback, signature: string): boolean {
  const expected = Buffer.from(signPaymentCallback(secret, callback), 'hex');
  const actual = Buffer.from(signature, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
