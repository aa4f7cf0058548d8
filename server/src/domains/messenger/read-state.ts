import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { MessengerChannel } from '@vx/shared/protocol';
import type { AppDeps } from '../types';
import { byChannelId, findChannel, unreadTotal } from './list';
import { messengerChannels as c } from './schema';

/**
 * touchMessengerChannel: the guest opened the channel, so it is read and seen up to its newest
 * message. The unread total is a sum of counts set to 0, never below it. The guest's other tabs
 * hear of it (messengerContentChange) and refetch. Null for a channel not his.
 */
export async function touchChannel(
  deps: AppDeps,
  guestId: number,
  channelId: number,
  now = new Date(),
): Promise<{ channel: MessengerChannel; unreadTotal: number } | null> {
  const db = deps.database.db;
  const touched = await db
    .update(c)
    .set({ unreadCount: 0, lastReadMessageId: c.lastMessageId, lastSeenMessageId: c.lastMessageId, lastViewedAt: now })
    .where(and(eq(c.id, channelId), eq(c.guestId, guestId)))
    .returning({ id: c.id });
  if (touched.length === 0) return null;
  const channel = await findChannel(db, guestId, byChannelId(channelId));
  if (!channel) return null;
  deps.hub.toGuest(guestId, { type: 'messengerContentChange', channelId });
  return { channel, unreadTotal: await unreadTotal(db, guestId) };
}

/** Set all channels seen: the navbar's badge clears on every socket of the guest; nothing becomes read. */
export async function setAllChannelsSeen(deps: AppDeps, guestId: number): Promise<void> {
  await deps.database.db
    .update(c)
    .set({ lastSeenMessageId: c.lastMessageId })
    .where(and(eq(c.guestId, guestId), isNotNull(c.lastMessageId), sql`${c.lastSeenMessageId} IS DISTINCT FROM ${c.lastMessageId}`));
  deps.hub.toGuest(guestId, { type: 'allChannelsSeen' });
}
