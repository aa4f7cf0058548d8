import type { Bus, ChatSession } from '@vx/shared';
import { newMessageId } from './sequence';

export interface LiveMessage {
  messageType: 'text' | 'gift' | 'dildocontrol';
  data: string;
  includedGifts?: { giftId: number; quantity: number }[];
}

/**
 * Sends a message into the running session (spec 001 §7.3 send message) with a client message id:
 * a paid gift or toy command is charged once per id, however often the socket delivers it.
 */
export function sendLiveMessage(bus: Bus, session: Pick<ChatSession, 'chatId' | 'actorId' | 'kind'>, message: LiveMessage, messageId = newMessageId()): string {
  bus.send({
    type: 'sendMessage',
    channelId: session.actorId,
    messageType: message.messageType,
    senderType: 'guest',
    isVideochat: true,
    isFreechat: session.kind === 'freeChat',
    data: message.data,
    includedGifts: message.includedGifts ?? [],
    chatId: session.chatId,
    messageId,
  });
  return messageId;
}
