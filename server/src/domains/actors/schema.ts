import { sql, type SQLWrapper } from 'drizzle-orm';
import { bigint, boolean, char, check, index, integer, pgTable, real, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { actorDocument, trigramIndexKey } from '../search/documents';

/** A name in lower case without the separators a name may hold ("Mivila_Berry" → "mivilaberry"), indexed on actors. */
export const bareName = (name: SQLWrapper) => sql`lower(regexp_replace(${name}, '[[:space:]._-]', '', 'g'))`;

/** The actor (spec 000 §3 Actor). Prices are whole coins; the currency column keeps the unit explicit. */
export const actors = pgTable(
  'actors',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    gender: char('gender', { length: 1 }).notNull(),
    genderType: varchar('gender_type', { length: 2 }).notNull(),
    age: smallint('age').notNull(),
    threeWords: text('three_words').default('').notNull(),
    languages: text('languages').array().default([]).notNull(),
    country: char('country', { length: 2 }).notNull(),
    /** Approximate home town, used only to order a location search by distance; never sent out. */
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
    /** Scores behind the "ranking" and "online_ranking" sort orders; higher is better. */
    ranking: integer('ranking').default(0).notNull(),
    onlineRanking: integer('online_ranking').default(0).notNull(),
    ratingCount90d: integer('rating_count_90d').default(0).notNull(),
    satisfactionRate90d: smallint('satisfaction_rate_90d').default(0).notNull(),
    sedcardCount: smallint('sedcard_count').default(0).notNull(),
    /**
     * Pins by the platform's audience that has no guest rows here (the seed's long tail of fans);
     * a top cam's pinnedCount is this plus the stored pins of favourite_actors.
     */
    seededPinCount: integer('seeded_pin_count').default(0).notNull(),
  },
  (table) => [
    // Names are unique regardless of case: profile URLs carry the lowercased name (spec 000 §2).
    uniqueIndex('actors_name_lower_key').on(sql`lower(name)`),
    // A guest name may not pass for an actor's: compared without separators (guests/name-availability.ts).
    index('actors_bare_name_idx').on(bareName(table.name)),
    // The cams list: online first, then the online ranking (the default sort of the actor search).
    // PostgreSQL's DESC puts nulls first; drizzle writes NULLS LAST unless told, here and in every schema file.
    index('actors_online_ranking_idx').on(table.isOnline.desc().nullsFirst(), table.onlineRanking.desc().nullsFirst(), table.id),
    index('actors_ranking_idx').on(table.ranking.desc().nullsFirst(), table.id),
    index('actors_registered_idx').on(table.registeredSince.desc().nullsFirst(), table.id),
    index('actors_gender_type_idx').on(table.genderType),
    index('actors_country_idx').on(table.country),
    index('actors_languages_idx').using('gin', table.languages),
    index('actors_chat_price_video_idx').on(table.chatPriceVideo),
    // The global search (search/documents.ts): name and profile words, and names with a typo.
    index('actors_search_idx').using('gin', actorDocument(table.name, table.threeWords)),
    index('actors_name_trgm_idx').using('gin', trigramIndexKey(table.name)),
    check('actors_name_check', sql`length(name) BETWEEN 2 AND 40`),
    check('actors_gender_check', sql`gender IN ('N', 'M', 'F', 'C')`),
    check('actors_gender_type_check', sql`gender_type IN ('F', 'M', 'FM', 'FF', 'MM', 'S', 'T')`),
    check('actors_age_check', sql`age BETWEEN 18 AND 99`),
    check('actors_price_video_check', sql`price_video >= 0`),
    check('actors_price_singlec2c_check', sql`price_singlec2c >= 0`),
    check('actors_voucher_chat_minutes_check', sql`voucher_chat_minutes >= 0`),
    check('actors_chat_price_video_check', sql`chat_price_video >= 0`),
    check('actors_chat_price_voyeur_check', sql`chat_price_voyeur >= 0`),
    check('actors_chat_price_ticket_show_check', sql`chat_price_ticket_show >= 0`),
    check('actors_chat_price_single_check', sql`chat_price_single >= 0`),
    check('actors_chat_price_single_c2c_check', sql`chat_price_single_c2c >= 0`),
    check('actors_rating_count_90d_check', sql`rating_count_90d >= 0`),
    check('actors_satisfaction_rate_90d_check', sql`satisfaction_rate_90d BETWEEN 0 AND 100`),
    check('actors_sedcard_count_check', sql`sedcard_count BETWEEN 0 AND 20`),
    check('actors_seeded_pin_count_check', sql`seeded_pin_count >= 0`),
  ],
);

export type ActorRow = typeof actors.$inferSelect;

/**
 * A counter of changes to the actors table, for caches of every server process: reading its one row
 * tells a process whether any process (or a manual fix in SQL) changed an actor since it looked. A
 * statement trigger bumps it (db/migrations/0001_triggers.sql); catalogue-clock.ts reads it.
 */
export const catalogueChanges = pgTable(
  'catalogue_changes',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  () => [check('catalogue_changes_id_check', sql`id`)],
);
