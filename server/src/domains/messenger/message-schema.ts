import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { guests } from '../guests/schema';
import { chatGifts } from '../livechat/schema';
import { messengerChannels } from './schema';

/**
 * The messenger's messages (docs/messenger.md, "Messages"). The bigserial id is the order of a
 * channel's messages and the "since message id" of a reconnecting client. A guest's message carries
 * the client's id: (guest, client id) is unique, so a resend after a reconnect stores nothing twice.
 * The owning guest is kept on the row so that every read and delivery checks ownership by an index.
 */
export const messengerMessages = pgTable(
  'messenger_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => messengerChannels.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    senderType: varchar('sender_type', { length: 8 }).notNull(),
    messageType: varchar('message_type', { length: 24 }).notNull(),
    /** Plain text as typed (never escaped or rendered here: clients show it as text). */
    text: text('text').notNull().default(''),
    gifts: jsonb('gifts').$type<Array<{ giftId: number; quantity: number }>>().notNull().default([]),
    toyControlId: integer('toy_control_id'),
    /** Coins charged for this message (0: free, a free message or covered by owned gifts). */
    price: integer('price').notNull().default(0),
    clientId: varchar('client_id', { length: 64 }),
    /** The picture of an image message (image_sent, image_received); one message per picture. */
    imageId: bigint('image_id', { mode: 'number' }).references(() => messengerImages.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('messenger_messages_channel_idx').on(table.channelId, table.id),
    uniqueIndex('messenger_messages_client_id_key').on(table.guestId, table.clientId),
    uniqueIndex('messenger_messages_image_id_key').on(table.imageId),
    check('messenger_messages_sender_type_check', sql`sender_type IN ('actor', 'guest', 'system')`),
    check('messenger_messages_price_check', sql`price >= 0`),
  ],
);
export type MessengerMessageRow = typeof messengerMessages.$inferSelect;

/** Messenger gifts a guest bought and has not sent yet (spec 000 §3: bought gifts carry a quantity). */
export const messengerBoughtGifts = pgTable(
  'messenger_bought_gifts',
  {
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    giftId: integer('gift_id')
      .notNull()
      .references(() => chatGifts.id),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ name: 'messenger_bought_gifts_pkey', columns: [table.guestId, table.giftId] }),
    check('messenger_bought_gifts_quantity_check', sql`quantity >= 0`),
  ],
);

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers a Buffer, PGlite a Uint8Array: both become a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The messenger's pictures (docs/messenger.md "Images"): one the guest uploaded (sender guest) or one
 * an actor sent (sender actor), re-encoded as JPEG without metadata, with its thumbnail. Kept in the
 * database so that every server node serves it. A picture belongs to one guest's channel; it is sent
 * at most once (messenger_messages.image_id is unique).
 */
export const messengerImages = pgTable(
  'messenger_images',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => messengerChannels.id, { onDelete: 'cascade' }),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    senderType: varchar('sender_type', { length: 8 }).notNull(),
    image: bytea('image').notNull(),
    thumbnail: bytea('thumbnail').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('messenger_images_guest_idx').on(table.guestId),
    check('messenger_images_sender_type_check', sql`sender_type IN ('actor', 'guest')`),
  ],
);
export type MessengerImageRow = typeof messengerImages.$inferSelect;
