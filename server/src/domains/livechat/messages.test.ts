import { sql } from 'drizzle-orm';
import type { ChatMessage } from '@vx/shared/protocol';
import { queryRows } from '../../testing/db';
import { useTestServer } from '../../testing/server';
import type { TestSocket } from '../../testing/socket';
import { getBalance } from '../wallet/service';
import { actorReply } from './actor-replies';
import { chatActor, chatGuest, LIVECHAT_TEST_CONFIG, ledgerOf, startedSession } from './test-kit';

describe('live chat messages: text, tips and toy commands on the socket', () => {
  const server = useTestServer({ config: LIVECHAT_TEST_CONFIG });

  const storedTexts = async (chatId: string) =>
    (await queryRows<{ text: string; sender_type: string }>(server.database, sql`SELECT text, sender_type FROM live_chat_messages WHERE chat_id = ${chatId} AND sender_type = 'guest' ORDER BY created_at`)).map((r) => r.text);

  /** The next live-chat message matching `pick`, skipping others (the actor's greeting, system lines). */
  async function nextMessage(socket: TestSocket, pick: (m: ChatMessage) => boolean): Promise<ChatMessage> {
    for (let i = 0; i < 20; i += 1) {
      const { message } = await socket.next('liveChatMessage');
      if (pick(message)) return message;
    }
    throw new Error('no matching message');
  }

  /** A running session whose actor has greeted already, so that her next line answers the test's message. */
  async function greetedSession(guest: { token: string; socket: TestSocket }, actorId: number, kind = 'videoChat') {
    const session = await startedSession(server, guest.token, { actorId, kind, sequence: 1 });
    await nextMessage(guest.socket, (m) => m.senderType === 'actor');
    return session;
  }

  const sendMessage = (socket: TestSocket, chatId: string, fields: Record<string, unknown>) =>
    socket.send({ type: 'sendMessage', channelId: 1, senderType: 'guest', isVideochat: true, isFreechat: false, data: '', includedGifts: [], chatId, ...fields });

  it('stores and echoes text verbatim (markup stays text), and the actor answers in the guest’s language', async () => {
    const actor = await chatActor(server.database);
    const guest = await chatGuest(server, 100, 'de');
    try {
      const session = await greetedSession(guest, actor.id);
      const text = '<b>Hallo</b> <script>alert(1)</script> & "du"?';
      sendMessage(guest.socket, session.chatId, { messageType: 'text', data: text, messageId: 'text-message-1' });
      const echo = await nextMessage(guest.socket, (m) => m.senderType === 'guest');
      expect(echo).toMatchObject({ chatId: session.chatId, messageId: 'text-message-1', messageType: 'text', text, amount: null });
      expect(await storedTexts(session.chatId)).toEqual([text]);
      const answer = await nextMessage(guest.socket, (m) => m.senderType === 'actor');
      // One of her German lines for a question (the socket's language is de).
      const german = [0, 0.34, 0.67, 0.99].map((roll) => actorReply({ kind: 'text', text }, 'de', () => roll));
      expect(german).toContain(answer.text);
      // A resent message id is stored once and echoed once.
      sendMessage(guest.socket, session.chatId, { messageType: 'text', data: text, messageId: 'text-message-1' });
      await guest.socket.roundTrip();
      expect(await storedTexts(session.chatId)).toEqual([text]);
    } finally {
      await guest.socket.close();
    }
  });

  it('refuses text over 500 characters and empty text with a system message, storing nothing', async () => {
    const actor = await chatActor(server.database);
    const guest = await chatGuest(server, 100);
    try {
      const session = await startedSession(server, guest.token, { actorId: actor.id, kind: 'videoChat', sequence: 1 });
      sendMessage(guest.socket, session.chatId, { messageType: 'text', data: 'x'.repeat(501) });
      expect(await nextMessage(guest.socket, (m) => m.messageType === 'system')).toMatchObject({ senderType: 'system', text: 'message_too_long' });
      sendMessage(guest.socket, session.chatId, { messageType: 'text', data: '   ' });
      expect(await nextMessage(guest.socket, (m) => m.messageType === 'system')).toMatchObject({ text: 'message_empty' });
      sendMessage(guest.socket, session.chatId, { messageType: 'text', data: 'x'.repeat(500) });
      await nextMessage(guest.socket, (m) => m.senderType === 'guest');
      expect(await storedTexts(session.chatId)).toEqual(['x'.repeat(500)]);
    } finally {
      await guest.socket.close();
    }
  });

  it('lets a voyeur watch but not write', async () => {
    const actor = await chatActor(server.database);
    const guest = await chatGuest(server, 100);
    try {
      const session = await startedSession(server, guest.token, { actorId: actor.id, kind: 'voyeur', sequence: 1 });
      expect(session.canWrite).toBe(false);
      sendMessage(guest.socket, session.chatId, { messageType: 'text', data: 'hello' });
      expect(await nextMessage(guest.socket, (m) => m.messageType === 'system')).toMatchObject({ chatId: session.chatId, text: 'voyeur_cannot_write' });
      expect(await storedTexts(session.chatId)).toEqual([]);
    } finally {
      await guest.socket.close();
    }
  });

  it('refuses messages to a session that is not the guest’s running one', async () => {
    const actor = await chatActor(server.database);
    const owner = await chatGuest(server, 100);
    const other = await chatGuest(server, 100);
    try {
      const session = await startedSession(server, owner.token, { actorId: actor.id, kind: 'videoChat', sequence: 1 });
      sendMessage(other.socket, session.chatId, { messageType: 'text', data: 'hi' });
      expect(await nextMessage(other.socket, (m) => m.messageType === 'system')).toMatchObject({ text: 'chat_not_running' });
      sendMessage(other.socket, 'not-a-uuid', { messageType: 'text', data: 'hi' });
      expect(await nextMessage(other.socket, (m) => m.messageType === 'system')).toMatchObject({ chatId: 'not-a-uuid', text: 'chat_not_running' });
      expect(await storedTexts(session.chatId)).toEqual([]);
    } finally {
      await owner.socket.close();
      await other.socket.close();
    }
  });

  it('charges a tip once per message id, adds it to the session and the actor thanks', async () => {
    const actor = await chatActor(server.database, { chatPriceVideo: 20 });
    const guest = await chatGuest(server, 200);
    try {
      const session = await greetedSession(guest, actor.id);
      sendMessage(guest.socket, session.chatId, { messageType: 'gift', includedGifts: [{ giftId: 1, quantity: 2 }, { giftId: 2, quantity: 1 }] });
      expect(await nextMessage(guest.socket, (m) => m.messageType === 'system')).toMatchObject({ text: 'message_id_required' });
      for (let i = 0; i < 2; i += 1) {
        sendMessage(guest.socket, session.chatId, { messageType: 'gift', data: 'for you', includedGifts: [{ giftId: 1, quantity: 2 }, { giftId: 2, quantity: 1 }], messageId: 'gift-message-1' });
      }
      const tip = await nextMessage(guest.socket, (m) => m.messageType === 'gift');
      // Rose 10 × 2 + Heart 20.
      expect(tip).toMatchObject({ senderType: 'guest', amount: 40, text: 'for you', messageId: 'gift-message-1' });
      const thanks = await nextMessage(guest.socket, (m) => m.senderType === 'actor');
      expect(thanks.text).toMatch(/Rose/);
      await guest.socket.roundTrip();
      expect(await getBalance(server.database.db, guest.guestId)).toBe(200 - 20 - 40);
      const tips = (await ledgerOf(server.database, guest.guestId)).filter((row) => row.kind === 'livechat.gift');
      expect(tips).toEqual([{ amount: -40, kind: 'livechat.gift', idempotency_key: `livechat:${session.chatId}:msg:gift-message-1` }]);
      const state = guest.socket.drain('liveChatState').at(-1)?.session;
      expect(state).toMatchObject({ coinsSpent: 60, minutesLeft: 7 });
      // A gift the catalogue does not have, or more than the balance, is refused and not charged.
      sendMessage(guest.socket, session.chatId, { messageType: 'gift', includedGifts: [{ giftId: 99, quantity: 1 }], messageId: 'gift-message-2' });
      expect(await nextMessage(guest.socket, (m) => m.messageType === 'system')).toMatchObject({ text: 'unknown_gift' });
      sendMessage(guest.socket, session.chatId, { messageType: 'gift', includedGifts: [{ giftId: 6, quantity: 2 }], messageId: 'gift-message-3' });
      expect(await nextMessage(guest.socket, (m) => m.messageType === 'system')).toMatchObject({ text: 'insufficient_balance' });
      expect(await getBalance(server.database.db, guest.guestId)).toBe(140);
    } finally {
      await guest.socket.close();
    }
  });

  it('queues toy commands one after another, charges each once and pushes the queue', async () => {
    const actor = await chatActor(server.database, { chatPriceVideo: 20 });
    const guest = await chatGuest(server, 200);
    try {
      const session = await startedSession(server, guest.token, { actorId: actor.id, kind: 'toyControl', sequence: 1 });
      sendMessage(guest.socket, session.chatId, { messageType: 'dildocontrol', data: '2', messageId: 'toy-message-1' });
      const first = await guest.socket.next('liveChatToyQueue');
      expect(first.queue).toHaveLength(1);
      sendMessage(guest.socket, session.chatId, { messageType: 'dildocontrol', data: '1', messageId: 'toy-message-2' });
      const second = await guest.socket.next('liveChatToyQueue');
      expect(second).toMatchObject({ chatId: session.chatId });
      const [waves, buzz] = second.queue;
      expect(waves).toMatchObject({ id: 'toy-message-1', toyId: 2, displayName: 'Waves', duration: 10 });
      expect(buzz).toMatchObject({ id: 'toy-message-2', toyId: 1, displayName: 'Gentle buzz', duration: 5 });
      // The second starts when the first has run its 10 seconds.
      expect(Date.parse(buzz!.startsAt) - Date.parse(waves!.startsAt)).toBe(10_000);
      expect(await getBalance(server.database.db, guest.guestId)).toBe(200 - 20 - 20 - 10);
      sendMessage(guest.socket, session.chatId, { messageType: 'dildocontrol', data: 'nine', messageId: 'toy-message-3' });
      expect(await nextMessage(guest.socket, (m) => m.messageType === 'system')).toMatchObject({ text: 'unknown_toy' });
    } finally {
      await guest.socket.close();
    }
  });

  it('takes toy commands only in a toy-control chat', async () => {
    const actor = await chatActor(server.database);
    const guest = await chatGuest(server, 200);
    try {
      const session = await startedSession(server, guest.token, { actorId: actor.id, kind: 'videoChat', sequence: 1 });
      sendMessage(guest.socket, session.chatId, { messageType: 'dildocontrol', data: '1', messageId: 'toy-message-4' });
      expect(await nextMessage(guest.socket, (m) => m.messageType === 'system')).toMatchObject({ text: 'toy_not_offered' });
      expect(await getBalance(server.database.db, guest.guestId)).toBe(180);
    } finally {
      await guest.socket.close();
    }
  });
});
