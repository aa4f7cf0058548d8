import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { guests } from '../guests/schema';
import { specialEvents } from '../special/schema';

/**
 * The attempts a guest used on one game on one Berlin day. The row is raised by one conditional
 * upsert (`used < limit`), so parallel attempts never go past the day's attempts.
 */
export const gameDays = pgTable(
  'game_days',
  {
    eventId: integer('event_id').notNull().references(() => specialEvents.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id').notNull().references(() => guests.id, { onDelete: 'cascade' }),
    /** YYYY-MM-DD in Berlin time. */
    day: text('day').notNull(),
    used: integer('used').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.guestId, table.day] }), check('game_days_used_check', sql`used >= 0`)],
);

/**
 * One attempt: a luck game's outcome drawn by the server, or a skill game's round (its targets) that
 * stays `open` until the guest reports his hits once, then `done` with the points the server counted.
 */
export const gamePlays = pgTable(
  'game_plays',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id').notNull().references(() => specialEvents.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id').notNull().references(() => guests.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    /** Luck: { symbols | prize, multiplier }; skill: { durationMs, targets }. */
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
    /** The full points of the attempt (the day's pointsPerAttempt when it was played). */
    pointsPerAttempt: integer('points_per_attempt').notNull(),
    points: integer('points').notNull().default(0),
    status: text('status').$type<'open' | 'done'>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('game_plays_guest_idx').on(table.eventId, table.guestId),
    check('game_plays_status_check', sql`status IN ('open', 'done')`),
    check('game_plays_points_check', sql`points >= 0`),
  ],
);

/** A reward by points claimed by a guest: one row per (game, guest, option), so a reward is claimed once. */
export const gameRewardClaims = pgTable(
  'game_reward_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id').notNull().references(() => specialEvents.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id').notNull().references(() => guests.id, { onDelete: 'cascade' }),
    optionCode: text('option_code').notNull(),
    coins: integer('coins').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('game_reward_claims_once_key').on(table.eventId, table.guestId, table.optionCode)],
);
