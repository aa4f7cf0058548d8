import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { MessengerContent, MessengerMessage, MessengerMessageType } from '@vx/shared/protocol';
import type { Executor } from '../../../db/helpers';
import { ownChannel } from '../channels';
import { imageOfMessage } from '../images/store';
import { messengerMessages, type MessengerMessageRow } from '../message-schema';

/** Reads of the messenger's messages; every read is scoped to the asking guest. */

/** ageVerified: whether the guest may see an actor's picture (images/store.ts imageOfMessage). */
export const toMessengerMessage = (row: MessengerMessageRow, ageVerified: boolean): MessengerMessage => ({
  id: row.id,
  channelId: row.channelId,
  senderType: row.senderType as MessengerMessage['senderType'],
  messageType: row.messageType as MessengerMessageType,
  text: row.text,
  gifts: row.gifts,
  toyControlId: row.toyControlId,
  image: imageOfMessage(row.imageId, row.senderType, ageVerified),
  price: row.price,
  clientId: row.clientId,
  created: row.createdAt.toISOString(),
});

export interface ContentQuery {
  guestId: number;
  /** Whether the guest may see the actors' pictures. */
  ageVerified: boolean;
  channelId: number;
  limit: number;
  /** Newer than this id (what a reconnecting client missed), oldest first. */
  sinceId?: number | null;
  /** Older than this id (paging back), the newest of them. */
  beforeId?: number | null;
}

/**
 * A page of the guest's channel's messages, oldest first; hasMore: further messages exist in the paging
 * direction. Null when the channel is not his (callers answer it as unknown).
 */
export async function channelContent(db: Executor, query: ContentQuery): Promise<MessengerContent | null> {
  if (!(await ownChannel(db, query.guestId, query.channelId))) return null;
  const own = eq(messengerMessages.channelId, query.channelId);
  const forward = query.sinceId != null;
  const bound = forward
    ? gt(messengerMessages.id, query.sinceId!)
    : query.beforeId != null
      ? lt(messengerMessages.id, query.beforeId)
      : undefined;
  const rows = await db
    .select()
    .from(messengerMessages)
    .where(bound ? and(own, bound) : own)
    .orderBy(forward ? asc(messengerMessages.id) : desc(messengerMessages.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  if (!forward) page.reverse();
  return { channelId: query.channelId, messages: page.map((row) => toMessengerMessage(row, query.ageVerified)), hasMore: rows.length > query.limit };
}

export async function messageByClientId(db: Executor, guestId: number, clientId: string): Promise<MessengerMessageRow | null> {
  const [row] = await db
    .select()
    .from(messengerMessages)
    .where(and(eq(messengerMessages.guestId, guestId), eq(messengerMessages.clientId, clientId)))
    .limit(1);
  return row ?? null;
}
