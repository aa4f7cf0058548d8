import { boolean, char, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Cam shows and their tickets (spec 000 §3 Cam show / ticket) as migration 0003 creates them. */
export const chatShows = pgTable('chat_shows', {
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
  promoCode: text('promo_code'),
});
export type ChatShowRow = typeof chatShows.$inferSelect;

export const chatTickets = pgTable('chat_tickets', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  showId: integer('show_id').notNull(),
  guestId: integer('guest_id').notNull(),
  creationType: char('creation_type', { length: 1 }).notNull(),
  price: integer('price').notNull(),
  purchaseKey: text('purchase_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
