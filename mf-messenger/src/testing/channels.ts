import type { MessengerChannel, MessengerMessage } from '@vx/shared';

/** A channel as the server answers it; tests change what they look at. */
export function channelOf(id: number, overrides: Partial<MessengerChannel> = {}): MessengerChannel {
  return {
    id,
    actorId: 100 + id,
    actorName: `Actor${id}`,
    actorAge: 20 + (id % 10),
    previewPictureUrl: `/pictures/${id}.jpg`,
    isActorOnline: false,
    freeChat: false,
    canVoyeurChat: false,
    isVoyeurInSingleChatAllowed: false,
    isDildocontrolAvailable: false,
    multiChatPrice: 12,
    messagePrice: 3,
    freeMessagesAmount: 0,
    isMessagingFree: false,
    subject: '',
    unread: false,
    unreadCount: 0,
    unseen: false,
    archived: false,
    blocked: false,
    messageTimestamp: '2026-11-26T10:00:00.000Z',
    lastViewedTimestamp: null,
    lastMessageId: null,
    ...overrides,
  };
}

export function messageOf(id: number, channelId: number, overrides: Partial<MessengerMessage> = {}): MessengerMessage {
  return {
    id,
    channelId,
    senderType: 'actor',
    messageType: 'text',
    text: `Message ${id}`,
    gifts: [],
    toyControlId: null,
    image: null,
    price: 0,
    clientId: null,
    created: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}
