import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { actors } from '../actors/schema';
import { guests } from '../guests/schema';

/** One private note a guest keeps about an actor; nobody else ever reads it. */
export const actorNotes = pgTable(
  'actor_notes',
  {
    guestId: integer('guest_id').notNull(),
    actorId: integer('actor_id').notNull(),
    comment: text('comment').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'actor_notes_pkey', columns: [table.guestId, table.actorId] }),
    foreignKey({ name: 'actor_notes_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }).onDelete('cascade'),
    foreignKey({ name: 'actor_notes_actor_id_fkey', columns: [table.actorId], foreignColumns: [actors.id] }).onDelete('cascade'),
    check('actor_notes_comment_check', sql`length(comment) <= 2000`),
  ],
);
