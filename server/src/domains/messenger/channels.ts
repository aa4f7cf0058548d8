import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/helpers';
import { actors, type ActorRow } from '../actors/schema';
import { messengerChannels, type MessengerChannelRow } from './schema';

/** Free messages a new channel starts with: a guest's first words to an actor cost nothing. */
export const FREE_MESSAGES_PER_CHANNEL = 3;

/**
 * Coins per message an actor takes: a tenth of her single-chat minute, at least 1 (the spec names
 * messagePrice but not how an actor sets it; docs/messenger.md).
 */
export function messagePriceOf(actor: Pick<ActorRow, 'chatPriceSingle'>): number {
  return Math.max(1, Math.round(actor.chatPriceSingle / 10));
}

async function firstChannel(db: Executor, guestId: number, condition: SQL): Promise<MessengerChannelRow | null> {
  const [row] = await db
    .select()
    .from(messengerChannels)
    .where(and(eq(messengerChannels.guestId, guestId), condition))
    .limit(1);
  return row ?? null;
}

/** The guest's channel by id; null when there is none or it is another guest's (callers answer 404 alike). */
export const ownChannel = (db: Executor, guestId: number, channelId: number) => firstChannel(db, guestId, eq(messengerChannels.id, channelId));

/**
 * The guest's channel by id, its row locked until the transaction ends (`db` is a transaction): a
 * message store prices, dedupes and notes its message against a channel no one else changes meanwhile.
 */
export async function lockOwnChannel(tx: Executor, guestId: number, channelId: number): Promise<MessengerChannelRow | null> {
  const [row] = await tx
    .select()
    .from(messengerChannels)
    .where(and(eq(messengerChannels.id, channelId), eq(messengerChannels.guestId, guestId)))
    .for('update');
  return row ?? null;
}

/** The guest's channel with the actor, or null. */
export const channelWithActor = (db: Executor, guestId: number, actorId: number) => firstChannel(db, guestId, eq(messengerChannels.actorId, actorId));

/**
 * The guest's channel with the actor, opened when he first writes her: the actor's price and the
 * free messages are fixed then. Concurrent first messages open one channel (the unique key). Null
 * for an unknown actor.
 */
export async function openChannel(db: Executor, guestId: number, actorId: number): Promise<MessengerChannelRow | null> {
  const existing = await channelWithActor(db, guestId, actorId);
  if (existing) return existing;
  const [actor] = await db.select({ chatPriceSingle: actors.chatPriceSingle }).from(actors).where(eq(actors.id, actorId)).limit(1);
  if (!actor) return null;
  await db
    .insert(messengerChannels)
    .values({ guestId, actorId, messagePrice: messagePriceOf(actor), freeMessagesLeft: FREE_MESSAGES_PER_CHANNEL })
    .onConflictDoNothing({ target: [messengerChannels.guestId, messengerChannels.actorId] });
  return channelWithActor(db, guestId, actorId);
}

export interface NotedMessage {
  id: number;
  at: Date;
  fromGuest: boolean;
  /** The guest's message used one of the channel's free messages. */
  usedFreeMessage?: boolean;
}

/**
 * A message was stored in the channel (every message store calls this in the same transaction, after
 * locking the row with `lockOwnChannel`): it becomes the newest, an actor's message counts as unread,
 * and a guest's own message marks the channel read and seen up to it (he has it open). An archived
 * channel comes back with a new message.
 */
export async function noteMessage(db: Executor, channelId: number, message: NotedMessage): Promise<void> {
  const c = messengerChannels;
  const newest = { lastMessageId: message.id, lastMessageAt: message.at };
  await db
    .update(c)
    .set(
      message.fromGuest
        ? {
            ...newest,
            lastReadMessageId: message.id,
            lastSeenMessageId: message.id,
            unreadCount: 0,
            ...(message.usedFreeMessage ? { freeMessagesLeft: sql`${c.freeMessagesLeft} - 1` } : {}),
          }
        : { ...newest, unreadCount: sql`${c.unreadCount} + 1`, archived: false },
    )
    .where(eq(c.id, channelId));
}
