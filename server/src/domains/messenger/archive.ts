import { and, eq } from 'drizzle-orm';
import type { IncomingEvent, MessengerChannel } from '@vx/shared/protocol';
import type { AppDeps } from '../types';
import { byChannelId, findChannel } from './list';
import { messengerChannels as c } from './schema';

/** Sets a flag of a channel of the guest's and tells his sockets; null for a channel not his. */
async function setFlag(
  deps: AppDeps,
  guestId: number,
  channelId: number,
  change: { archived: boolean } | { blocked: boolean },
  event: IncomingEvent,
): Promise<MessengerChannel | null> {
  const changed = await deps.database.db
    .update(c)
    .set(change)
    .where(and(eq(c.id, channelId), eq(c.guestId, guestId)))
    .returning({ id: c.id });
  if (changed.length === 0) return null;
  deps.hub.toGuest(guestId, event);
  return findChannel(deps.database.db, guestId, byChannelId(channelId));
}

/**
 * Archive (status true) or unarchive a channel of the guest's. Every socket of the guest, on every
 * node, gets channelArchived, so each open tab moves it as the one that asked.
 */
export const archiveChannel = (deps: AppDeps, guestId: number, channelId: number, status: boolean) =>
  setFlag(deps, guestId, channelId, { archived: status }, { type: 'channelArchived', channelId, status });

/**
 * Block (status true) or unblock a channel: a blocked channel shows only under the blocked filter
 * and counts for no unread total. The spec has no event for it: the guest's tabs get
 * messengerContentChange and refetch.
 */
export const blockChannel = (deps: AppDeps, guestId: number, channelId: number, status: boolean) =>
  setFlag(deps, guestId, channelId, { blocked: status }, { type: 'messengerContentChange', channelId });
