import { boolean, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** The guest (spec 000 §3 Guest) as migration 0001 creates it. Balance is whole coins (VXC). */
export const guests = pgTable('guests', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** Stored lowercased; unique. */
  email: text('email').notNull(),
  name: text('name').notNull(),
  /** The look-alike key of the name (name-key.ts), unique (migration 0007); null only before the backfill. */
  nameKey: text('name_key'),
  passwordHash: text('password_hash').notNull(),
  language: varchar('language', { length: 2 }).notNull().default('en'),
  country: varchar('country', { length: 2 }),
  avatar: text('avatar'),
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
});

export type GuestRow = typeof guests.$inferSelect;
