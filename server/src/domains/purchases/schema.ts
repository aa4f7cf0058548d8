import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Videos and albums a guest owns (migration 0003). */
export const mediaPurchases = pgTable(
  'media_purchases',
  {
    guestId: integer('guest_id').notNull(),
    kind: text('kind').notNull(),
    mediaId: integer('media_id').notNull(),
    price: integer('price').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.guestId, table.kind, table.mediaId] })],
);
