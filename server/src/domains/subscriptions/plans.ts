import type { ChargePackage, SubscriptionFlow } from '@vx/shared/protocol';

export const SUBSCRIPTION_KINDS = ['vip', 'tv'] as const;
export type SubscriptionKind = (typeof SUBSCRIPTION_KINDS)[number];

export interface SubscriptionPlan {
  /** The flow's name; also the payment's package id. */
  id: SubscriptionFlow;
  kind: SubscriptionKind;
  /** What the first period costs (the trial's price for trialvipabo). */
  firstPriceCents: number;
  /** What every renewal costs. */
  priceCents: number;
  currency: 'EUR';
  /** The first period in days for a trial; null for a calendar month. */
  trialDays: number | null;
}

/** The plans on offer. A trial is taken once per guest: only a guest who never had VIP may start it. */
export const SUBSCRIPTION_PLANS: readonly SubscriptionPlan[] = [
  { id: 'vipabo', kind: 'vip', firstPriceCents: 999, priceCents: 999, currency: 'EUR', trialDays: null },
  { id: 'trialvipabo', kind: 'vip', firstPriceCents: 199, priceCents: 999, currency: 'EUR', trialDays: 7 },
  { id: 'vxtvabo', kind: 'tv', firstPriceCents: 1499, priceCents: 1499, currency: 'EUR', trialDays: null },
];

export function planOf(packageId: string): SubscriptionPlan | undefined {
  return SUBSCRIPTION_PLANS.find((plan) => plan.id === packageId);
}

/** The plan as a payment package: it buys no coins. */
export function packageOf(plan: SubscriptionPlan): ChargePackage {
  return { id: plan.id, priceCents: plan.firstPriceCents, currency: plan.currency, coins: 0 };
}

/** One calendar month later, the day held to the month's last (31 Jan → 28/29 Feb), in UTC. */
export function addMonth(date: Date): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** Where the first period of `plan` started at `start` ends. */
export function firstPeriodEnd(plan: SubscriptionPlan, start: Date): Date {
  return plan.trialDays === null ? addMonth(start) : addDays(start, plan.trialDays);
}
