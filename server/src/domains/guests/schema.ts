import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * The guest (spec 000 §3 Guest). Balance is whole coins (VXC). Constraint names are PostgreSQL's own
 * (`<table>_<column>_check`, `_key`, `_fkey`) here and in every schema file: the databases made by the
 * hand-written migrations before drizzle-kit carry those names, and they must equal a fresh one.
 */
export const guests = pgTable(
  'guests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Stored lowercased so that the unique constraint is case-insensitive. */
    email: text('email').notNull().unique('guests_email_key'),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    language: varchar('language', { length: 2 }).notNull().default('en'),
    country: varchar('country', { length: 2 }),
    avatar: text('avatar'),
    /** The running total of wallet_ledger; never negative, enforced here as a last line of defence. */
    balance: integer('balance').notNull().default(0),
    isVip: boolean('is_vip').notNull().default(false),
    isLocked: boolean('is_locked').notNull().default(false),
    isRestricted: boolean('is_restricted').notNull().default(false),
    restrictionLevel: smallint('restriction_level').notNull().default(0),
    isVXSelect: boolean('is_vxselect').notNull().default(false),
    hasTvAbo: boolean('has_tv_abo').notNull().default(false),
    hadTvAbo: boolean('had_tv_abo').notNull().default(false),
    isPayingCustomer: boolean('is_paying_customer').notNull().default(false),
    isForcePayment: boolean('is_force_payment').notNull().default(false),
    hasAvs: boolean('has_avs').notNull().default(false),
    avsStatus: varchar('avs_status', { length: 8 }).notNull().default('unknown'),
    avsRejectMessage: text('avs_reject_message'),
    showDataProtection: boolean('show_data_protection').notNull().default(false),
    isBlockedForComments: boolean('is_blocked_for_comments').notNull().default(false),
    loyaltyPoints: integer('loyalty_points').notNull().default(0),
    spinwheelSpins: integer('spinwheel_spins').notNull().default(0),
    freeMessagesCount: integer('free_messages_count').notNull().default(0),
    messengerGiftCount: integer('messenger_gift_count').notNull().default(0),
    signupOrigin: text('signup_origin'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The look-alike key of the name (name-key.ts), unique so that two names that pass for each other
     * cannot both be held, even when two requests race; null only before the backfill at start.
     */
    nameKey: text('name_key'),
  },
  (table) => [
    uniqueIndex('guests_name_key').on(table.nameKey),
    check('guests_email_check', sql`email = lower(email) AND length(email) BETWEEN 3 AND 254`),
    check('guests_name_check', sql`length(name) BETWEEN 1 AND 40`),
    check('guests_language_check', sql`language IN ('de', 'en', 'nl', 'es')`),
    check('guests_balance_check', sql`balance >= 0`),
    check('guests_restriction_level_check', sql`restriction_level >= 0`),
    check('guests_avs_status_check', sql`avs_status IN ('unknown', 'pending', 'accepted', 'rejected')`),
    check('guests_loyalty_points_check', sql`loyalty_points >= 0`),
    check('guests_spinwheel_spins_check', sql`spinwheel_spins >= 0`),
    check('guests_free_messages_count_check', sql`free_messages_count >= 0`),
    check('guests_messenger_gift_count_check', sql`messenger_gift_count >= 0`),
  ],
);

export type GuestRow = typeof guests.$inferSelect;
