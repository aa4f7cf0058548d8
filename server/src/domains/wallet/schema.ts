import { bigint, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * The append-only wallet ledger (migration 0001): one row per balance change, signed amount, the
 * balance after it, and an idempotency key unique per guest. The guest row's `balance` is the
 * running total; a trigger refuses UPDATE and DELETE here.
 */
export const walletLedger = pgTable('wallet_ledger', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  guestId: integer('guest_id').notNull(),
  amount: integer('amount').notNull(),
  balanceAfter: integer('balance_after').notNull(),
  kind: varchar('kind', { length: 40 }).notNull(),
  reference: varchar('reference', { length: 200 }).notNull(),
  idempotencyKey: varchar('idempotency_key', { length: 200 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Money charges through the (demo) payment provider. */
export const payments = pgTable('payments', {
  id: uuid('id').primaryKey(),
  guestId: integer('guest_id').notNull(),
  packageId: varchar('package_id', { length: 40 }).notNull(),
  priceCents: integer('price_cents').notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  coins: integer('coins').notNull(),
  /** pending -> paid | cancelled; never back. */
  status: varchar('status', { length: 10 }).notNull().default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

export type PaymentRow = typeof payments.$inferSelect;
export type LedgerRow = typeof walletLedger.$inferSelect;
