import type { MessengerChannel as Channel } from '@vx/shared';

export type MessageCost = { kind: 'free' } | { kind: 'freeLeft'; count: number } | { kind: 'coins'; coins: number };

/** What the next message costs the guest (spec 000 §3): free messages first, then free messaging, then the price. */
export function messageCost(channel: Pick<Channel, 'isMessagingFree' | 'freeMessagesAmount' | 'messagePrice'>): MessageCost {
  if (channel.freeMessagesAmount > 0) return { kind: 'freeLeft', count: channel.freeMessagesAmount };
  if (channel.isMessagingFree || channel.messagePrice === 0) return { kind: 'free' };
  return { kind: 'coins', coins: channel.messagePrice };
}

/** The coins a text message costs: nothing while free messages are left or messaging is free. */
export const coinsOf = (cost: MessageCost) => (cost.kind === 'coins' ? cost.coins : 0);
