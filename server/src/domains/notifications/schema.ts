import { boolean, foreignKey, index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { guests } from '../guests/schema';

/** Navbar and floating notifications of a guest (spec 000 §3 Notification). */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    guestId: integer('guest_id').notNull(),
    type: smallint('type').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    link: text('link'),
    unread: boolean('unread').notNull().default(true),
    unseen: boolean('unseen').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({ name: 'notifications_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }).onDelete('cascade'),
    index('notifications_guest_newest').on(table.guestId, table.id.desc().nullsFirst()),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * Mail that would be sent. There is no mail server in this product: the outbox stands in for it, so
 * a reset link can be read by an operator or an end-to-end test through the internal route.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    recipient: text('recipient').notNull(),
    kind: varchar('kind', { length: 40 }).notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_recipient').on(table.recipient, table.id.desc().nullsFirst())],
);
