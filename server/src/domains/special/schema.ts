import { sql } from 'drizzle-orm';
import { guests } from '../guests/schema';
import { check, foreignKey, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Every special event and game (spec 000 §3 "Events and games"; server/docs/special.md): one row
 * each, whatever its kind, so special/get/events lists them all and a page exists only while its
 * event runs. The fixed ids of spec 001 §9 (22 wiesn shooting, 30 wiesn bude, 7 venus attacks,
 * 6 wiesn gaudi) are these rows' ids. What a kind needs beyond the window lives in its own tables
 * (activities, eggs, doors, game attempts), keyed by this id.
 */
export const specialEvents = pgTable(
  'special_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The event's kind: activity, easter, adventCalendar, goldrush, prizeDraw, highOnRose, or a game's type. */
    type: text('type').notNull(),
    /** The page's slug under /events/ (or the campaign route's name for the campaign pages). */
    slug: text('slug').notNull(),
    /** The title by language (de, en, nl, es). */
    name: jsonb('name').$type<Record<'de' | 'en' | 'nl' | 'es', string>>().notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** Rewards may still be claimed until then (activity events and games, events.ts canClaimRewards); null: until the end. */
    rewardClaimEnd: timestamp('reward_claim_end', { withTimezone: true }),
    /** The kind's settings as its domain reads them (validated there with zod). */
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    uniqueIndex('special_events_slug_key').on(table.slug),
    index('special_events_window_idx').on(table.startAt, table.endAt),
    check('special_events_window_check', sql`end_at > start_at`),
    check('special_events_slug_check', sql`slug ~ '^[a-z0-9-]{1,60}$'`),
  ],
);

/**
 * What guests did in a special event, one row per counted thing, so each counts once by the unique
 * key (event, guest, kind, key): an activity's points (key `<activity>:<Berlin day>:<n>`, n within
 * its daily limit), a collected egg (`<egg id>`), an opened advent door (`<day>`), a claimed reward
 * (`<reward id>`), a prize-draw entry (`<Berlin day>`), a given rose (`<Berlin day>:<n>`, with the actor).
 */
export const specialEventEntries = pgTable(
  'special_event_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => specialEvents.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id').notNull(),
    /** activity, egg, door, reward, entry, rose. */
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    points: integer('points').notNull().default(0),
    actorId: integer('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('special_event_entries_once_key').on(table.eventId, table.guestId, table.kind, table.key),
    index('special_event_entries_kind_idx').on(table.eventId, table.kind),
    foreignKey({ name: 'special_event_entries_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }).onDelete('cascade'),
  ],
);

/** The prize draw's winners, drawn once by the server when the draw has ended (rank unique per event). */
export const specialEventWinners = pgTable(
  'special_event_winners',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => specialEvents.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    guestId: integer('guest_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('special_event_winners_rank_key').on(table.eventId, table.rank),
    foreignKey({ name: 'special_event_winners_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }).onDelete('cascade'),
  ],
);
