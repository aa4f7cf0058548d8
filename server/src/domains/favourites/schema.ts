import { boolean, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

/** Pinned actors with the guest's notification switches (migration 0003). */
export const favouriteActors = pgTable(
  'favourite_actors',
  {
    guestId: integer('guest_id').notNull(),
    actorId: integer('actor_id').notNull(),
    notifyEmail: boolean('notify_email').default(false).notNull(),
    notifySms: boolean('notify_sms').default(false).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.guestId, table.actorId] })],
);
