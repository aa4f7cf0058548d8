import { createHmac, timingSafeEqual } from 'node:crypto';

export type PaymentOutcome = 'success' | 'cancel';

/**
 * The payment provider signs its browser redirects back to us with PAYMENT_SECRET, so a guest
 * cannot credit coins by calling vxpay/onsuccess with a payment id of their own.
 */
export function signPaymentCallback(secret: string, outcome: PaymentOutcome, paymentId: string): string {
  return createHmac('sha256', secret).update(`${outcome}:${paymentId}`).digest('hex');
}

export function verifyPaymentCallback(secret: string, outcome: PaymentOutcome, paymentId: string, signature: string): boolean {
  const expected = Buffer.from(signPaymentCallback(secret, outcome, paymentId), 'hex');
  const actual = Buffer.from(signature, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
