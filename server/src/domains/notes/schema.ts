import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** A guest's private note about an actor (migration 0003). */
export const actorNotes = pgTable(
  'actor_notes',
  {
    guestId: integer('guest_id').notNull(),
    actorId: integer('actor_id').notNull(),
    comment: text('comment').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.guestId, table.actorId] })],
);
