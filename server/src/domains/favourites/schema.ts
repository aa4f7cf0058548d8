import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { actors } from '../actors/schema';
import { guests } from '../guests/schema';
import { albums, pictures } from '../videos/schema';

/** Pinned (favourite) actors with the guest's notification switches for each. */
export const favouriteActors = pgTable(
  'favourite_actors',
  {
    guestId: integer('guest_id').notNull(),
    actorId: integer('actor_id').notNull(),
    notifyEmail: boolean('notify_email').default(false).notNull(),
    notifySms: boolean('notify_sms').default(false).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'favourite_actors_pkey', columns: [table.guestId, table.actorId] }),
    foreignKey({ name: 'favourite_actors_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }).onDelete('cascade'),
    foreignKey({ name: 'favourite_actors_actor_id_fkey', columns: [table.actorId], foreignColumns: [actors.id] }).onDelete('cascade'),
    // pinnedCount of the top cams.
    index('favourite_actors_actor_idx').on(table.actorId),
  ],
);

/**
 * Pinned albums, pictures and sedcards (spec 000 §1 favourites; spec 001 §7.3 favouritePin). `targetId`
 * is what is pinned: the album, the picture, or for sedcards the actor; one pin of each per guest.
 */
export const favouriteMedia = pgTable(
  'favourite_media',
  {
    guestId: integer('guest_id').notNull(),
    kind: text('kind').notNull(),
    targetId: integer('target_id').notNull(),
    actorId: integer('actor_id').notNull(),
    albumId: integer('album_id'),
    pictureId: integer('picture_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'favourite_media_pkey', columns: [table.guestId, table.kind, table.targetId] }),
    foreignKey({ name: 'favourite_media_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }).onDelete('cascade'),
    foreignKey({ name: 'favourite_media_actor_id_fkey', columns: [table.actorId], foreignColumns: [actors.id] }).onDelete('cascade'),
    foreignKey({ name: 'favourite_media_album_id_fkey', columns: [table.albumId], foreignColumns: [albums.id] }).onDelete('cascade'),
    foreignKey({ name: 'favourite_media_picture_id_fkey', columns: [table.pictureId], foreignColumns: [pictures.id] }).onDelete('cascade'),
    index('favourite_media_guest_idx').on(table.guestId, table.kind, table.createdAt.desc()),
    check('favourite_media_kind_check', sql`kind IN ('album', 'picture', 'sedcards')`),
    check(
      'favourite_media_target_check',
      sql`(kind = 'album' AND target_id = album_id) OR (kind = 'picture' AND target_id = picture_id AND album_id IS NOT NULL) OR (kind = 'sedcards' AND target_id = actor_id)`,
    ),
  ],
);
