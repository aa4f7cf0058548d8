import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { isLanguage } from '@vx/shared/constants';
import type { ChargePackage } from '@vx/shared/protocol';
import type { Executor } from '../../db/helpers';
import { guests } from '../guests/schema';
import { NOTIFICATION_TYPES, createNotification, pushNotifications } from '../notifications/service';
import { PAYMENT_NOTIFICATION } from '../notifications/texts';
import { loyaltyPointsFor, pushLoyaltyPoints } from '../rewards/loyalty';
import { applyTopUpBonuses, topUpBonusOf } from '../rewards/top-up-bonus';
import { pushSubscriptionChange } from '../subscriptions/notify';
import { planOf } from '../subscriptions/plans';
import { startSubscriptionByPayment } from '../subscriptions/service';
import type { AppDeps } from '../types';
import { pushBalance } from '../wallet/notify';
import { payments, type PaymentRow } from '../wallet/schema';
import { credit } from '../wallet/service';
import type { PaymentCallback } from './signature';

export async function startPayment(db: Executor, guestId: number, pkg: ChargePackage): Promise<PaymentRow> {
  const [row] = await db
    .insert(payments)
    .values({ id: randomUUID(), guestId, packageId: pkg.id, priceCents: pkg.priceCents, currency: pkg.currency, coins: pkg.coins })
    .returning();
  return row;
}

export async function findPayment(db: Executor, id: string): Promise<PaymentRow | null> {
  const rows = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return rows[0] ?? null;
}

export type CompletionResult =
  /** `bonusCoins`: the extra coins of the guest's held top-up bonus this payment brought (0 for none). */
  | { outcome: 'credited' | 'already_paid'; payment: PaymentRow; balance: number; bonusCoins: number }
  /** A subscription's payment (server/docs/subscriptions.md): it started (or extended) the subscription, no coins. */
  | { outcome: 'subscribed'; payment: PaymentRow }
  | { outcome: 'not_found' | 'cancelled' | 'mismatch' };

/** A callback is only good for the guest and the amount of the payment it names. */
function callbackMatches(payment: PaymentRow, callback: PaymentCallback): boolean {
  return (
    payment.guestId === callback.guestId &&
    payment.coins === callback.coins &&
    payment.priceCents === callback.amount &&
    payment.currency === callback.currency
  );
}

/**
 * The provider reported a successful payment: in one transaction the payment turns paid, a
 * subscription's payment starts its subscription (no coins), any other's coins
 * are credited (idempotency key = payment id, so a replayed callback credits nothing), the guest's
 * held top-up bonus pays its tier (`applyTopUpBonuses`), the bought coins earn loyalty points and
 * the guest becomes a paying customer.
 * A callback naming another guest or amount than the payment changes nothing. After the commit the
 * guest's sockets get `guestBalance` (with the bonus), `loyaltyPointsChanged` and a notification.
 */
export async function completePayment({ database, hub }: AppDeps, callback: PaymentCallback): Promise<CompletionResult> {
  const result = await database.db.transaction(async (tx) => {
    // FOR UPDATE: two callbacks for one payment run one after the other.
    const rows = await tx.select().from(payments).where(eq(payments.id, callback.paymentId)).for('update');
    const payment = rows[0];
    if (!payment) return { outcome: 'not_found' as const };
    if (!callbackMatches(payment, callback)) return { outcome: 'mismatch' as const };
    if (payment.status === 'cancelled') return { outcome: 'cancelled' as const };
    if (payment.status === 'paid') {
      const [guest] = await tx.select({ balance: guests.balance }).from(guests).where(eq(guests.id, payment.guestId));
      const bonusCoins = await topUpBonusOf(tx, payment.guestId, payment.id);
      return { outcome: 'already_paid' as const, payment, balance: guest.balance, bonusCoins };
    }
    const plan = planOf(payment.packageId);
    if (plan) {
      // Started inside this transaction: the payment turns paid only together with its subscription.
      const change = await startSubscriptionByPayment(tx, payment, plan, new Date());
      const [guest] = await tx
        .update(guests)
        .set({ isPayingCustomer: true, updatedAt: sql`now()` })
        .where(eq(guests.id, payment.guestId))
        .returning({ balance: guests.balance, language: guests.language });
      const [paid] = await tx.update(payments).set({ status: 'paid', completedAt: new Date() }).where(eq(payments.id, payment.id)).returning();
      return { outcome: 'subscribed' as const, payment: paid, change, balance: guest.balance, language: guest.language };
    }
    const credited = await credit(tx, {
      guestId: payment.guestId,
      amount: payment.coins,
      kind: 'moneycharge',
      reference: `payment:${payment.id}`,
      idempotencyKey: `payment:${payment.id}`,
    });
    const bonus = await applyTopUpBonuses(tx, { guestId: payment.guestId, paymentId: payment.id, coins: payment.coins });
    const [guest] = await tx
      .update(guests)
      .set({
        isPayingCustomer: true,
        loyaltyPoints: sql`${guests.loyaltyPoints} + ${loyaltyPointsFor(payment.coins)}`,
        updatedAt: sql`now()`,
      })
      .where(eq(guests.id, payment.guestId))
      .returning({ language: guests.language, loyaltyPoints: guests.loyaltyPoints });
    const [paid] = await tx
      .update(payments)
      .set({ status: 'paid', completedAt: new Date() })
      .where(eq(payments.id, payment.id))
      .returning();
    const language = isLanguage(guest.language) ? guest.language : 'en';
    const texts = PAYMENT_NOTIFICATION[language];
    const notification = await createNotification(tx, {
      guestId: payment.guestId,
      type: NOTIFICATION_TYPES.payment,
      title: texts.title,
      text: texts.text(payment.coins + bonus.coins),
    });
    const balance = bonus.balance ?? credited.balance;
    return {
      outcome: 'credited' as const,
      payment: paid,
      balance,
      bonusCoins: bonus.coins,
      language: guest.language,
      loyaltyPoints: guest.loyaltyPoints,
      notification,
    };
  });

  if (result.outcome === 'credited') {
    pushBalance(hub, { guestId: result.payment.guestId, balance: result.balance, isPayingCustomer: true, language: result.language });
    pushLoyaltyPoints(hub, result.payment.guestId, result.loyaltyPoints);
    pushNotifications(hub, result.payment.guestId, [result.notification]);
    return { outcome: 'credited', payment: result.payment, balance: result.balance, bonusCoins: result.bonusCoins };
  }
  if (result.outcome === 'subscribed') {
    pushBalance(hub, { guestId: result.payment.guestId, balance: result.balance, isPayingCustomer: true, language: result.language });
    pushSubscriptionChange(hub, result.change);
    return { outcome: 'subscribed', payment: result.payment };
  }
  return result;
}

/** The guest cancelled at the provider; only a pending payment that the callback matches can be cancelled. */
export async function cancelPayment(db: Executor, callback: PaymentCallback): Promise<PaymentRow | null> {
  const rows = await db
    .update(payments)
    .set({ status: 'cancelled', completedAt: new Date() })
    .where(
      and(
        eq(payments.id, callback.paymentId),
        eq(payments.status, 'pending'),
        eq(payments.guestId, callback.guestId),
        eq(payments.coins, callback.coins),
        eq(payments.priceCents, callback.amount),
        eq(payments.currency, callback.currency),
      ),
    )
    .returning();
  return rows[0] ?? null;
}
