import type { MessengerChannel as Channel, MessengerChannelPage as ChannelPage, MessengerMessage } from '@vx/shared';

/** The server spends a free message on each text of the guest while any are left (messages/send.ts priceOf). */
function freeMessageUsed(channel: Channel, message: MessengerMessage): Partial<Channel> {
  if (message.messageType !== 'text' || channel.freeMessagesAmount === 0) return {};
  const freeMessagesAmount = channel.freeMessagesAmount - 1;
  return { freeMessagesAmount, isMessagingFree: freeMessagesAmount > 0 || channel.messagePrice === 0 };
}

/**
 * A channel after a new message of it (instead of asking the list again): its last message time and
 * id, and one more unread for an actor's or the system's message unless the guest has it open. His own
 * message marks it read and uses a free message (the server does the same when it stores it).
 */
export function channelAfterMessage(channel: Channel, message: MessengerMessage, selectedId: number | null): Channel {
  const moved = { ...channel, messageTimestamp: message.created, lastMessageId: message.id };
  if (message.senderType === 'guest') return { ...moved, unread: false, unreadCount: 0, ...freeMessageUsed(channel, message) };
  if (channel.id === selectedId) return moved;
  return { ...moved, unread: true, unreadCount: channel.unreadCount + 1 };
}

/**
 * One filter's loaded pages (in offset order) after a message: the channel is patched and, since every
 * list is ordered newest message first, moved to the top of the first page. A message already counted
 * (its id not newer than the channel's last) changes nothing. Undefined when no page holds the channel.
 */
export function pagesAfterMessage(pages: (ChannelPage | undefined)[], message: MessengerMessage, selectedId: number | null) {
  const at = pages.findIndex((page) => page?.channels.some((channel) => channel.id === message.channelId));
  if (at < 0) return undefined;
  const channel = pages[at]!.channels.find((known) => known.id === message.channelId)!;
  if (channel.lastMessageId !== null && channel.lastMessageId >= message.id) return pages;
  const patched = channelAfterMessage(channel, message, selectedId);
  return pages.map((page, index) => {
    if (!page) return page;
    const rest = index === at ? page.channels.filter((known) => known.id !== message.channelId) : page.channels;
    // Without the first page loaded, the channel keeps its place in its own.
    if (index === 0 && pages[0]) return { ...page, channels: [patched, ...rest] };
    if (index === at && !pages[0]) return { ...page, channels: page.channels.map((known) => (known.id === patched.id ? patched : known)) };
    return index === at ? { ...page, channels: rest } : page;
  });
}
