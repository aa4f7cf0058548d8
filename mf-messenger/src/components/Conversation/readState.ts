import type { MessengerMessage } from '@vx/shared';

export type Receipt = 'sent' | 'read';

/**
 * The tick of each of the guest's stored messages. The server keeps no read state of the actor's side,
 * so it is derived from what the conversation holds: a message of hers after one of the guest's means
 * she has read it ("read"); a stored message without one after it is confirmed ("sent"). Pending ones
 * have no tick (they show "Sending…").
 */
export function receiptsOf(messages: readonly Pick<MessengerMessage, 'id' | 'senderType'>[]): Map<number, Receipt> {
  let lastActorId = -Infinity;
  for (const message of messages) if (message.senderType === 'actor') lastActorId = Math.max(lastActorId, message.id);
  const receipts = new Map<number, Receipt>();
  for (const message of messages) if (message.senderType === 'guest') receipts.set(message.id, message.id < lastActorId ? 'read' : 'sent');
  return receipts;
}

/**
 * The first unread message when a channel opens: the channel's unread count counts her messages after
 * the last one read (server/docs/messenger.md "A channel"), so it is the earliest of her last `unread`.
 */
export function firstUnreadId(messages: readonly Pick<MessengerMessage, 'id' | 'senderType'>[], unread: number): number | null {
  if (unread <= 0) return null;
  const hers = messages.filter((message) => message.senderType === 'actor');
  return hers.at(-Math.min(unread, hers.length))?.id ?? null;
}
