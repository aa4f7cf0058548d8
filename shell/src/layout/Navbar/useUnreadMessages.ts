import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { useBusEvent, usePlatform } from '@vx/shared';

const UNREAD_COUNT_QUERY = '{ unreadCount }';
const unreadCountSchema = z.object({ unreadCount: z.int().check(z.gte(0)) });

export const unreadMessagesKey = (guestId: number | null) => ['messenger', 'unreadCount', guestId] as const;

/**
 * The guest's unread messenger messages for the navbar (spec 001 §7.4 unreadCount), following the
 * messenger live: a new message, a channel read or changed and all channels seen ask again, so
 * the count is always the server's (never below 0, and right in every open tab).
 */
export function useUnreadMessages(): number {
  const { vxql, guest } = usePlatform();
  const client = useQueryClient();
  const key = unreadMessagesKey(guest.isLoggedIn ? guest.id : null);
  const query = useQuery({
    queryKey: key,
    queryFn: async () => (await vxql.request(UNREAD_COUNT_QUERY, {}, unreadCountSchema)).unreadCount,
    enabled: guest.isLoggedIn,
  });
  const refresh = () => {
    if (guest.isLoggedIn) void client.invalidateQueries({ queryKey: key, exact: true });
  };
  useBusEvent('messengerMessage', refresh);
  useBusEvent('messengerContentChange', refresh);
  useBusEvent('allChannelsSeen', refresh);
  return guest.isLoggedIn ? (query.data ?? 0) : 0;
}
