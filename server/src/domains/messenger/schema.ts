import { sql } from 'drizzle-orm';
import { bigint, boolean, check, foreignKey, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { actors } from '../actors/schema';
import { guests } from '../guests/schema';

/**
 * A messenger channel: one per guest and actor (spec 000 §3 Messenger: Channel), opened when the
 * guest first writes her (docs/messenger.md). The row carries the guest's read state, so the
 * channel list and the unread total are one query, never a count over the messages.
 */
export const messengerChannels = pgTable(
  'messenger_channels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guestId: integer('guest_id').notNull(),
    actorId: integer('actor_id').notNull(),
    subject: text('subject').notNull().default(''),
    archived: boolean('archived').notNull().default(false),
    blocked: boolean('blocked').notNull().default(false),
    /** The newest message of the channel (set by the message store), and when it was sent (messageTimestamp). */
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /** The newest message the guest has read (opened the channel) and has seen (the navbar's badge). */
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }),
    lastSeenMessageId: bigint('last_seen_message_id', { mode: 'number' }),
    /** When the guest last opened the channel (lastViewedTimestamp). */
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
    /** The actor's messages after lastReadMessageId. */
    unreadCount: integer('unread_count').notNull().default(0),
    /** Messages the guest may still send for free here; they are used before coins. */
    freeMessagesLeft: integer('free_messages_left').notNull().default(0),
    /** Coins per message, the actor's price when the channel was opened (the price the guest sees is the one charged). */
    messagePrice: integer('message_price').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({ name: 'messenger_channels_guest_id_fkey', columns: [table.guestId], foreignColumns: [guests.id] }).onDelete('cascade'),
    foreignKey({ name: 'messenger_channels_actor_id_fkey', columns: [table.actorId], foreignColumns: [actors.id] }).onDelete('cascade'),
    unique('messenger_channels_guest_actor_key').on(table.guestId, table.actorId),
    // The list: a guest's channels, newest message first.
    index('messenger_channels_guest_newest_idx').on(table.guestId, table.lastMessageAt.desc().nullsLast(), table.id.desc()),
    check('messenger_channels_unread_count_check', sql`unread_count >= 0`),
    check('messenger_channels_free_messages_left_check', sql`free_messages_left >= 0`),
    check('messenger_channels_message_price_check', sql`message_price >= 0`),
  ],
);

export type MessengerChannelRow = typeof messengerChannels.$inferSelect;
