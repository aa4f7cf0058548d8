import { sql } from 'drizzle-orm';
import { chatHistorySchema, chatReceiptSchema, chatSessionSchema, liveChatCatalogueSchema } from '@vx/shared/protocol';
import { queryRows } from '../../testing/db';
import { get, post, signupGuest } from '../../testing/http';
import { useTestServer } from '../../testing/server';
import { chatActor, chatGuest, LIVECHAT_TEST_CONFIG, startChat, startedSession } from './test-kit';

describe('live chat sessions: end, current, history, rating, exit survey, conversion chat', () => {
  const server = useTestServer({ config: LIVECHAT_TEST_CONFIG });

  it('ends once: a repeated end answers the same receipt and pushes chatEnd once; another guest gets 404', async () => {
    const actor = await chatActor(server.database);
    const guest = await chatGuest(server, 100);
    const stranger = await signupGuest(server.url);
    try {
      const session = await startedSession(server, guest.token, { actorId: actor.id, kind: 'videoChat', sequence: 1 });
      expect((await post(`${server.rest}/livechat/${session.chatId}/end`, {}, { token: stranger.token })).status).toBe(404);
      expect((await get(`${server.rest}/livechat/current`, { token: stranger.token })).body).toEqual({ session: null });
      const current = await get(`${server.rest}/livechat/current`, { token: guest.token });
      expect(chatSessionSchema.parse(current.body.session)).toMatchObject({ chatId: session.chatId, state: 'running' });

      const first = await post(`${server.rest}/livechat/${session.chatId}/end`, {}, { token: guest.token });
      const second = await post(`${server.rest}/livechat/${session.chatId}/end`, {}, { token: guest.token });
      expect(first.status).toBe(200);
      expect(chatReceiptSchema.parse(first.body)).toMatchObject({ chatId: session.chatId, exitCode: 100, price: 20, minutesBilled: 1 });
      expect(second.body).toEqual(first.body);
      await guest.socket.roundTrip();
      expect(guest.socket.drain('chatEnd')).toHaveLength(1);
      expect((await get(`${server.rest}/livechat/current`, { token: guest.token })).body).toEqual({ session: null });
      // Bad ids and bodies.
      expect((await post(`${server.rest}/livechat/not-a-chat/end`, {}, { token: guest.token })).status).toBe(404);
      expect((await post(`${server.rest}/livechat/${session.chatId}/end`, { exitCode: 501 }, { token: guest.token })).status).toBe(400);
      expect((await post(`${server.rest}/livechat/${session.chatId}/end`, {})).status).toBe(401);
    } finally {
      await guest.socket.close();
    }
  });

  it('a logout ends the running session with 101', async () => {
    const actor = await chatActor(server.database);
    const guest = await chatGuest(server, 100);
    try {
      const session = await startedSession(server, guest.token, { actorId: actor.id, kind: 'videoChat', sequence: 1 });
      expect((await post(`${server.rest}/vxpay/logout`, {}, { token: guest.token })).status).toBeLessThan(300);
      const [row] = await queryRows<{ state: string; exit_code: number }>(server.database, sql`SELECT state, exit_code FROM live_chat_sessions WHERE id = ${session.chatId}`);
      expect(row).toEqual({ state: 'ended', exit_code: 101 });
    } finally {
      await guest.socket.close();
    }
  });

  it('lists the guest’s ended sessions, newest first, and only his', async () => {
    const actor = await chatActor(server.database);
    const guest = await chatGuest(server, 200);
    const other = await chatGuest(server, 200);
    try {
      const chats: string[] = [];
      for (let sequence = 1; sequence <= 3; sequence += 1) {
        const session = await startedSession(server, guest.token, { actorId: actor.id, kind: 'videoChat', sequence });
        await post(`${server.rest}/livechat/${session.chatId}/end`, {}, { token: guest.token });
        chats.push(session.chatId);
      }
      const running = await startedSession(server, other.token, { actorId: actor.id, kind: 'videoChat', sequence: 1 });
      const page = await get(`${server.rest}/livechat/history?first=2`, { token: guest.token });
      expect(chatHistorySchema.parse(page.body)).toMatchObject({ total: 3 });
      expect(page.body.sessions.map((s: { chatId: string }) => s.chatId)).toEqual([chats[2], chats[1]]);
      const rest = await get(`${server.rest}/livechat/history?first=2&offset=2`, { token: guest.token });
      expect(rest.body.sessions.map((s: { chatId: string }) => s.chatId)).toEqual([chats[0]]);
      // A running session is not history yet.
      expect((await get(`${server.rest}/livechat/history`, { token: other.token })).body).toEqual({ sessions: [], total: 0 });
      expect((await get(`${server.rest}/livechat/history?first=0`, { token: guest.token })).status).toBe(400);
      expect((await get(`${server.rest}/livechat/history`)).status).toBe(401);
      await post(`${server.rest}/livechat/${running.chatId}/end`, {}, { token: other.token });
    } finally {
      await guest.socket.close();
      await other.socket.close();
    }
  });

  it('takes one rating per ended session and moves the actor’s chat ratings', async () => {
    const actor = await chatActor(server.database, { ratingCount90d: 9, satisfactionRate90d: 100 });
    const guest = await chatGuest(server, 100);
    const stranger = await signupGuest(server.url);
    try {
      const session = await startedSession(server, guest.token, { actorId: actor.id, kind: 'videoChat', sequence: 1 });
      const rate = (rating: unknown, token = guest.token) => post(`${server.rest}/livechat/${session.chatId}/rating`, { rating }, { token });
      expect(await rate(5)).toMatchObject({ status: 409, body: { error: { code: 'session_running' } } });
      await post(`${server.rest}/livechat/${session.chatId}/end`, {}, { token: guest.token });
      expect((await rate(3)).status).toBe(400);
      expect((await rate(1, stranger.token)).status).toBe(404);
      // 9 likes of 9, then a dislike: 9 of 10, 90 %.
      expect((await rate(1)).body).toEqual({ success: true, chatRatings: { lastNinetyDays: { countRatings: 10, satisfactionRate: 90 } } });
      expect(await rate(5)).toMatchObject({ status: 409, body: { error: { code: 'already_rated' } } });
      const profile = await get(`${server.rest}/actor/getActorDataByIdOrName/${actor.id}`);
      expect(profile.body.chatRatings).toEqual({ lastNinetyDays: { countRatings: 10, satisfactionRate: 90 } });
    } finally {
      await guest.socket.close();
    }
  });

  it('stores the exit survey once per ended session of the guest', async () => {
    const actor = await chatActor(server.database);
    const guest = await chatGuest(server, 100);
    const stranger = await signupGuest(server.url);
    try {
      const session = await startedSession(server, guest.token, { actorId: actor.id, kind: 'videoChat', sequence: 1 });
      const answer = (body: Record<string, unknown>, token = guest.token) => post(`${server.rest}/survey/chatexit`, body, { token });
      expect((await answer({ chatId: session.chatId, reasons: ['too_expensive'] })).status).toBe(409);
      await post(`${server.rest}/livechat/${session.chatId}/end`, {}, { token: guest.token });
      expect((await answer({ chatId: session.chatId, reasons: ['unknown_reason'] })).status).toBe(400);
      expect((await answer({ chatId: session.chatId, reasons: [] })).status).toBe(400);
      expect((await answer({ chatId: session.chatId, reasons: ['other'], text: 'x'.repeat(501) })).status).toBe(400);
      expect((await answer({ chatId: session.chatId, reasons: ['other'] }, stranger.token)).status).toBe(404);
      expect((await answer({ chatId: session.chatId, reasons: ['other'] }, '')).status).toBe(401);
      const text = '<i>stream</i> froze twice';
      expect((await answer({ chatId: session.chatId, reasons: ['bad_stream_quality', 'other'], text })).body).toEqual({ stored: true });
      expect((await answer({ chatId: session.chatId, reasons: ['other'] })).body).toEqual({ stored: false });
      const rows = await queryRows<{ reasons: string[]; text: string }>(server.database, sql`SELECT reasons, text FROM chat_exit_surveys WHERE chat_id = ${session.chatId}`);
      expect(rows).toEqual([{ reasons: ['bad_stream_quality', 'other'], text }]);
    } finally {
      await guest.socket.close();
    }
  });

  it('opens free chat with conversion-chat actors while the guest’s countdown runs', async () => {
    const actor = await chatActor(server.database, { freeChat: false, conversionChatAvailable: true });
    const guest = await chatGuest(server, 0);
    try {
      expect(await startChat(server, guest.token, { actorId: actor.id, kind: 'freeChat', sequence: 1 })).toEqual({ success: false, error: 'kind_not_offered', exitCode: null });
      const enabled = await post(`${server.rest}/guest/conversionChat`, { action: 'enable' }, { token: guest.token });
      expect(enabled.body).toMatchObject({ success: true, data: { eligible: true, secondsLeft: 30 * 60 } });
      expect(Date.parse(enabled.body.data.countdownEnd) - Date.now()).toBeGreaterThan(29 * 60_000);
      const session = await startedSession(server, guest.token, { actorId: actor.id, kind: 'freeChat', sequence: 2 });
      expect(session).toMatchObject({ kind: 'freeChat', pricePerMinute: 0 });
      await post(`${server.rest}/livechat/${session.chatId}/end`, {}, { token: guest.token });
      expect((await post(`${server.rest}/guest/conversionChat`, { action: 'disable' }, { token: guest.token })).body).toEqual({
        success: true,
        data: { eligible: false, countdownEnd: null, secondsLeft: 0 },
      });
      expect((await get(`${server.rest}/guest/conversionChat`, { token: guest.token })).body.data.eligible).toBe(false);
      expect((await post(`${server.rest}/guest/conversionChat`, { action: 'maybe' }, { token: guest.token })).status).toBe(400);
      expect((await post(`${server.rest}/guest/conversionChat`, { action: 'enable' })).status).toBe(401);
    } finally {
      await guest.socket.close();
    }
  });

  it('lists the gifts and toy commands', async () => {
    const response = await get(`${server.rest}/livechat/catalogue`);
    const catalogue = liveChatCatalogueSchema.parse(response.body);
    expect(catalogue.gifts.map((g) => g.name)).toEqual(['Rose', 'Heart', 'Kiss', 'Champagne', 'Teddy bear', 'Diamond', 'Crown']);
    expect(catalogue.toyControls[0]).toEqual({ id: 1, displayName: 'Gentle buzz', duration: 5, random: false, price: { value: 10, currency: 'VXC' } });
    const image = await fetch(`${server.url}${catalogue.gifts[0]!.imageUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect((await fetch(`${server.url}/media/gift/99/image.svg`)).status).toBe(404);
  });
});
