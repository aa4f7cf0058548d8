import { bigint, boolean, char, integer, pgTable, real, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** The actor (spec 000 §3 Actor) as migration 0002 creates it. Prices are whole coins. */
export const actors = pgTable('actors', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  gender: char('gender', { length: 1 }).notNull(),
  genderType: varchar('gender_type', { length: 2 }).notNull(),
  age: smallint('age').notNull(),
  threeWords: text('three_words').default('').notNull(),
  languages: text('languages').array().default([]).notNull(),
  country: char('country', { length: 2 }).notNull(),
  latitude: real('latitude'),
  longitude: real('longitude'),
  about: text('about').default('').notNull(),
  registeredSince: timestamp('registered_since', { withTimezone: true }).defaultNow().notNull(),
  isOnline: boolean('is_online').default(false).notNull(),
  onlineSince: timestamp('online_since', { withTimezone: true }),
  freeChat: boolean('free_chat').default(false).notNull(),
  bannedCountryCodes: text('banned_country_codes').array().default([]).notNull(),
  priceCurrency: varchar('price_currency', { length: 8 }).default('VXC').notNull(),
  priceVideo: integer('price_video').notNull(),
  priceSinglec2c: integer('price_singlec2c').notNull(),
  voucherChatMinutes: smallint('voucher_chat_minutes').default(0).notNull(),
  chatPriceVideo: integer('chat_price_video').notNull(),
  chatPriceVoyeur: integer('chat_price_voyeur').notNull(),
  chatPriceTicketShow: integer('chat_price_ticket_show').notNull(),
  chatPriceSingle: integer('chat_price_single').notNull(),
  chatPriceSingleC2C: integer('chat_price_single_c2c').notNull(),
  featureLivePreview: boolean('feature_live_preview').default(false).notNull(),
  featureHd: boolean('feature_hd').default(false).notNull(),
  featureAudio: boolean('feature_audio').default(false).notNull(),
  featureDildocontrol: boolean('feature_dildocontrol').default(false).notNull(),
  voyeurAvailable: boolean('voyeur_available').default(false).notNull(),
  onlineMobileVideocall: boolean('online_mobile_videocall').default(false).notNull(),
  ticketShowRunning: boolean('ticket_show_running').default(false).notNull(),
  conversionChatAvailable: boolean('conversion_chat_available').default(false).notNull(),
  star: boolean('star').default(false).notNull(),
  topAmateur: boolean('top_amateur').default(false).notNull(),
  ranking: integer('ranking').default(0).notNull(),
  onlineRanking: integer('online_ranking').default(0).notNull(),
  ratingCount90d: integer('rating_count_90d').default(0).notNull(),
  satisfactionRate90d: smallint('satisfaction_rate_90d').default(0).notNull(),
  sedcardCount: smallint('sedcard_count').default(0).notNull(),
});

export type ActorRow = typeof actors.$inferSelect;

/** One row counting changes to the actors (migration 0005): a statement trigger bumps it, catalogue-clock.ts reads it. */
export const catalogueChanges = pgTable('catalogue_changes', {
  id: boolean('id').primaryKey().default(true),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
