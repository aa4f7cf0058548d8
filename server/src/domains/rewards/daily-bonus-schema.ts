import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, index, integer, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { guests } from '../guests/schema';

/**
 * The daily bonus (spec 000 §3 "Daily bonus", spec 001 §7.4 daily bonus days; server/docs/rewards.md):
 * one offer per Berlin calendar day, bought or claimed (when free) once per guest and day.
 */

/** The day's offer. `amount` is the effect's size: VIP days, top-up percent or coins, gifts, vouchers. */
export const dailyBonusDays = pgTable(
  'daily_bonus_days',
  {
    /** The Berlin calendar day (YYYY-MM-DD) the offer runs, 00:00:00 to 23:59:59 Berlin time. */
    day: date('day', { mode: 'string' }).primaryKey(),
    offer: varchar('offer', { length: 20 }).notNull(),
    amount: integer('amount').notNull(),
    /** How many units the guest receives (videos, albums, gifts, vouchers, VIP days). */
    quantity: smallint('quantity').notNull().default(1),
    /** Coins; 0 is a free offer, claimed instead of bought. */
    price: integer('price').notNull(),
    /** Condition: only a VIP may take it. */
    requireVip: boolean('require_vip').notNull().default(false),
    /** Condition of a top-up offer: the smallest top-up (coins) it applies to. */
    minTopUp: integer('min_top_up'),
    /** The video or album the offer is about (offers video, photo_album). */
    contentKind: varchar('content_kind', { length: 5 }),
    contentId: integer('content_id'),
    /** The actor of the content or of the offer (bonus models). */
    actorId: integer('actor_id'),
  },
  () => [
    check(
      'daily_bonus_days_offer_check',
      sql`offer IN ('VipOneDay', 'video', 'photo_album', 'TopUpPercent', 'TopUpFlat', 'Merchandise', 'MessengerGift', 'VideoVoucher')`,
    ),
    check('daily_bonus_days_price_check', sql`price >= 0 AND amount > 0 AND quantity > 0`),
    check('daily_bonus_days_content_check', sql`content_kind IS NULL OR (content_kind IN ('video', 'album') AND content_id IS NOT NULL)`),
  ],
);

/** A guest's purchase (or free claim) of a day's offer; the primary key makes a second one impossible, even racing. */
export const dailyBonusPurchases = pgTable(
  'daily_bonus_purchases',
  {
    guestId: integer('guest_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    offer: varchar('offer', { length: 20 }).notNull(),
    price: integer('price').notNull(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'daily_bonus_purchases_pkey', columns: [table.guestId, table.day] }),
    foreignKey({ name: 'daily_bonus_purchases_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }).onDelete('cascade'),
    foreignKey({ name: 'daily_bonus_purchases_day_fkey', columns: [table.day], foreignColumns: [dailyBonusDays.day] }),
    index('daily_bonus_purchases_guest').on(table.guestId, table.purchasedAt),
  ],
);

/**
 * claimReward (spec 001 §7.4 claimReward(actorId, qmday)): a guest's claim of the bonus model's reward
 * on her day; the primary key makes a second claim impossible, even racing.
 */
export const bonusModelRewards = pgTable(
  'bonus_model_rewards',
  {
    guestId: integer('guest_id').notNull(),
    actorId: integer('actor_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'bonus_model_rewards_pkey', columns: [table.guestId, table.actorId, table.day] }),
    foreignKey({ name: 'bonus_model_rewards_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }).onDelete('cascade'),
  ],
);

export type DailyBonusDayRow = typeof dailyBonusDays.$inferSelect;
