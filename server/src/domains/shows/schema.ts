import { sql } from 'drizzle-orm';
import { boolean, char, check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { actors } from '../actors/schema';
import { guests } from '../guests/schema';

/** Cam shows (spec 000 §3 Cam show). Prices are whole coins. */
export const chatShows = pgTable(
  'chat_shows',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    actorId: integer('actor_id').notNull(),
    title: text('title').notNull(),
    description: text('description').default('').notNull(),
    postBuyInfo: text('post_buy_info').default('').notNull(),
    language: char('language', { length: 2 }).default('en').notNull(),
    priceCurrency: varchar('price_currency', { length: 8 }).default('VXC').notNull(),
    price: integer('price').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    isFeatured: boolean('is_featured').default(false).notNull(),
    isAutoFeatured: boolean('is_auto_featured').default(false).notNull(),
    isInternal: boolean('is_internal').default(false).notNull(),
    /** A promo code that makes the ticket free (creation type P); null when the show has none. */
    promoCode: text('promo_code'),
  },
  (table) => [
    foreignKey({ name: 'chat_shows_actor_id_fkey', columns: [table.actorId], foreignColumns: [actors.id] }).onDelete('cascade'),
    index('chat_shows_ends_idx').on(table.endsAt, table.startsAt),
    index('chat_shows_actor_idx').on(table.actorId, table.startsAt),
    check('chat_shows_price_check', sql`price >= 0`),
    // PostgreSQL names a check on two columns after the table alone.
    check('chat_shows_check', sql`ends_at > starts_at`),
  ],
);
export type ChatShowRow = typeof chatShows.$inferSelect;

/**
 * A show's title, description and post-buy info in another language (spec 000 §3 Cam show: the
 * texts carry a language). The show row holds its own language's; a language without a row here
 * falls back to it.
 */
export const chatShowTexts = pgTable(
  'chat_show_texts',
  {
    showId: integer('show_id').notNull(),
    language: char('language', { length: 2 }).notNull(),
    title: text('title').notNull(),
    description: text('description').default('').notNull(),
    postBuyInfo: text('post_buy_info').default('').notNull(),
  },
  (table) => [
    primaryKey({ name: 'chat_show_texts_pkey', columns: [table.showId, table.language] }),
    foreignKey({ name: 'chat_show_texts_show_id_fkey', columns: [table.showId], foreignColumns: [chatShows.id] }).onDelete('cascade'),
    check('chat_show_texts_language_check', sql`language IN ('de', 'en', 'nl', 'es')`),
  ],
);

/** A guest's ticket for a show; removing it deletes the row (the refund stays in the wallet ledger). */
export const chatTickets = pgTable(
  'chat_tickets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    showId: integer('show_id').notNull(),
    guestId: integer('guest_id').notNull(),
    creationType: char('creation_type', { length: 1 }).notNull(),
    price: integer('price').notNull(),
    /** The wallet idempotency key of the debit: a repeated click with it answers success again. */
    purchaseKey: text('purchase_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({ name: 'chat_tickets_show_id_fkey', columns: [table.showId], foreignColumns: [chatShows.id] }).onDelete('cascade'),
    foreignKey({ name: 'chat_tickets_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }).onDelete('cascade'),
    unique('chat_tickets_show_id_guest_id_key').on(table.showId, table.guestId),
    index('chat_tickets_guest_idx').on(table.guestId),
    check('chat_tickets_creation_type_check', sql`creation_type IN ('M', 'C', 'P')`),
    check('chat_tickets_price_check', sql`price >= 0`),
  ],
);
