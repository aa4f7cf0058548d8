import { boolean, integer, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Videos, tags, photo albums and pictures (spec 000 §3 Video, Gallery) as migration 0002 creates
 * them. The videos and albums domain will grow here; the tile grids read videos already.
 */
export const videos = pgTable('videos', {
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
});

export const pictures = pgTable('pictures', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  albumId: integer('album_id').notNull(),
  /** Order inside the album, from 1. */
  position: smallint('position').notNull(),
  likes: integer('likes').default(0).notNull(),
  dislikes: integer('dislikes').default(0).notNull(),
});
