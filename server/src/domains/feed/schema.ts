import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, foreignKey, index, integer, pgTable, primaryKey, smallint, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { actors } from '../actors/schema';
import { guests } from '../guests/schema';
import { videos } from '../videos/schema';

/**
 * The feed (spec 000 §3 Feed post, §4 Feed; server/docs/feed.md). A post belongs to an actor; paid
 * posts (price_coins > 0) are locked until bought; a post with a tipping goal collects tips towards
 * it. Counters (views, likes, tips_sum_coins) live on the post and move in the same transaction as
 * the row that justifies them.
 */
export const feedPosts = pgTable(
  'feed_posts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    actorId: integer('actor_id').notNull(),
    /** clip, hotClip, photoGallery, photos, profileImage, text, photoContest (spec 000 §3 post types). */
    type: varchar('type', { length: 16 }).notNull(),
    status: varchar('status', { length: 12 }).notNull().default('published'),
    pinned: boolean('pinned').notNull().default(false),
    title: text('title').notNull().default(''),
    text: text('text').notNull().default(''),
    /** The language the actor wrote the post in (de, en, es, nl). */
    language: varchar('language', { length: 2 }).notNull(),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    fsk: smallint('fsk').notNull().default(16),
    /** 0: free content. */
    priceCoins: integer('price_coins').notNull().default(0),
    /** null: no tipping goal. */
    goalCoins: integer('goal_coins'),
    tipsSumCoins: integer('tips_sum_coins').notNull().default(0),
    /** The clip a clip post shows (one of the actor's videos). */
    videoId: integer('video_id'),
    /** How many photos a photo post has (0 for text and clip posts). */
    photoCount: smallint('photo_count').notNull().default(0),
    contestId: integer('contest_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({ name: 'feed_posts_actor_id_fkey', columns: [table.actorId], foreignColumns: [actors.id] }).onDelete('cascade'),
    foreignKey({ name: 'feed_posts_video_id_fkey', columns: [table.videoId], foreignColumns: [videos.id] }).onDelete('set null'),
    // The pages' order read backwards (pinned first, then newest or most liked, then id; the cursor
    // compares the same row), so a page is the first rows of an index scan, not a sort of every post.
    // Ascending on purpose: ORDER BY … DESC means NULLS FIRST, which a DESC (NULLS LAST) index cannot give.
    index('feed_posts_order_idx').on(table.pinned, table.publishedAt, table.id),
    index('feed_posts_popular_idx').on(table.pinned, table.likes, table.id),
    index('feed_posts_actor_idx').on(table.actorId, table.pinned, table.publishedAt, table.id),
    check('feed_posts_type_check', sql`type IN ('clip', 'hotClip', 'photoGallery', 'photos', 'profileImage', 'text', 'photoContest')`),
    check('feed_posts_status_check', sql`status IN ('published', 'draft')`),
    check('feed_posts_fsk_check', sql`fsk IN (0, 6, 12, 16, 18)`),
    check('feed_posts_counts_check', sql`views >= 0 AND likes >= 0 AND tips_sum_coins >= 0 AND photo_count >= 0`),
    check('feed_posts_price_check', sql`price_coins >= 0`),
    check('feed_posts_goal_check', sql`goal_coins IS NULL OR goal_coins > 0`),
  ],
);
export type FeedPostRow = typeof feedPosts.$inferSelect;

/** The key and foreign keys of a (post, guest) relation table. */
const postGuestKeys = (name: string, table: { postId: AnyPgColumn; guestId: AnyPgColumn }) => [
  primaryKey({ name: `${name}_pkey`, columns: [table.postId, table.guestId] }),
  foreignKey({ name: `${name}_post_id_fkey`, columns: [table.postId], foreignColumns: [feedPosts.id] }).onDelete('cascade'),
  foreignKey({ name: `${name}_guest_id_fkey`, columns: [table.guestId], foreignColumns: [guests.id] }).onDelete('cascade'),
];

/** One row per guest who liked a post. */
export const feedPostLikes = pgTable(
  'feed_post_likes',
  {
    postId: integer('post_id').notNull(),
    guestId: integer('guest_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [...postGuestKeys('feed_post_likes', table), index('feed_post_likes_guest_idx').on(table.guestId)],
);

/** One row per guest who saw a post: views count each guest once. */
export const feedPostViews = pgTable(
  'feed_post_views',
  {
    postId: integer('post_id').notNull(),
    guestId: integer('guest_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => postGuestKeys('feed_post_views', table),
);

/** Paid posts a guest bought (written in the wallet purchase's transaction). */
export const feedPostPurchases = pgTable(
  'feed_post_purchases',
  {
    postId: integer('post_id').notNull(),
    guestId: integer('guest_id').notNull(),
    priceCoins: integer('price_coins').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [...postGuestKeys('feed_post_purchases', table), index('feed_post_purchases_guest_idx').on(table.guestId)],
);

/** Tips towards a post's goal; the key is the wallet purchase's, so a replayed tip adds no row. */
export const feedPostTips = pgTable(
  'feed_post_tips',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    postId: integer('post_id').notNull(),
    guestId: integer('guest_id').notNull(),
    amountCoins: integer('amount_coins').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({ name: 'feed_post_tips_post_id_fkey', columns: [table.postId], foreignColumns: [feedPosts.id] }).onDelete('cascade'),
    foreignKey({ name: 'feed_post_tips_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }).onDelete('cascade'),
    unique('feed_post_tips_guest_key').on(table.guestId, table.idempotencyKey),
    check('feed_post_tips_amount_check', sql`amount_coins > 0`),
  ],
);

/**
 * Comments and their replies (replies_to_id: the comment answered; one level deep). A guest's
 * comment keeps the guest's id (who may delete it); seeded fans and the actor herself have none.
 */
export const feedComments = pgTable(
  'feed_comments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    postId: integer('post_id').notNull(),
    guestId: integer('guest_id'),
    /** The author as shown: the guest's name at the time, a fan's, or the actor's. */
    authorName: text('author_name').notNull(),
    byModel: boolean('by_model').notNull().default(false),
    repliesToId: integer('replies_to_id'),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({ name: 'feed_comments_post_id_fkey', columns: [table.postId], foreignColumns: [feedPosts.id] }).onDelete('cascade'),
    foreignKey({ name: 'feed_comments_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }).onDelete('cascade'),
    foreignKey({ name: 'feed_comments_replies_to_id_fkey', columns: [table.repliesToId], foreignColumns: [table.id] }).onDelete('cascade'),
    // A post's newest comments (read backwards) and a comment's replies.
    index('feed_comments_post_idx').on(table.postId, table.createdAt, table.id),
    index('feed_comments_replies_idx').on(table.repliesToId),
    index('feed_comments_guest_idx').on(table.guestId),
    check('feed_comments_text_check', sql`char_length(text) BETWEEN 1 AND 500`),
  ],
);
