import type { MessengerActor, MessengerChannel } from '@vx/shared/protocol';
import { actorImages } from '../../media/urls';
import { actors } from '../actors/schema';
import { FREE_MESSAGES_PER_CHANNEL, messagePriceOf } from './channels';
import { messengerChannels, type MessengerChannelRow } from './schema';

/** The actor columns every messenger answer shows (select them with the channel or alone). */
export const actorColumns = {
  actorId: actors.id,
  name: actors.name,
  age: actors.age,
  isOnline: actors.isOnline,
  freeChat: actors.freeChat,
  voyeur: actors.voyeurAvailable,
  dildocontrol: actors.featureDildocontrol,
  sedcardCount: actors.sedcardCount,
  chatPriceVideo: actors.chatPriceVideo,
  chatPriceSingle: actors.chatPriceSingle,
};
export type ActorColumns = { [K in keyof typeof actorColumns]: (typeof actorColumns)[K]['_']['data'] };

export const channelColumns = { channel: messengerChannels, ...actorColumns };
export type ChannelWithActor = ActorColumns & { channel: MessengerChannelRow };

function actorFields(actor: ActorColumns, messagePrice: number, freeMessages: number): Omit<MessengerActor, 'channelId'> {
  return {
    actorId: actor.actorId,
    actorName: actor.name,
    actorAge: actor.age,
    previewPictureUrl: actorImages(actor.actorId, actor.sedcardCount > 0 ? 'sedcard-1' : 'avatar').w320,
    isActorOnline: actor.isOnline,
    freeChat: actor.freeChat,
    canVoyeurChat: actor.isOnline && actor.voyeur,
    isVoyeurInSingleChatAllowed: actor.voyeur,
    isDildocontrolAvailable: actor.isOnline && actor.dildocontrol,
    multiChatPrice: actor.chatPriceVideo,
    messagePrice,
    freeMessagesAmount: freeMessages,
    isMessagingFree: freeMessages > 0 || messagePrice === 0,
  };
}

export function toChannel(row: ChannelWithActor): MessengerChannel {
  const c = row.channel;
  return {
    id: c.id,
    ...actorFields(row, c.messagePrice, c.freeMessagesLeft),
    subject: c.subject,
    unread: c.unreadCount > 0,
    unreadCount: c.unreadCount,
    unseen: c.lastMessageId !== null && c.lastMessageId !== c.lastSeenMessageId && c.unreadCount > 0,
    archived: c.archived,
    blocked: c.blocked,
    messageTimestamp: c.lastMessageAt?.toISOString() ?? null,
    lastViewedTimestamp: c.lastViewedAt?.toISOString() ?? null,
    lastMessageId: c.lastMessageId,
  };
}

/** The actor as the messenger shows her: with the guest's channel's price and free messages, else a new channel's. */
export function toMessengerActor(actor: ActorColumns, channel: MessengerChannelRow | null): MessengerActor {
  return channel
    ? { ...actorFields(actor, channel.messagePrice, channel.freeMessagesLeft), channelId: channel.id }
    : { ...actorFields(actor, messagePriceOf(actor), FREE_MESSAGES_PER_CHANNEL), channelId: null };
}
