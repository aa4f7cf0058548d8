import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, integer, pgTable, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { guests } from '../guests/schema';

/**
 * The append-only wallet ledger: every balance change is one row, signed amount; balance_after makes
 * a replayed request's answer reproducible; the idempotency key, unique per guest, makes a retried
 * purchase or credit a no-op. The guest row's `balance` is the running total; a trigger refuses
 * UPDATE and DELETE here (db/migrations/0001_triggers.sql).
 */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    guestId: integer('guest_id').notNull(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    kind: varchar('kind', { length: 40 }).notNull(),
    reference: varchar('reference', { length: 200 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 200 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({ name: 'wallet_ledger_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }),
    unique('wallet_ledger_guest_id_idempotency_key_key').on(table.guestId, table.idempotencyKey),
    check('wallet_ledger_amount_check', sql`amount <> 0`),
    check('wallet_ledger_balance_after_check', sql`balance_after >= 0`),
  ],
);

/** Money charges through the (demo) payment provider; euro amounts are integer cents. A subscription's payment (server/docs/subscriptions.md) buys no coins: coins 0. */
export const payments = pgTable(
  'payments',
  {
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
  },
  (table) => [
    foreignKey({ name: 'payments_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }),
    index('payments_guest').on(table.guestId, table.createdAt.desc().nullsFirst()),
    check('payments_price_cents_check', sql`price_cents > 0`),
    check('payments_currency_check', sql`currency IN ('EUR', 'CHF')`),
    check('payments_coins_check', sql`coins >= 0`),
    check('payments_status_check', sql`status IN ('pending', 'paid', 'cancelled')`),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
export type LedgerRow = typeof walletLedger.$inferSelect;
