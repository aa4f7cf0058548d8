import { sql } from 'drizzle-orm';
import { MAX_MESSENGER_TEXT_LENGTH } from '@vx/shared/protocol';
import { queryRows } from '../../../testing/db';
import { useTestServer } from '../../../testing/server';
import { guests } from '../../guests/schema';
import { chatGuest, type ChatGuest } from '../../livechat/test-kit';
import { getBalance } from '../../wallet/service';
import { messengerBoughtGifts } from '../message-schema';
import { insertChannel, sendMessenger } from './test-kit';

describe('messenger messages: sendMessage with isVideochat false', () => {
  const server = useTestServer({ seedActors: 10 });
  let nextActor = 1;

  const channelOf = (guest: ChatGuest, changes: { messagePrice?: number; freeMessagesLeft?: number } = {}) => insertChannel(server, guest, nextActor++, changes);
  const send = sendMessenger;

  const stored = async (channelId: number) =>
    queryRows<{ text: string; price: number; client_id: string }>(server.database, sql`SELECT text, price, client_id FROM messenger_messages WHERE channel_id = ${channelId} ORDER BY id`);

  it('stores a text before the ack, delivers it to every socket of the guest and charges the message price', async () => {
    const guest = await chatGuest(server, 100);
    const channelId = await channelOf(guest);
    const second = await chatGuest(server, 0);
    await second.socket.requestSession(guest.token);
    send(guest, channelId, { data: '<b>hi</b>', messageId: 'client-0001' });
    const ack = await guest.socket.next('messengerMessageAck');
    expect(ack.clientId).toBe('client-0001');
    expect(await stored(channelId)).toEqual([{ text: '<b>hi</b>', price: 5, client_id: 'client-0001' }]);
    const delivered = await second.socket.next('messengerMessage');
    expect(delivered.message).toMatchObject({ id: ack.messageId, channelId, text: '<b>hi</b>', senderType: 'guest', messageType: 'text' });
    expect(await getBalance(server.database.db, guest.guestId)).toBe(95);
  });

  it('a resend with the same client id stores one message, charges once and acks again', async () => {
    const guest = await chatGuest(server, 100);
    const channelId = await channelOf(guest);
    send(guest, channelId, { messageId: 'client-twice' });
    const first = await guest.socket.next('messengerMessageAck');
    send(guest, channelId, { messageId: 'client-twice' });
    const again = await guest.socket.next('messengerMessageAck');
    expect(again.messageId).toBe(first.messageId);
    expect(await stored(channelId)).toHaveLength(1);
    expect(await getBalance(server.database.db, guest.guestId)).toBe(95);
  });

  it('uses free messages before coins', async () => {
    const guest = await chatGuest(server, 100);
    const channelId = await channelOf(guest, { freeMessagesLeft: 1 });
    send(guest, channelId, { messageId: 'client-free1' });
    await guest.socket.next('messengerMessageAck');
    send(guest, channelId, { messageId: 'client-free2' });
    await guest.socket.next('messengerMessageAck');
    expect((await stored(channelId)).map((m) => m.price)).toEqual([0, 5]);
    expect(await getBalance(server.database.db, guest.guestId)).toBe(95);
  });

  it("the guest's own message makes the channel's newest and marks it read and seen up to it", async () => {
    const guest = await chatGuest(server, 100);
    const channelId = await channelOf(guest, { freeMessagesLeft: 2 });
    await server.database.db.execute(sql`UPDATE messenger_channels SET unread_count = 2, archived = true WHERE id = ${channelId}`);
    send(guest, channelId, { messageId: 'client-read1' });
    const ack = await guest.socket.next('messengerMessageAck');
    const [channel] = await queryRows<Record<string, unknown>>(
      server.database,
      sql`SELECT last_message_id, last_read_message_id, last_seen_message_id, unread_count, free_messages_left, archived FROM messenger_channels WHERE id = ${channelId}`,
    );
    expect(channel).toEqual({
      last_message_id: ack.messageId,
      last_read_message_id: ack.messageId,
      last_seen_message_id: ack.messageId,
      unread_count: 0,
      free_messages_left: 1,
      archived: true,
    });
  });

  it('insufficient balance stores nothing and answers insufficient_balance', async () => {
    const guest = await chatGuest(server, 2);
    const channelId = await channelOf(guest);
    send(guest, channelId, { messageId: 'client-poor1' });
    expect(await guest.socket.next('messengerMessageRefused')).toMatchObject({ clientId: 'client-poor1', code: 'insufficient_balance' });
    expect(await stored(channelId)).toEqual([]);
    expect(await getBalance(server.database.db, guest.guestId)).toBe(2);
  });

  it("refuses another guest's channel", async () => {
    const owner = await chatGuest(server, 100);
    const intruder = await chatGuest(server, 100);
    const channelId = await channelOf(owner);
    send(intruder, channelId, { messageId: 'client-intrude' });
    expect(await intruder.socket.next('messengerMessageRefused')).toMatchObject({ code: 'channel_not_found' });
    expect(await stored(channelId)).toEqual([]);
  });

  it('refuses oversize text, empty text and unsupported types', async () => {
    const guest = await chatGuest(server, 100);
    const channelId = await channelOf(guest);
    send(guest, channelId, { data: 'x'.repeat(MAX_MESSENGER_TEXT_LENGTH + 1), messageId: 'client-long1' });
    expect(await guest.socket.next('messengerMessageRefused')).toMatchObject({ code: 'message_too_long' });
    send(guest, channelId, { data: '   ', messageId: 'client-empty' });
    expect(await guest.socket.next('messengerMessageRefused')).toMatchObject({ code: 'message_empty' });
    send(guest, channelId, { messageType: 'charge_success', messageId: 'client-type1' });
    expect(await guest.socket.next('messengerMessageRefused')).toMatchObject({ code: 'message_type_not_supported' });
    expect(await stored(channelId)).toEqual([]);
  });

  it('a locked guest cannot send', async () => {
    const guest = await chatGuest(server, 100);
    const channelId = await channelOf(guest);
    await server.database.db.update(guests).set({ isLocked: true }).where(sql`${guests.id} = ${guest.guestId}`);
    send(guest, channelId, { messageId: 'client-locked' });
    expect(await guest.socket.next('messengerMessageRefused')).toMatchObject({ code: 'guest_locked' });
    expect(await stored(channelId)).toEqual([]);
  });

  it('prices gifts by the rule: owned gifts first, the rest charged; the bought gifts update follows', async () => {
    const guest = await chatGuest(server, 100);
    const channelId = await channelOf(guest);
    await server.database.db.insert(messengerBoughtGifts).values({ guestId: guest.guestId, giftId: 1, quantity: 1 });
    // Gift 1 (Rose) costs 10 coins (migration 0003): two roses, one owned, charge 10.
    send(guest, channelId, { messageType: 'gift', data: '', includedGifts: [{ giftId: 1, quantity: 2 }], messageId: 'client-gift1' });
    await guest.socket.next('messengerMessageAck');
    expect((await guest.socket.next('boughtGiftsUpdate')).boughtGifts).toEqual({ 1: 0 });
    expect((await stored(channelId)).map((m) => m.price)).toEqual([10]);
    expect(await getBalance(server.database.db, guest.guestId)).toBe(90);
  });
});
