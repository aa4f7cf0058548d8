import type { SubscriptionDto, SubscriptionFlow, SubscriptionPlanDto } from '@vx/shared/protocol';
import type { SubscriptionPlan } from './plans';
import type { SubscriptionRow } from './schema';

const euros = (cents: number) => cents / 100;

export function toPlanDto(plan: SubscriptionPlan): SubscriptionPlanDto {
  return { flow: plan.id, kind: plan.kind, firstPrice: euros(plan.firstPriceCents), price: euros(plan.priceCents), currency: plan.currency, trialDays: plan.trialDays };
}

export function toSubscriptionDto(row: SubscriptionRow): SubscriptionDto {
  return {
    id: row.id,
    kind: row.kind as SubscriptionDto['kind'],
    flow: row.planId as SubscriptionFlow,
    status: row.status as SubscriptionDto['status'],
    trial: row.trial,
    price: euros(row.priceCents),
    currency: row.currency,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}
