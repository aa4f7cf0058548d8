import { z } from 'zod';
import { idSchema, strictInt } from '../../http/validate';

export const moneychargeSchema = z.object({ packageId: z.string().min(1).max(40) });

const count = idSchema;

/** The provider's browser callback: which payment, whose, how much, and the signature over all of it. */
export const paymentCallbackSchema = z.object({
  paymentId: z.uuid(),
  guestId: count,
  // 0 for a subscription's payment, which buys no coins.
  coins: strictInt(0),
  amount: count,
  currency: z.string().regex(/^[A-Z]{3}$/, 'must be a currency code'),
  signature: z.string().regex(/^[0-9a-f]{64}$/, 'must be a hex HMAC'),
});

export const paymentIdParams = z.object({ paymentId: z.uuid() });
