import type { TestServer } from '../../../testing/server';
import type { ChatGuest } from '../../livechat/test-kit';
import { messengerChannels } from '../schema';

/** A channel of the guest with the actor, inserted as the messenger's tests need it. */
export async function insertChannel(
  server: TestServer,
  guest: ChatGuest,
  actorId: number,
  changes: { messagePrice?: number; freeMessagesLeft?: number } = {},
): Promise<number> {
  const [row] = await server.database.db
    .insert(messengerChannels)
    .values({ guestId: guest.guestId, actorId, messagePrice: changes.messagePrice ?? 5, freeMessagesLeft: changes.freeMessagesLeft ?? 0 })
    .returning();
  return row!.id;
}

/** The guest's socket sends a messenger message: a text "hello" unless `fields` say otherwise. */
export const sendMessenger = (guest: ChatGuest, channelId: number, fields: Record<string, unknown>) =>
  guest.socket.send({
    type: 'sendMessage',
    channelId,
    messageType: 'text',
    senderType: 'guest',
    isVideochat: false,
    isFreechat: false,
    data: 'hello',
    includedGifts: [],
    chatId: null,
    ...fields,
  });
