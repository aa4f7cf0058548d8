import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, smallint, text, timestamp, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { actors } from '../actors/schema';
import { guests } from '../guests/schema';
import { prefixKey, trigramIndexKey, videoDocument } from '../search/documents';

/**
 * Videos, tags, photo albums and pictures (spec 000 §3 Video, Gallery). The videos and albums domain
 * will grow here; the tile grids read videos already.
 */
export const videos = pgTable(
  'videos',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    actorId: integer('actor_id').notNull(),
    title: text('title').notNull(),
    description: text('description').default('').notNull(),
    /** Seconds. */
    duration: integer('duration').notNull(),
    ageRating: smallint('age_rating').default(18).notNull(),
    vip: boolean('vip').default(false).notNull(),
    vip30Offer: boolean('vip30_offer').default(false).notNull(),
    free: boolean('free').default(false).notNull(),
    classic: boolean('classic').default(false).notNull(),
    camRecording: boolean('cam_recording').default(false).notNull(),
    priceCurrency: varchar('price_currency', { length: 8 }).default('VXC').notNull(),
    price: integer('price').notNull(),
    basePrice: integer('base_price').notNull(),
    /** Percent off the base price. */
    discount: smallint('discount').default(0).notNull(),
    likes: integer('likes').default(0).notNull(),
    /** "new" is derived from releasedAt when read, so it never goes stale. */
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    foreignKey({ name: 'videos_actor_id_fkey', columns: [table.actorId], foreignColumns: [actors.id] }).onDelete('cascade'),
    index('videos_released_idx').on(table.releasedAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('videos_actor_idx').on(table.actorId, table.releasedAt.desc().nullsFirst()),
    // The orders of the video lists (list-filter.ts), each walked in index order until a page is full.
    index('videos_likes_idx').on(table.likes.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('videos_price_idx').on(table.price, table.id),
    index('videos_duration_idx').on(table.duration, table.id),
    // The /videos/ sections: free clips, on sale and VIP videos are a tenth of the catalogue or less.
    index('videos_free_released_idx').on(table.releasedAt.desc().nullsFirst(), table.id.desc().nullsFirst()).where(sql`free`),
    index('videos_vip_released_idx').on(table.releasedAt.desc().nullsFirst(), table.id.desc().nullsFirst()).where(sql`vip`),
    index('videos_discount_idx').on(table.discount.desc().nullsFirst(), table.releasedAt.desc().nullsFirst(), table.id.desc().nullsFirst()).where(sql`discount > 0`),
    // The global search (search/documents.ts): stemmed titles, titles with a typo, titles completed.
    index('videos_title_search_idx').using('gin', videoDocument(table.title)),
    index('videos_title_trgm_idx').using('gin', trigramIndexKey(table.title)),
    index('videos_title_prefix_idx').on(prefixKey(table.title)),
    check('videos_duration_check', sql`duration > 0`),
    check('videos_age_rating_check', sql`age_rating IN (0, 6, 12, 16, 18)`),
    check('videos_price_check', sql`price >= 0`),
    check('videos_base_price_check', sql`base_price >= 0`),
    check('videos_discount_check', sql`discount BETWEEN 0 AND 100`),
    check('videos_likes_check', sql`likes >= 0`),
  ],
);
export type VideoRow = typeof videos.$inferSelect;

export const tags = pgTable(
  'tags',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    label: text('label').notNull(),
  },
  () => [uniqueIndex('tags_label_lower_key').on(sql`lower(label)`)],
);

export const videoTags = pgTable(
  'video_tags',
  {
    videoId: integer('video_id').notNull(),
    tagId: integer('tag_id').notNull(),
  },
  (table) => [
    primaryKey({ name: 'video_tags_pkey', columns: [table.videoId, table.tagId] }),
    foreignKey({ name: 'video_tags_video_id_fkey', columns: [table.videoId], foreignColumns: [videos.id] }).onDelete('cascade'),
    foreignKey({ name: 'video_tags_tag_id_fkey', columns: [table.tagId], foreignColumns: [tags.id] }).onDelete('cascade'),
    index('video_tags_tag_idx').on(table.tagId),
  ],
);

export const albums = pgTable(
  'albums',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    actorId: integer('actor_id').notNull(),
    title: text('title').notNull(),
    description: text('description').default('').notNull(),
    type: text('type').default('image').notNull(),
    ageRating: smallint('age_rating').default(18).notNull(),
    free: boolean('free').default(false).notNull(),
    vipContent: boolean('vip_content').default(false).notNull(),
    priceCurrency: varchar('price_currency', { length: 8 }).default('VXC').notNull(),
    price: integer('price').notNull(),
    likes: integer('likes').default(0).notNull(),
    dislikes: integer('dislikes').default(0).notNull(),
    totalViews: integer('total_views').default(0).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    foreignKey({ name: 'albums_actor_id_fkey', columns: [table.actorId], foreignColumns: [actors.id] }).onDelete('cascade'),
    index('albums_actor_idx').on(table.actorId, table.createdAt.desc().nullsFirst()),
    check('albums_type_check', sql`type IN ('image', 'video')`),
    check('albums_age_rating_check', sql`age_rating IN (0, 6, 12, 16, 18)`),
    check('albums_price_check', sql`price >= 0`),
    check('albums_likes_check', sql`likes >= 0`),
    check('albums_dislikes_check', sql`dislikes >= 0`),
    check('albums_total_views_check', sql`total_views >= 0`),
  ],
);

export const pictures = pgTable(
  'pictures',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    albumId: integer('album_id').notNull(),
    /** Order inside the album, from 1; pages of 14 (spec 001 §9) are cut on it. */
    position: smallint('position').notNull(),
    likes: integer('likes').default(0).notNull(),
    dislikes: integer('dislikes').default(0).notNull(),
  },
  (table) => [
    foreignKey({ name: 'pictures_album_id_fkey', columns: [table.albumId], foreignColumns: [albums.id] }).onDelete('cascade'),
    unique('pictures_album_id_position_key').on(table.albumId, table.position),
    check('pictures_position_check', sql`position > 0`),
    check('pictures_likes_check', sql`likes >= 0`),
    check('pictures_dislikes_check', sql`dislikes >= 0`),
  ],
);

/** A guest's like (5) or dislike (1) of a video (spec 000 §3 Video guestInfo.liked; spec 001 §7.4 like and dislike video). */
export const videoRatings = pgTable(
  'video_ratings',
  {
    guestId: integer('guest_id').notNull(),
    videoId: integer('video_id').notNull(),
    value: smallint('value').notNull(),
  },
  (table) => [
    primaryKey({ name: 'video_ratings_pkey', columns: [table.guestId, table.videoId] }),
    foreignKey({ name: 'video_ratings_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }).onDelete('cascade'),
    foreignKey({ name: 'video_ratings_video_id_fkey', columns: [table.videoId], foreignColumns: [videos.id] }).onDelete('cascade'),
    index('video_ratings_video_idx').on(table.videoId),
    check('video_ratings_value_check', sql`value IN (1, 5)`),
  ],
);

/** Video shares by email a guest sent (guest/sendVideoShareEmail): how often one may send is counted here. */
export const videoShares = pgTable(
  'video_shares',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    guestId: integer('guest_id').notNull(),
    videoId: integer('video_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    foreignKey({ name: 'video_shares_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }).onDelete('cascade'),
    foreignKey({ name: 'video_shares_video_id_fkey', columns: [table.videoId], foreignColumns: [videos.id] }).onDelete('cascade'),
    index('video_shares_guest_idx').on(table.guestId, table.createdAt),
  ],
);
