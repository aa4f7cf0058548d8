import { randomUUID } from 'node:crypto';
import { and, asc, eq, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Hub } from '../../realtime/hub';
import { payments } from '../wallet/schema';
import { syncGuestFlags } from './flags';
import { pushSubscriptionChange, type SubscriptionChange } from './notify';
import { addMonth, type SubscriptionKind } from './plans';
import { subscriptionPeriods, subscriptions } from './schema';
import { periodKey } from './service';

/** The server's clock; tests pass their own. */
export type Clock = () => Date;

/**
 * The provider's merchant-initiated charge of a renewal: true when approved. The demo provider
 * approves at once; a real one may decline (card expired, no funds).
 */
export type RecurringCharge = (subscription: { id: number; guestId: number; priceCents: number }) => Promise<boolean>;
export const approveCharge: RecurringCharge = async () => true;

/** Subscriptions taken per pass; a pass repeats until none is due. */
const BATCH = 50;

/**
 * One due subscription, in its own transaction, locked (SKIP LOCKED: another server or pass already
 * has it). A cancelled one ends and its flag goes off. An active one is charged for its next period:
 * the period row goes in first under its idempotency key (subscription and period start), so a
 * period already charged charges nothing; then the provider's recurring charge (the demo provider
 * approves it at once: a paid payment row) and the period moves on one month at the monthly price.
 * A declined charge ends the subscription at its period's end: the claimed period goes again, the
 * flag goes off, and an ended subscription is never charged again.
 */
async function renewOne(db: Db, id: number, now: Date, charge: RecurringCharge): Promise<SubscriptionChange | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update', { skipLocked: true });
    if (!row || row.status === 'ended' || row.periodEnd > now) return null;
    const kind = row.kind as SubscriptionKind;
    if (row.status === 'cancelled') {
      await tx.update(subscriptions).set({ status: 'ended', endedAt: now }).where(eq(subscriptions.id, row.id));
      await syncGuestFlags(tx, row.guestId, kind);
      return { guestId: row.guestId, kind, active: false, isStarted: false, priceCents: null };
    }
    const periodStart = row.periodEnd;
    const periodEnd = addMonth(periodStart);
    const claimed = await tx
      .insert(subscriptionPeriods)
      .values({ subscriptionId: row.id, idempotencyKey: periodKey(row.id, periodStart), periodStart, periodEnd, priceCents: row.priceCents })
      .onConflictDoNothing()
      .returning({ id: subscriptionPeriods.id });
    if (claimed.length > 0 && !(await charge(row))) {
      await tx.delete(subscriptionPeriods).where(eq(subscriptionPeriods.id, claimed[0].id));
      await tx.update(subscriptions).set({ status: 'ended', endedAt: now }).where(eq(subscriptions.id, row.id));
      await syncGuestFlags(tx, row.guestId, kind);
      return { guestId: row.guestId, kind, active: false, isStarted: false, priceCents: null };
    }
    if (claimed.length > 0) {
      const paymentId = randomUUID();
      await tx.insert(payments).values({
        id: paymentId,
        guestId: row.guestId,
        packageId: row.planId,
        priceCents: row.priceCents,
        currency: row.currency,
        coins: 0,
        status: 'paid',
        completedAt: now,
      });
      await tx.update(subscriptionPeriods).set({ paymentId }).where(eq(subscriptionPeriods.id, claimed[0].id));
    }
    await tx.update(subscriptions).set({ periodStart, periodEnd }).where(eq(subscriptions.id, row.id));
    return claimed.length > 0 ? { guestId: row.guestId, kind, active: true, isStarted: false, priceCents: row.priceCents } : null;
  });
}

/** Renews or ends every subscription whose period is over at `now`; pushes each change. Returns their count. */
export async function renewDue(db: Db, hub: Pick<Hub, 'toGuest'>, now: Date, charge: RecurringCharge = approveCharge): Promise<number> {
  let changed = 0;
  for (;;) {
    const due = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(ne(subscriptions.status, 'ended'), lte(subscriptions.periodEnd, now)))
      .orderBy(asc(subscriptions.periodEnd))
      .limit(BATCH);
    let progressed = false;
    for (const { id } of due) {
      const change = await renewOne(db, id, now, charge);
      if (!change) continue;
      progressed = true;
      changed += 1;
      pushSubscriptionChange(hub, change);
    }
    // A locked row (another pass has it) is left for the next tick instead of spinning on it.
    if (due.length < BATCH || !progressed) return changed;
  }
}

export interface RenewalOptions {
  clock: Clock;
  everyMs: number;
  onError: (error: unknown) => void;
}

/**
 * Runs `renewDue` at start (the periods that ended while the server was down) and every `everyMs`;
 * a pass never overlaps the one before. Everything it needs is in the database, so a restart loses
 * nothing and charges nothing twice. Returns the stop, which waits for a running pass.
 */
export function startRenewals(db: Db, hub: Pick<Hub, 'toGuest'>, options: RenewalOptions): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = renewDue(db, hub, options.clock())
      .then(() => undefined, options.onError)
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, options.everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
