import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { GuestPreferences, NotificationsSettings } from '@vx/shared/protocol';
import { bytea } from '../messenger/message-schema';
import { guests } from './schema';

/**
 * What the guest sets on the MyVisitX profile page (server/docs/myarea.md "Profile"), one row per guest,
 * made on the first save; a guest without a row has the defaults of settings.ts.
 */
export const guestSettings = pgTable(
  'guest_settings',
  {
    guestId: integer('guest_id')
      .primaryKey()
      .references(() => guests.id, { onDelete: 'cascade' }),
    notifications: jsonb('notifications').$type<NotificationsSettings>(),
    /** The subscribed newsletter type ids (256, 512, 1024, 2048) as their sum: each is its own bit. */
    newsletters: integer('newsletters').notNull().default(0),
    preferences: jsonb('preferences').$type<GuestPreferences>().notNull().default({}),
    autoRechargeEnabled: boolean('auto_recharge_enabled').notNull().default(false),
    autoRechargeAmount: integer('auto_recharge_amount'),
    autoRechargeTeaserState: varchar('auto_recharge_teaser_state', { length: 8 }).notNull().default('show'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check('guest_settings_newsletters_check', sql`newsletters >= 0 AND newsletters & ~3840 = 0`),
    check('guest_settings_auto_recharge_amount_check', sql`auto_recharge_amount > 0`),
    check('guest_settings_auto_recharge_teaser_state_check', sql`auto_recharge_teaser_state IN ('show', 'later', 'closed')`),
  ],
);

/**
 * The guest's avatar, re-encoded as a JPEG without metadata (the messenger's transcode): public, as it
 * shows beside the guest's comments. Kept in the database so that every server node serves it.
 */
export const guestAvatars = pgTable('guest_avatars', {
  guestId: integer('guest_id')
    .primaryKey()
    .references(() => guests.id, { onDelete: 'cascade' }),
  image: bytea('image').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A requested e-mail change: the new address waits until the link mailed to it is opened. */
export const emailChanges = pgTable(
  'email_changes',
  {
    tokenHash: text('token_hash').primaryKey(),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_changes_guest_id_idx').on(table.guestId)],
);
