import * as z from 'zod/mini';

/**
 * VIP and TV subscriptions (spec 000 §2 payment flows vipabo, trialvipabo, vxtvabo; §6 roles;
 * server/docs/subscriptions.md). Prices are euros, as in the socket update's `price` (spec 001 §7.3).
 */
export const SUBSCRIPTION_FLOWS = ['vipabo', 'trialvipabo', 'vxtvabo'] as const;
export type SubscriptionFlow = (typeof SUBSCRIPTION_FLOWS)[number];
export const SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'ended'] as const;

/** A plan of the price table: what the first period costs, for how long, and what each month after costs. */
export const subscriptionPlanSchema = z.object({
  flow: z.enum(SUBSCRIPTION_FLOWS),
  kind: z.enum(['vip', 'tv']),
  firstPrice: z.number(),
  price: z.number(),
  currency: z.literal('EUR'),
  /** The trial's first period in days; null where the first period is a month. */
  trialDays: z.nullable(z.int()),
});
export type SubscriptionPlanDto = z.infer<typeof subscriptionPlanSchema>;

export const subscriptionSchema = z.object({
  id: z.int(),
  kind: z.enum(['vip', 'tv']),
  flow: z.enum(SUBSCRIPTION_FLOWS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  trial: z.boolean(),
  /** The monthly price every renewal charges. */
  price: z.number(),
  currency: z.string(),
  /** ISO times: the running period; access lasts until periodEnd, also after a cancel. */
  periodStart: z.string(),
  periodEnd: z.string(),
  cancelledAt: z.nullable(z.string()),
  endedAt: z.nullable(z.string()),
});
export type SubscriptionDto = z.infer<typeof subscriptionSchema>;

/** GET subscriptions: the guest's own, newest first, and whether he may still take the trial. */
export const subscriptionListSchema = z.object({ subscriptions: z.array(subscriptionSchema), canTrial: z.boolean() });
