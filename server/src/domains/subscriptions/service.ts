import { and, desc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/helpers';
import type { PaymentRow } from '../wallet/schema';
import { syncGuestFlags } from './flags';
import type { SubscriptionChange } from './notify';
import { addDays, addMonth, firstPeriodEnd, type SubscriptionKind, type SubscriptionPlan } from './plans';
import { subscriptionPeriods, subscriptions, type SubscriptionRow } from './schema';

/** The idempotency key of a subscription's period: one charge per subscription and period start. */
export const periodKey = (subscriptionId: number, periodStart: Date) => `sub:${subscriptionId}:${periodStart.toISOString()}`;

async function runningOf(tx: Executor, guestId: number, kind: SubscriptionKind): Promise<SubscriptionRow | undefined> {
  const rows = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.guestId, guestId), eq(subscriptions.kind, kind), ne(subscriptions.status, 'ended')))
    .for('update');
  return rows[0];
}

/** Whether the guest has ever had a VIP subscription (the trial is for those who never had). */
export async function hadVip(db: Executor, guestId: number): Promise<boolean> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.guestId, guestId), eq(subscriptions.kind, 'vip')))
    .limit(1);
  return rows.length > 0;
}

/**
 * A paid subscription payment starts the plan's subscription, inside the payment's transaction (the
 * caller holds the payment row locked and turns it paid). A guest who already runs a subscription of
 * the kind (two checkouts paid one after the other) gets the paid period added to it instead, so no
 * payment is lost. The payment id is unique on the subscription: a second start for it cannot happen.
 */
export async function startSubscriptionByPayment(tx: Executor, payment: PaymentRow, plan: SubscriptionPlan, now: Date): Promise<SubscriptionChange> {
  const running = await runningOf(tx, payment.guestId, plan.kind);
  if (running) {
    const periodEnd = addMonth(running.periodEnd);
    await tx.insert(subscriptionPeriods).values({
      subscriptionId: running.id,
      idempotencyKey: `payment:${payment.id}`,
      periodStart: running.periodEnd,
      periodEnd,
      priceCents: payment.priceCents,
      paymentId: payment.id,
    });
    await tx.update(subscriptions).set({ periodEnd, status: 'active', cancelledAt: null }).where(eq(subscriptions.id, running.id));
  } else {
    const periodEnd = firstPeriodEnd(plan, now);
    const [created] = await tx
      .insert(subscriptions)
      .values({
        guestId: payment.guestId,
        kind: plan.kind,
        planId: plan.id,
        trial: plan.trialDays !== null,
        priceCents: plan.priceCents,
        currency: plan.currency,
        periodStart: now,
        periodEnd,
        paymentId: payment.id,
      })
      .returning();
    await tx.insert(subscriptionPeriods).values({
      subscriptionId: created.id,
      idempotencyKey: periodKey(created.id, now),
      periodStart: now,
      periodEnd,
      priceCents: payment.priceCents,
      paymentId: payment.id,
    });
    await syncGuestFlags(tx, payment.guestId, plan.kind);
  }
  return { guestId: payment.guestId, kind: plan.kind, active: true, isStarted: true, priceCents: payment.priceCents };
}

export type CancelOutcome = { ok: true; subscription: SubscriptionRow; change: SubscriptionChange | null } | { ok: false; reason: 'not_found' | 'ended' };

/**
 * The guest cancels: the subscription keeps its access until the period's end and is not renewed.
 * Only the guest's own subscription; another guest's id answers as unknown. Cancelling twice is fine.
 */
export async function cancelSubscription(db: Executor, guestId: number, subscriptionId: number, now: Date): Promise<CancelOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for('update');
    if (!row || row.guestId !== guestId) return { ok: false as const, reason: 'not_found' as const };
    if (row.status === 'ended') return { ok: false as const, reason: 'ended' as const };
    if (row.status === 'cancelled') return { ok: true as const, subscription: row, change: null };
    const [cancelled] = await tx.update(subscriptions).set({ status: 'cancelled', cancelledAt: now }).where(eq(subscriptions.id, row.id)).returning();
    const change: SubscriptionChange = { guestId, kind: row.kind as SubscriptionKind, active: true, isStarted: false, priceCents: null };
    return { ok: true as const, subscription: cancelled, change };
  });
}

/**
 * Free VIP days (the cancellation offer, a daily deal's VipOneDay): the running VIP period ends
 * `days` later, in the caller's transaction; a free period row records them, keyed by `source` and
 * the subscription (each source extends a subscription once). Null without one.
 */
export async function extendVipPeriod(tx: Executor, guestId: number, days: number, source: string): Promise<SubscriptionChange | null> {
  const running = await runningOf(tx, guestId, 'vip');
  if (!running) return null;
  const periodEnd = addDays(running.periodEnd, days);
  await tx.insert(subscriptionPeriods).values({
    subscriptionId: running.id,
    idempotencyKey: `${source}:${running.id}`,
    periodStart: running.periodEnd,
    periodEnd,
    priceCents: 0,
    paymentId: null,
  });
  await tx.update(subscriptions).set({ periodEnd }).where(eq(subscriptions.id, running.id));
  return { guestId, kind: 'vip', active: true, isStarted: false, priceCents: null };
}

/** The guest's subscriptions, newest first. */
export async function subscriptionsOf(db: Executor, guestId: number): Promise<SubscriptionRow[]> {
  return db.select().from(subscriptions).where(eq(subscriptions.guestId, guestId)).orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}
