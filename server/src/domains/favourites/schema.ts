import { boolean, foreignKey, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { actors } from '../actors/schema';
import { guests } from '../guests/schema';

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
