import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { guests } from '../guests/schema';
import { payments } from '../wallet/schema';

/**
 * The guest's VIP and TV subscriptions (spec 000 §2 payment flows vipabo, trialvipabo, vxtvabo;
 * server/docs/subscriptions.md). A row runs from period to period: `active` renews at `period_end`,
 * `cancelled` keeps its access until `period_end` and then turns `ended`. At most one running
 * (active or cancelled) subscription per guest and kind.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    guestId: integer('guest_id').notNull(),
    /** vip (vipabo, trialvipabo) or tv (vxtvabo). */
    kind: varchar('kind', { length: 3 }).notNull(),
    /** The payment flow it was bought with: its plan. */
    planId: varchar('plan_id', { length: 40 }).notNull(),
    /** active -> cancelled -> ended, or active -> ended; never back. */
    status: varchar('status', { length: 10 }).notNull().default('active'),
    /** Started as the trial: the first period is the trial's, every later one at the monthly price. */
    trial: boolean('trial').notNull().default(false),
    /** The monthly price every renewal charges. */
    priceCents: integer('price_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    /** The payment that started it: one subscription per payment, however often its callback comes. */
    paymentId: uuid('payment_id').notNull().unique('subscriptions_payment_id_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    foreignKey({ name: 'subscriptions_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }),
    foreignKey({ name: 'subscriptions_payment_id_fkey', columns: [table.paymentId], foreignColumns: [payments.id] }),
    uniqueIndex('subscriptions_running').on(table.guestId, table.kind).where(sql`status <> 'ended'`),
    index('subscriptions_due').on(table.periodEnd).where(sql`status <> 'ended'`),
    check('subscriptions_kind_check', sql`kind IN ('vip', 'tv')`),
    check('subscriptions_status_check', sql`status IN ('active', 'cancelled', 'ended')`),
    check('subscriptions_price_cents_check', sql`price_cents > 0`),
    check('subscriptions_period_check', sql`period_end > period_start`),
  ],
);

/**
 * Every period charged, the first one (paid by the starting payment) and each renewal. The key
 * `sub:<id>:<period start>` is the renewal's idempotency key: a second run for the same period,
 * after a restart or beside another server, inserts nothing and charges nothing.
 */
export const subscriptionPeriods = pgTable(
  'subscription_periods',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    subscriptionId: integer('subscription_id').notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 80 }).notNull().unique('subscription_periods_idempotency_key_key'),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    priceCents: integer('price_cents').notNull(),
    /** The payment that paid it; null for days given free (the cancellation offer). */
    paymentId: uuid('payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({ name: 'subscription_periods_subscription_id_fkey', columns: [table.subscriptionId], foreignColumns: [subscriptions.id] }),
    foreignKey({ name: 'subscription_periods_payment_id_fkey', columns: [table.paymentId], foreignColumns: [payments.id] }),
    index('subscription_periods_subscription').on(table.subscriptionId, table.periodStart),
    check('subscription_periods_price_cents_check', sql`price_cents >= 0`),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
