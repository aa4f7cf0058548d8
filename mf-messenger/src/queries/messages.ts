import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useBusEvent, usePlatform, type MessengerContent, type MessengerMessage, type VxqlClient } from '@vx/shared';
import { channelKeys, usePatchChannels } from './channels';
import { contentAnswerSchema, touchAnswerSchema } from './schemas';

/** A channel's messages (spec 001 §7.4 messengerContent) and what the guest sends into it. */
export const messageKeys = {
  all: ['messengerContent'] as const,
  guest: (guestId: number | null) => ['messengerContent', guestId] as const,
  channel: (guestId: number | null, channelId: number) => ['messengerContent', guestId, channelId] as const,
};

/** The server's query, as documented beside messengerContentSchema (shared/src/protocol/messenger-messages.ts). */
export const CONTENT_QUERY =
  'query MessengerContent($channelId: Int!, $beforeId: Int, $sinceId: Int, $limit: Int) { messengerContent(channelId: $channelId, beforeId: $beforeId, sinceId: $sinceId, limit: $limit) { channelId hasMore messages { id channelId senderType messageType text gifts { giftId quantity } toyControlId image { thumbnailUrl url censored } price clientId created } } }';
export const TOUCH_MUTATION = 'mutation TouchMessengerChannel($channelId: Int!) { touchMessengerChannel(channelId: $channelId) { unreadTotal } }';

/** The newest page of a channel, or (sinceId) what came after the newest message the client holds. */
export const fetchContent = (vxql: VxqlClient, channelId: number, sinceId?: number) =>
  vxql
    .request(CONTENT_QUERY, sinceId === undefined ? { channelId } : { channelId, sinceId }, contentAnswerSchema)
    .then((answer) => answer.messengerContent);

/** Adds messages to a cached page, each once (by id), in id order. */
export function withMessages(content: MessengerContent, added: MessengerMessage[]): MessengerContent {
  const known = new Set(content.messages.map((message) => message.id));
  const fresh = added.filter((message) => !known.has(message.id));
  if (fresh.length === 0) return content;
  return { ...content, messages: [...content.messages, ...fresh].sort((a, b) => a.id - b.id) };
}

/**
 * The channel's messages. A message pushed on the bus is added to its channel's cached page (once,
 * by id); a content change pushed for the channel, or an age check coming through, asks again.
 */
export function useMessages(channelId: number) {
  const { vxql, guest } = usePlatform();
  const client = useQueryClient();
  const guestId = guest.isLoggedIn ? guest.id : null;
  useBusEvent('messengerMessage', ({ message }) =>
    client.setQueryData<MessengerContent>(messageKeys.channel(guestId, message.channelId), (content) => content && withMessages(content, [message])),
  );
  useBusEvent('messengerContentChange', (event) => void client.invalidateQueries({ queryKey: messageKeys.channel(guestId, event.channelId) }));
  // An actor's pictures are censored until the guest's age is verified: asked again when that changes.
  useBusEvent('avsSet', () => void client.invalidateQueries({ queryKey: messageKeys.guest(guestId) }));
  useBusEvent('avsRevoked', () => void client.invalidateQueries({ queryKey: messageKeys.guest(guestId) }));
  return useQuery({
    queryKey: messageKeys.channel(guestId, channelId),
    queryFn: () => fetchContent(vxql, channelId),
    enabled: guest.isLoggedIn,
  });
}

/** Asks for a cached channel's messages after the newest one it holds, page by page, and adds them. */
async function catchUp(client: QueryClient, vxql: VxqlClient, key: readonly unknown[], content: MessengerContent) {
  let since = content.messages.at(-1)?.id;
  for (;;) {
    const page = await fetchContent(vxql, content.channelId, since);
    client.setQueryData<MessengerContent>(key, (held) => held && withMessages(held, page.messages));
    since = page.messages.at(-1)?.id ?? since;
    if (!page.hasMore || page.messages.length === 0) return;
  }
}

/**
 * After the socket's session is acknowledged again (a reconnect, a server restart), whatever was pushed
 * while it was down is asked for: each cached conversation from the last message id it holds, and the
 * channel lists again (read state and archive events may have been missed).
 */
export function useCatchUpAfterReconnect() {
  const { vxql, guest } = usePlatform();
  const client = useQueryClient();
  useBusEvent('sessionAcknowledge', () => {
    if (!guest.isLoggedIn) return;
    void client.invalidateQueries({ queryKey: channelKeys.all });
    for (const [key, content] of client.getQueriesData<MessengerContent>({ queryKey: messageKeys.guest(guest.id) })) {
      if (!content) continue;
      // A channel without messages has no "since": its newest page is asked again instead.
      if (content.messages.length === 0) void client.invalidateQueries({ queryKey: key, exact: true });
      else catchUp(client, vxql, key, content).catch(() => void client.invalidateQueries({ queryKey: key, exact: true }));
    }
  });
}

/** Selecting a channel marks it read (spec 000 §4): its unread count goes to 0 at once, then the server is told. */
export function useTouchChannel() {
  const { vxql } = usePlatform();
  const patch = usePatchChannels();
  return useMutation({
    mutationFn: (channelId: number) => vxql.request(TOUCH_MUTATION, { channelId }, touchAnswerSchema),
    onMutate: (channelId) => patch((channel) => channel.id === channelId, (channel) => ({ ...channel, unread: false, unreadCount: 0 })),
  });
}
