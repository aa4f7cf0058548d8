import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { guests } from '../guests/schema';

/**
 * Assets of the media library a guest moved to his archive (spec 001 §7.4 archive and unarchive):
 * one row per archived asset, keyed like the asset's id (`kind`, `mediaId`). The key's guest prefix
 * is what the library's query joins on, so a guest with thousands of assets reads only his own rows.
 */
export const mediathekArchive = pgTable(
  'mediathek_archive',
  {
    guestId: integer('guest_id').notNull(),
    kind: text('kind').notNull(),
    mediaId: integer('media_id').notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'mediathek_archive_pkey', columns: [table.guestId, table.kind, table.mediaId] }),
    foreignKey({ name: 'mediathek_archive_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }).onDelete('cascade'),
    check('mediathek_archive_kind_check', sql`kind IN ('video', 'album', 'post', 'image')`),
  ],
);
