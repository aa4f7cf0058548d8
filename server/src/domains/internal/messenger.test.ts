import { MAX_MESSENGER_TEXT_LENGTH, messengerMessageSchema } from '@vx/shared/protocol';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../testing/db';
import { post } from '../../testing/http';
import { TEST_INTERNAL_SECRET, useTestServer } from '../../testing/server';
import { chatGuest } from '../livechat/test-kit';
import { insertChannel } from '../messenger/messages/test-kit';

describe('internal messenger routes (internal/messenger/channel/...)', () => {
  const server = useTestServer({ seedActors: 4 });
  const secret = { headers: { 'x-internal-secret': TEST_INTERNAL_SECRET } };
  const write = (channelId: number | string, body: unknown, options = secret) =>
    post(`${server.rest}/internal/messenger/channel/${channelId}/message`, body, options);
  const typing = (channelId: number | string, options = secret) =>
    post(`${server.rest}/internal/messenger/channel/${channelId}/typing`, undefined, options);
  const picture = (channelId: number | string, options = secret) =>
    post(`${server.rest}/internal/messenger/channel/${channelId}/picture`, undefined, options);

  it("stores the actor's message, answers it and delivers it to every socket of the guest, one more unread", async () => {
    const guest = await chatGuest(server, 0);
    const second = await chatGuest(server, 0);
    await second.socket.requestSession(guest.token);
    const channelId = await insertChannel(server, guest, 1);
    try {
      const response = await write(channelId, { text: 'Hi 👋' });
      expect(response.status).toBe(200);
      const message = messengerMessageSchema.parse(response.body.message);
      expect(message).toMatchObject({ channelId, senderType: 'actor', messageType: 'text', text: 'Hi 👋', price: 0 });
      const [onFirst, onSecond] = await Promise.all([guest.socket.next('messengerMessage'), second.socket.next('messengerMessage')]);
      expect(onFirst.message).toEqual(response.body.message);
      expect(onSecond.message).toEqual(response.body.message);
      const [channel] = await queryRows<{ unread_count: number; last_message_id: number }>(
        server.database,
        sql`SELECT unread_count, last_message_id FROM messenger_channels WHERE id = ${channelId}`,
      );
      expect(channel).toEqual({ unread_count: 1, last_message_id: message.id });
    } finally {
      guest.socket.ws.close();
      second.socket.ws.close();
    }
  });

  it("shows the channel's actor typing on every socket of the guest, and stores nothing", async () => {
    const guest = await chatGuest(server, 0);
    const channelId = await insertChannel(server, guest, 2);
    try {
      const response = await typing(channelId);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, channelId, actorId: 2 });
      expect(await guest.socket.next('messengerTyping')).toEqual({ type: 'messengerTyping', channelId, actorId: 2 });
      const stored = await queryRows(server.database, sql`SELECT id FROM messenger_messages WHERE channel_id = ${channelId}`);
      expect(stored).toEqual([]);
    } finally {
      guest.socket.ws.close();
    }
  });

  it('counts the text in code points: 1 to the most, else 400 and nothing stored', async () => {
    const guest = await chatGuest(server, 0);
    const channelId = await insertChannel(server, guest, 3);
    try {
      expect((await write(channelId, { text: '😀'.repeat(MAX_MESSENGER_TEXT_LENGTH) })).status).toBe(200);
      for (const body of [{ text: '' }, { text: 'x'.repeat(MAX_MESSENGER_TEXT_LENGTH + 1) }, { text: 42 }, {}]) {
        const refused = await write(channelId, body);
        expect(refused.status).toBe(400);
        expect(refused.body.error.code).toEqual(expect.any(String));
      }
      const stored = await queryRows(server.database, sql`SELECT id FROM messenger_messages WHERE channel_id = ${channelId}`);
      expect(stored).toHaveLength(1);
    } finally {
      guest.socket.ws.close();
    }
  });

  it("sends the actor's picture: an image message and a picture of hers in the guest's store", async () => {
    const guest = await chatGuest(server, 0);
    const channelId = await insertChannel(server, guest, 2);
    try {
      const response = await picture(channelId);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, channelId, actorId: 2 });
      const { message } = await guest.socket.next('messengerMessage');
      // Not age-verified: the message says a picture came, censored (no paths).
      expect(message).toMatchObject({ channelId, senderType: 'actor', image: { censored: true, thumbnailUrl: null, url: null } });
      const stored = await queryRows<{ sender_type: string }>(server.database, sql`SELECT sender_type FROM messenger_images WHERE channel_id = ${channelId}`);
      expect(stored).toEqual([{ sender_type: 'actor' }]);
    } finally {
      guest.socket.ws.close();
    }
  });

  it('answers 404 channel_not_found for an unknown channel and 400 for a malformed id', async () => {
    for (const response of [await write(999_999, { text: 'hello' }), await typing(999_999), await picture(999_999)]) {
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe('channel_not_found');
    }
    expect((await write('abc', { text: 'hello' })).status).toBe(400);
    expect((await typing(0)).status).toBe(400);
  });

  it.each([
    ['without the secret header', {}],
    ['with a wrong secret', { headers: { 'x-internal-secret': 'wrong' } }],
  ])('hides the routes %s (404) and stores nothing', async (_case, options) => {
    const guest = await chatGuest(server, 0);
    const channelId = await insertChannel(server, guest, 4);
    try {
      expect((await write(channelId, { text: 'hello' }, options as typeof secret)).status).toBe(404);
      expect((await typing(channelId, options as typeof secret)).status).toBe(404);
      expect((await picture(channelId, options as typeof secret)).status).toBe(404);
      await guest.socket.roundTrip();
      expect(guest.socket.has('messengerMessage') || guest.socket.has('messengerTyping')).toBe(false);
      const stored = await queryRows(server.database, sql`SELECT id FROM messenger_messages WHERE channel_id = ${channelId}`);
      expect(stored).toEqual([]);
    } finally {
      guest.socket.ws.close();
    }
  });
});
