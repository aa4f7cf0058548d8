import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { actors } from '../actors/schema';
import { guests } from '../guests/schema';
import { albums, pictures } from '../videos/schema';

/**
 * The guests' side of the gallery (spec 000 §3 Gallery, §4 Album): comments, ratings, views and tag
 * suggestions. The albums and pictures themselves are the videos domain's tables; their like and
 * dislike counters there are kept in step with the rating rows here, in one transaction.
 */

/** Spec 000 §3: a rating is a like (5) or a dislike (1). */
const ratingCheck = (name: string) => check(name, sql`value IN (1, 5)`);

export const albumComments = pgTable(
  'album_comments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    albumId: integer('album_id').notNull(),
    guestId: integer('guest_id').notNull(),
    /** Plain text, trimmed; shown as text, never as HTML. */
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({ name: 'album_comments_album_id_fkey', columns: [table.albumId], foreignColumns: [albums.id] }).onDelete('cascade'),
    foreignKey({ name: 'album_comments_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }).onDelete('cascade'),
    index('album_comments_album_idx').on(table.albumId, table.createdAt.desc(), table.id.desc()),
    // The rate limit counts a guest's recent comments.
    index('album_comments_guest_idx').on(table.guestId, table.createdAt),
    check('album_comments_text_check', sql`char_length(text) BETWEEN 1 AND 500`),
  ],
);

export const albumRatings = pgTable(
  'album_ratings',
  {
    guestId: integer('guest_id').notNull(),
    albumId: integer('album_id').notNull(),
    value: smallint('value').notNull(),
  },
  (table) => [
    primaryKey({ name: 'album_ratings_pkey', columns: [table.guestId, table.albumId] }),
    foreignKey({ name: 'album_ratings_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }).onDelete('cascade'),
    foreignKey({ name: 'album_ratings_album_id_fkey', columns: [table.albumId], foreignColumns: [albums.id] }).onDelete('cascade'),
    ratingCheck('album_ratings_value_check'),
  ],
);

export const pictureRatings = pgTable(
  'picture_ratings',
  {
    guestId: integer('guest_id').notNull(),
    pictureId: integer('picture_id').notNull(),
    value: smallint('value').notNull(),
  },
  (table) => [
    primaryKey({ name: 'picture_ratings_pkey', columns: [table.guestId, table.pictureId] }),
    foreignKey({ name: 'picture_ratings_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }).onDelete('cascade'),
    foreignKey({ name: 'picture_ratings_picture_id_fkey', columns: [table.pictureId], foreignColumns: [pictures.id] }).onDelete('cascade'),
    ratingCheck('picture_ratings_value_check'),
  ],
);

/** The sedcards (profile pictures) of an actor are rated as one set (gallery/setSedcardsGuestRating). */
export const sedcardRatings = pgTable(
  'sedcard_ratings',
  {
    guestId: integer('guest_id').notNull(),
    actorId: integer('actor_id').notNull(),
    value: smallint('value').notNull(),
  },
  (table) => [
    primaryKey({ name: 'sedcard_ratings_pkey', columns: [table.guestId, table.actorId] }),
    foreignKey({ name: 'sedcard_ratings_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }).onDelete('cascade'),
    foreignKey({ name: 'sedcard_ratings_actor_id_fkey', columns: [table.actorId], foreignColumns: [actors.id] }).onDelete('cascade'),
    index('sedcard_ratings_actor_idx').on(table.actorId),
    ratingCheck('sedcard_ratings_value_check'),
  ],
);

/** One row per guest and album: albumTotalViews counts each guest once (server/docs/gallery.md). */
export const albumViews = pgTable(
  'album_views',
  {
    guestId: integer('guest_id').notNull(),
    albumId: integer('album_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'album_views_pkey', columns: [table.guestId, table.albumId] }),
    foreignKey({ name: 'album_views_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }).onDelete('cascade'),
    foreignKey({ name: 'album_views_album_id_fkey', columns: [table.albumId], foreignColumns: [albums.id] }).onDelete('cascade'),
  ],
);

/** Tags guests suggest for an album (query service suggestTagsForAlbum), lowercased. */
export const albumTagSuggestions = pgTable(
  'album_tag_suggestions',
  {
    guestId: integer('guest_id').notNull(),
    albumId: integer('album_id').notNull(),
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'album_tag_suggestions_pkey', columns: [table.guestId, table.albumId, table.label] }),
    foreignKey({ name: 'album_tag_suggestions_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }).onDelete('cascade'),
    foreignKey({ name: 'album_tag_suggestions_album_id_fkey', columns: [table.albumId], foreignColumns: [albums.id] }).onDelete('cascade'),
    index('album_tag_suggestions_album_idx').on(table.albumId),
    check('album_tag_suggestions_label_check', sql`label = lower(label) AND char_length(label) BETWEEN 2 AND 40`),
  ],
);
