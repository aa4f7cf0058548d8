import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { actors } from '../actors/schema';
import { guests } from '../guests/schema';

/**
 * A live chat session (docs/live-chat.md). The row is the whole state: the ticker of any server node
 * bills from it, a restarted node resumes from it. Money is never kept here, only mirrored: every
 * coin goes through the wallet ledger with the idempotency keys `livechat:<id>:minute:<n>` and
 * `livechat:<id>:msg:<messageId>`, so a minute or a tip is charged once whatever node retries it.
 */
export const liveChatSessions = pgTable(
  'live_chat_sessions',
  {
    id: uuid('id').primaryKey(),
    guestId: integer('guest_id').notNull(),
    actorId: integer('actor_id').notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    state: varchar('state', { length: 8 }).notNull().default('running'),
    /** The client's start attempt counter this session was started with. */
    sequence: integer('sequence').notNull(),
    pricePerMinute: integer('price_per_minute').notNull(),
    minutesBilled: integer('minutes_billed').notNull().default(0),
    /** Coins of the billed minutes (the price may differ per minute: it is the price at start). */
    minuteCoins: integer('minute_coins').notNull().default(0),
    /** Coins of tips and toy commands. */
    extras: integer('extras').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Paid kinds: the served time the billed minutes cover; the next minute is due then. */
    paidUntil: timestamp('paid_until', { withTimezone: true }),
    /** Free chat: when the free time ends; ticket show: when the show ends. */
    freeUntil: timestamp('free_until', { withTimezone: true }),
    /** Up to when some server node ran the session: a gap means the servers were down (not served, not billed). */
    servedUntil: timestamp('served_until', { withTimezone: true }).notNull(),
    /** Last time a node saw a socket of the guest; the grace for a lost connection counts from here. */
    guestSeenAt: timestamp('guest_seen_at', { withTimezone: true }).notNull(),
    /** Set when a minute fell due while the guest had no socket: he is not billed until he is back. */
    absentSince: timestamp('absent_since', { withTimezone: true }),
    /** Resumed after the servers were down and the guest not seen since: ends with 990, not 106. */
    awaitingReconnect: boolean('awaiting_reconnect').notNull().default(false),
    /** Time of the session not served (servers down, guest away past a due minute), left out of the duration. */
    downtimeMs: bigint('downtime_ms', { mode: 'number' }).notNull().default(0),
    canWrite: boolean('can_write').notNull(),
    /** The guest's socket language at start: the simulated actor speaks it. */
    language: varchar('language', { length: 2 }).notNull().default('en'),
    exitCode: smallint('exit_code'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** RATING: dislike 1, like 5; once per ended session. */
    rating: smallint('rating'),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
  },
  (table) => [
    foreignKey({ name: 'live_chat_sessions_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }).onDelete('cascade'),
    foreignKey({ name: 'live_chat_sessions_actor_id_fkey', columns: [table.actorId], foreignColumns: [actors.id] }).onDelete('cascade'),
    // "Already in progress": at most one running session per guest, enforced by PostgreSQL itself,
    // so two racing starts (on one node or two) cannot both commit.
    uniqueIndex('live_chat_sessions_running_guest_key').on(table.guestId).where(sql`state = 'running'`),
    // The ticker's scans touch running sessions only.
    index('live_chat_sessions_running_idx').on(table.paidUntil).where(sql`state = 'running'`),
    index('live_chat_sessions_guest_idx').on(table.guestId, table.startedAt.desc().nullsFirst()),
    index('live_chat_sessions_actor_running_idx').on(table.actorId).where(sql`state = 'running'`),
    check(
      'live_chat_sessions_kind_check',
      sql`kind IN ('videoChat', 'voyeur', 'toyControl', 'ticketShow', 'freeChat', 'singleChat', 'mobileVideocall', 'voicecall')`,
    ),
    check('live_chat_sessions_state_check', sql`state IN ('running', 'ended')`),
    check('live_chat_sessions_ended_check', sql`(state = 'running') = (ended_at IS NULL) AND (state = 'running') = (exit_code IS NULL)`),
    check('live_chat_sessions_money_check', sql`price_per_minute >= 0 AND minutes_billed >= 0 AND minute_coins >= 0 AND extras >= 0`),
    check('live_chat_sessions_rating_check', sql`rating IS NULL OR (rating IN (1, 5) AND state = 'ended')`),
  ],
);
export type LiveChatSessionRow = typeof liveChatSessions.$inferSelect;

/** What was said and sent in a session. Guest messages keep the client's id, so a resent one is stored once. */
export const liveChatMessages = pgTable(
  'live_chat_messages',
  {
    chatId: uuid('chat_id').notNull(),
    messageId: varchar('message_id', { length: 64 }).notNull(),
    senderType: varchar('sender_type', { length: 8 }).notNull(),
    messageType: varchar('message_type', { length: 20 }).notNull(),
    /** Plain text as typed (never HTML-escaped or rendered here: clients show it as text). */
    text: text('text').notNull().default(''),
    amount: integer('amount'),
    gifts: jsonb('gifts').$type<Array<{ giftId: number; quantity: number }>>(),
    /** Toy commands: which toy, when it starts in the queue, for how long. */
    toyId: integer('toy_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    durationSeconds: integer('duration_seconds'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'live_chat_messages_pkey', columns: [table.chatId, table.messageId] }),
    foreignKey({ name: 'live_chat_messages_chat_id_fkey', columns: [table.chatId], foreignColumns: [liveChatSessions.id] }).onDelete('cascade'),
    index('live_chat_messages_chat_idx').on(table.chatId, table.createdAt),
    check('live_chat_messages_sender_type_check', sql`sender_type IN ('actor', 'guest', 'system')`),
    check('live_chat_messages_amount_check', sql`amount IS NULL OR amount > 0`),
  ],
);

/** Per guest: the last start sequence (spec "Wrong sequence number") and the conversion-chat countdown. */
export const liveChatGuests = pgTable(
  'live_chat_guests',
  {
    guestId: integer('guest_id').primaryKey(),
    lastSequence: integer('last_sequence').notNull().default(0),
    conversionChatUntil: timestamp('conversion_chat_until', { withTimezone: true }),
  },
  (table) => [foreignKey({ name: 'live_chat_guests_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }).onDelete('cascade')],
);

/**
 * The live preview's clock (phoenix/get_profile_preview): one row per viewer, actor and UTC day,
 * made by the first call. A reload finds the row, so the seconds are not given again.
 */
export const livePreviews = pgTable(
  'live_previews',
  {
    /** `g:<guestId>` or `ip:<address>` for visitors. */
    viewerKey: varchar('viewer_key', { length: 80 }).notNull(),
    actorId: integer('actor_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    limitSeconds: smallint('limit_seconds').notNull(),
  },
  (table) => [
    primaryKey({ name: 'live_previews_pkey', columns: [table.viewerKey, table.actorId, table.day] }),
    foreignKey({ name: 'live_previews_actor_id_fkey', columns: [table.actorId], foreignColumns: [actors.id] }).onDelete('cascade'),
    index('live_previews_day_idx').on(table.day),
  ],
);

/** Gifts a guest can send (tips in a live chat; the messenger's gifts later). Rows: migration 0003. */
export const chatGifts = pgTable(
  'chat_gifts',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    imageUrl: text('image_url').notNull(),
    active: boolean('active').notNull().default(true),
    vip: boolean('vip').notNull().default(false),
    categoryId: integer('category_id').notNull().default(1),
  },
  () => [check('chat_gifts_price_check', sql`price > 0`)],
);
export type ChatGiftRow = typeof chatGifts.$inferSelect;

/** Toy commands of a toy-control chat (spec 000 §3: displayName, duration, random). Rows: migration 0003. */
export const toyControls = pgTable(
  'toy_controls',
  {
    id: integer('id').primaryKey(),
    displayName: text('display_name').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    random: boolean('random').notNull().default(false),
    price: integer('price').notNull(),
  },
  () => [check('toy_controls_duration_seconds_check', sql`duration_seconds BETWEEN 1 AND 600`), check('toy_controls_price_check', sql`price > 0`)],
);
export type ToyControlRow = typeof toyControls.$inferSelect;

/** Answers of the chat-exit survey (survey/chatexit), one per session. */
export const chatExitSurveys = pgTable(
  'chat_exit_surveys',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    chatId: uuid('chat_id').notNull(),
    guestId: integer('guest_id').notNull(),
    reasons: text('reasons').array().notNull(),
    text: text('text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({ name: 'chat_exit_surveys_chat_id_fkey', columns: [table.chatId], foreignColumns: [liveChatSessions.id] }).onDelete('cascade'),
    foreignKey({ name: 'chat_exit_surveys_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }).onDelete('cascade'),
    unique('chat_exit_surveys_chat_id_key').on(table.chatId),
    check('chat_exit_surveys_text_check', sql`length(text) <= 500`),
  ],
);
