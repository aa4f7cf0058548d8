import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../testing/db';
import { useTestServer } from '../../testing/server';
import { guests } from '../guests/schema';
import { chatGuest, type ChatGuest } from '../livechat/test-kit';
import { insertChannel, sendMessenger } from '../messenger/messages/test-kit';
import { answerTo, startReplies } from './replies';

describe('simulator: actors answer messenger messages', () => {
  const server = useTestServer({ seedActors: 6 });
  let nextActor = 1;
  const timers: { run: () => void; ms: number; cancelled: boolean }[] = [];
  let stop: () => Promise<void> = async () => undefined;

  beforeEach(() => {
    timers.length = 0;
    const setTimer = (run: () => void, ms: number) => {
      const timer = { run, ms, cancelled: false };
      timers.push(timer);
      return () => void (timer.cancelled = true);
    };
    stop = startReplies(server.database.db, server.hub, { delayMs: 50, random: () => 0, setTimer });
  });
  afterEach(() => stop());

  const channelOf = (guest: ChatGuest) => insertChannel(server, guest, nextActor++, { messagePrice: 1, freeMessagesLeft: 3 });
  const send = sendMessenger;

  /** The answer is scheduled right after the message is delivered, on the server's side of the socket. */
  async function answerScheduled(): Promise<void> {
    for (let tries = 0; timers.length === 0 && tries < 100; tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  }

  const unreadOf = async (channelId: number) =>
    (await queryRows<{ unread_count: number }>(server.database, sql`SELECT unread_count FROM messenger_channels WHERE id = ${channelId}`))[0]!.unread_count;

  it("shows the actor typing, then after the delay she replies in the guest's language: stored, unread, on every socket of the guest", async () => {
    const guest = await chatGuest(server, 100);
    await server.database.db.update(guests).set({ language: 'de' }).where(eq(guests.id, guest.guestId));
    const second = await chatGuest(server, 0);
    await second.socket.requestSession(guest.token);
    const channelId = await channelOf(guest);
    send(guest, channelId, { messageId: 'client-ask1' });
    await guest.socket.next('messengerMessageAck');
    await guest.socket.next('messengerMessage');
    await second.socket.next('messengerMessage');
    await answerScheduled();
    expect(timers.map((timer) => timer.ms)).toEqual([50, 0]);

    timers[1]!.run();
    const [typing, typingOnSecond] = await Promise.all([guest.socket.next('messengerTyping'), second.socket.next('messengerTyping')]);
    expect(typing).toEqual({ type: 'messengerTyping', channelId, actorId: expect.any(Number) });
    expect(typingOnSecond).toEqual(typing);
    timers[0]!.run();
    const [onFirst, onSecond] = await Promise.all([guest.socket.next('messengerMessage'), second.socket.next('messengerMessage')]);
    expect(onFirst.message).toMatchObject({ channelId, senderType: 'actor', messageType: 'text', text: answerTo('text', 'de', () => 0), price: 0 });
    expect(onSecond.message).toEqual(onFirst.message);
    expect(await unreadOf(channelId)).toBe(1);
    const stored = await queryRows<{ sender_type: string }>(server.database, sql`SELECT sender_type FROM messenger_messages WHERE channel_id = ${channelId} ORDER BY id`);
    expect(stored.map((row) => row.sender_type)).toEqual(['guest', 'actor']);
  });

  it('thanks for a gift', async () => {
    const guest = await chatGuest(server, 1_000);
    const channelId = await channelOf(guest);
    send(guest, channelId, { messageType: 'gift', data: '', includedGifts: [{ giftId: 1, quantity: 1 }], messageId: 'client-gift-thanks' });
    await guest.socket.next('messengerMessageAck');
    await guest.socket.next('messengerMessage');
    await answerScheduled();
    timers[0]!.run();
    const reply = await guest.socket.next('messengerMessage');
    expect(reply.message.text).toBe(answerTo('gift', 'en', () => 0));
    expect(reply.message.text).not.toBe(answerTo('text', 'en', () => 0));
  });

  it('a refused message gets no answer, and stopping cancels pending answers', async () => {
    const guest = await chatGuest(server, 0);
    const channelId = await channelOf(guest);
    send(guest, channelId, { data: '   ', messageId: 'client-empty' });
    await guest.socket.next('messengerMessageRefused');
    expect(timers).toHaveLength(0);
    send(guest, channelId, { messageId: 'client-pending' });
    await guest.socket.next('messengerMessageAck');
    await guest.socket.next('messengerMessage');
    await answerScheduled();
    await stop();
    expect(timers.map((timer) => timer.cancelled)).toEqual([true, true]);
  });
});
