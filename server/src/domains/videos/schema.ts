import { boolean, integer, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Videos, tags, photo albums and pictures (spec 000 §3 Video, Gallery) as migration 0002 creates
 * them. The videos and albums domain will grow here; the tile grids read videos already.
 */
export const videos = pgTable('videos', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  actorId: integer('actor_id').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  /** Seconds. */
  duration: integer('duration').notNull(),
  ageRating: smallint('age_rating').notNull(),
  vip: boolean('vip').notNull(),
  vip30Offer: boolean('vip30_offer').notNull(),
  free: boolean('free').notNull(),
  classic: boolean('classic').notNull(),
  camRecording: boolean('cam_recording').notNull(),
  priceCurrency: varchar('price_currency', { length: 8 }).notNull(),
  price: integer('price').notNull(),
  basePrice: integer('base_price').notNull(),
  /** Percent off the base price. */
  discount: smallint('discount').notNull(),
  likes: integer('likes').notNull(),
  releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
});
export type VideoRow = typeof videos.$inferSelect;

export const tags = pgTable('tags', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  label: text('label').notNull(),
});

export const videoTags = pgTable(
  'video_tags',
  {
    videoId: integer('video_id').notNull(),
    tagId: integer('tag_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.videoId, table.tagId] })],
);

export const albums = pgTable('albums', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  actorId: integer('actor_id').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  type: text('type').notNull(),
  ageRating: smallint('age_rating').notNull(),
  free: boolean('free').notNull(),
  vipContent: boolean('vip_content').notNull(),
  priceCurrency: varchar('price_currency', { length: 8 }).notNull(),
  price: integer('price').notNull(),
  likes: integer('likes').notNull(),
  dislikes: integer('dislikes').notNull(),
  totalViews: integer('total_views').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const pictures = pgTable('pictures', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  albumId: integer('album_id').notNull(),
  /** Order inside the album, from 1. */
  position: smallint('position').notNull(),
  likes: integer('likes').notNull(),
  dislikes: integer('dislikes').notNull(),
});
