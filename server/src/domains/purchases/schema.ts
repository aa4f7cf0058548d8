import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { guests } from '../guests/schema';

/** Videos and albums a guest owns (bought, or free ones taken). */
export const mediaPurchases = pgTable(
  'media_purchases',
  {
    guestId: integer('guest_id').notNull(),
    kind: text('kind').notNull(),
    mediaId: integer('media_id').notNull(),
    price: integer('price').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'media_purchases_pkey', columns: [table.guestId, table.kind, table.mediaId] }),
    foreignKey({ name: 'media_purchases_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }).onDelete('cascade'),
    check('media_purchases_kind_check', sql`kind IN ('video', 'album')`),
    check('media_purchases_price_check', sql`price >= 0`),
  ],
);
