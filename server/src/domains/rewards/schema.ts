import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, smallint, text, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import type { BenefitTier, BonusBenefit } from '@vx/shared/protocol';
import { guests } from '../guests/schema';
import { payments } from '../wallet/schema';

/**
 * The guest's vouchers, benefits, bonus codes and the loyalty spin wheel (spec 000 §3 Vouchers and
 * rewards; server/docs/myarea.md "Benefits"). Coins never live here: they go through the wallet.
 */

/** A voucher of types 1 to 10 (spec 000 §3): id, guestId, type, actorId, amount, validFrom, validTo, actors. */
export const vouchers = pgTable(
  'vouchers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    guestId: integer('guest_id').notNull(),
    type: smallint('type').notNull(),
    actorId: integer('actor_id'),
    amount: integer('amount').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    validTo: timestamp('valid_to', { withTimezone: true }),
    /** The actors it may be used with; empty for any. */
    actorIds: integer('actor_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Where it came from (`bonus_code:CODE`, `spin:ID`), for the guest's history and support. */
    source: varchar('source', { length: 80 }).notNull(),
  },
  (table) => [
    foreignKey({ name: 'vouchers_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }),
    index('vouchers_guest').on(table.guestId, table.validTo),
    check('vouchers_type_check', sql`type BETWEEN 1 AND 10`),
    check('vouchers_amount_check', sql`amount > 0`),
  ],
);

/**
 * A bonus code (spec 000 §3 Bonus code). `guestId` set: a personal code (won on the spin wheel) only
 * that guest may redeem. `maxRedemptions` null: any number of guests, each once.
 */
export const bonusCodes = pgTable(
  'bonus_codes',
  {
    /** Stored upper case; a guest's input is upper-cased before the lookup. */
    code: varchar('code', { length: 40 }).primaryKey(),
    guestId: integer('guest_id'),
    containsTopUpBenefit: boolean('contains_top_up_benefit').notNull().default(false),
    validTo: timestamp('valid_to', { withTimezone: true }),
    requireMobileAuth: boolean('require_mobile_auth').notNull().default(false),
    requireVip: boolean('require_vip').notNull().default(false),
    benefits: jsonb('benefits').$type<BonusBenefit[]>().notNull(),
    maxRedemptions: integer('max_redemptions'),
    redeemedCount: integer('redeemed_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({ name: 'bonus_codes_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }),
    index('bonus_codes_guest').on(table.guestId),
    check('bonus_codes_code_check', sql`code = upper(code) AND length(code) BETWEEN 3 AND 40`),
    check('bonus_codes_redeemed_count_check', sql`redeemed_count >= 0 AND (max_redemptions IS NULL OR redeemed_count <= max_redemptions)`),
  ],
);

/** One redemption of a code by a guest; the unique pair makes a second one impossible, even racing. */
export const bonusCodeRedemptions = pgTable(
  'bonus_code_redemptions',
  {
    guestId: integer('guest_id').notNull(),
    code: varchar('code', { length: 40 }).notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({ name: 'bonus_code_redemptions_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }),
    foreignKey({ name: 'bonus_code_redemptions_code_fkey', columns: [table.code], foreignColumns: [bonusCodes.code] }),
    unique('bonus_code_redemptions_guest_id_code_key').on(table.guestId, table.code),
  ],
);

/** A benefit the guest holds, of the types of spec 000 §3; tiers are a top-up bonus by top-up size. */
export const guestBenefits = pgTable(
  'guest_benefits',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    guestId: integer('guest_id').notNull(),
    type: varchar('type', { length: 20 }).notNull(),
    amount: integer('amount'),
    tiers: jsonb('tiers').$type<BenefitTier[]>().notNull().default([]),
    source: varchar('source', { length: 80 }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A tiered benefit applies to one top-up: when, which payment, and the coins its tier brought. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedPaymentId: uuid('used_payment_id'),
    usedCoins: integer('used_coins'),
  },
  (table) => [
    foreignKey({ name: 'guest_benefits_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }),
    foreignKey({ name: 'guest_benefits_used_payment_id_fkey', columns: [table.usedPaymentId], foreignColumns: [payments.id] }),
    index('guest_benefits_guest').on(table.guestId, table.createdAt),
    check(
      'guest_benefits_used_check',
      sql`(used_at IS NULL AND used_payment_id IS NULL AND used_coins IS NULL) OR (used_at IS NOT NULL AND used_payment_id IS NOT NULL AND used_coins > 0)`,
    ),
  ],
);

/** A spin's reward (spec 000 §4: redeemable to redeemed, never back). */
export const spinRewards = pgTable(
  'spin_rewards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    guestId: integer('guest_id').notNull(),
    segment: smallint('segment').notNull(),
    type: varchar('type', { length: 20 }).notNull(),
    amount: integer('amount').notNull(),
    /** For a `voucher` reward: its voucher type. */
    voucherType: smallint('voucher_type'),
    /** For a `bonuscode` reward: the personal code it made. */
    bonusCode: varchar('bonus_code', { length: 40 }),
    status: varchar('status', { length: 10 }).notNull().default('redeemable'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    /** The audit of the draw (wheel.ts `segmentOfSeed`): the seed, revealed, and its sha256 shown before. */
    serverSeed: varchar('server_seed', { length: 64 }),
    seedCommitment: varchar('seed_commitment', { length: 64 }),
  },
  (table) => [
    foreignKey({ name: 'spin_rewards_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }),
    index('spin_rewards_guest').on(table.guestId, table.createdAt),
    check('spin_rewards_status_check', sql`status IN ('redeemable', 'redeemed')`),
    check('spin_rewards_amount_check', sql`amount > 0`),
  ],
);

/**
 * The guest's next spin's server seed (32 random bytes, hex): its sha256 is shown before the spin
 * (`loyaltySpinwheel.seedCommitment`), the spin draws from it and reveals it, and a new one follows.
 */
export const spinSeeds = pgTable(
  'spin_seeds',
  {
    guestId: integer('guest_id').primaryKey(),
    seed: varchar('seed', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [foreignKey({ name: 'spin_seeds_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }).onDelete('cascade')],
);

/** The monthly coin loyalty bonus, claimed at most once per guest and month (`YYYY-MM`). */
export const coinLoyaltyBonusClaims = pgTable(
  'coin_loyalty_bonus_claims',
  {
    guestId: integer('guest_id').notNull(),
    month: varchar('month', { length: 7 }).notNull(),
    coins: integer('coins').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({ name: 'coin_loyalty_bonus_claims_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }),
    unique('coin_loyalty_bonus_claims_guest_id_month_key').on(table.guestId, table.month),
  ],
);

/** The cancellation offer a guest accepted (once), with the text the platform showed him. */
export const cancellationOffers = pgTable(
  'cancellation_offers',
  {
    guestId: integer('guest_id').primaryKey(),
    platformText: text('platform_text').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [foreignKey({ name: 'cancellation_offers_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] })],
);

export type VoucherRow = typeof vouchers.$inferSelect;
export type BonusCodeRow = typeof bonusCodes.$inferSelect;
export type SpinRewardRow = typeof spinRewards.$inferSelect;
