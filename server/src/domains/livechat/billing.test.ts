import { sql } from 'drizzle-orm';
import { chatReceiptSchema, type ChatSession } from '@vx/shared/protocol';
import { queryRows } from '../../testing/db';
import { get, post } from '../../testing/http';
import { TEST_INTERNAL_SECRET, useTestServer } from '../../testing/server';
import { TestSocket } from '../../testing/socket';
import { credit, getBalance } from '../wallet/service';
import { advance, chatActor, chatGuest, depsOf, LIVECHAT_TEST_CONFIG, MINUTE_MS, minuteKeys, startedSession, untilGone } from './test-kit';
import { runTick } from './ticker';

describe('live chat billing: the server is the clock', () => {
  const server = useTestServer({ config: LIVECHAT_TEST_CONFIG });

  const startOf = (session: ChatSession) => Date.parse(session.startedAt);
  const stateOf = async (chatId: string) =>
    (await queryRows<{ state: string; exit_code: number | null; minutes_billed: number }>(server.database, sql`SELECT state, exit_code, minutes_billed FROM live_chat_sessions WHERE id = ${chatId}`))[0];

  it('bills every started minute exactly once: balance drops by price × minutes, one ledger row per minute', async () => {
    const actor = await chatActor(server.database, { chatPriceVideo: 20 });
    const guest = await chatGuest(server, 200);
    try {
      const session = await startedSession(server, guest.token, { actorId: actor.id, kind: 'videoChat', sequence: 1 });
      const t0 = startOf(session);
      // Minutes start at 0, 3, 6 and 9 s.
      await advance(server, t0, t0 + 3 * MINUTE_MS + 100);
      expect(await getBalance(server.database.db, guest.guestId)).toBe(200 - 4 * 20);
      expect(await minuteKeys(server.database, guest.guestId, session.chatId)).toEqual([1, 2, 3, 4].map((n) => `livechat:${session.chatId}:minute:${n}`));
      // Ticking the same instant again (another node, a retry) bills nothing more.
      await runTick(depsOf(server), new Date(t0 + 3 * MINUTE_MS + 100));
      expect(await minuteKeys(server.database, guest.guestId, session.chatId)).toHaveLength(4);
      await guest.socket.roundTrip();
      const states = guest.socket.drain('liveChatState').map((event) => event.session);
      expect(states.at(-1)).toMatchObject({ minutesBilled: 4, coinsSpent: 80, minutesLeft: 6 });
      // Each minute came with a fresh grant: the stream URL changes with paidUntil.
      expect(new Set(states.map((s) => s.streamUrl)).size).toBe(4);

      const ended = await post(`${server.rest}/livechat/${session.chatId}/end`, { exitCode: 100 }, { token: guest.token });
      expect(ended.status).toBe(200);
      expect(chatReceiptSchema.parse(ended.body)).toMatchObject({ chatId: session.chatId, price: 80, minutesBilled: 4, pricePerMinute: 20, extras: 0, exitCode: 100, isVoyeur: false, isToyControl: false });
      expect(await guest.socket.next('chatEnd')).toMatchObject({ chatId: session.chatId, price: 80, exitCode: 100 });
    } finally {
      await guest.socket.close();
    }
  });

  it('ends with 501 when the next minute cannot be paid, and pushes chatEnd with the receipt', async () => {
    const actor = await chatActor(server.database, { chatPriceVideo: 20 });
    const guest = await chatGuest(server, 40);
    try {
      const session = await startedSession(server, guest.token, { actorId: actor.id, kind: 'videoChat', sequence: 1 });
      const t0 = startOf(session);
      await advance(server, t0, t0 + MINUTE_MS + 100);
      await guest.socket.roundTrip();
      const warned = guest.socket.drain('liveChatState').at(-1)?.session;
      // The last paid minute: the client warns (minutesLeft 0).
      expect(warned).toMatchObject({ minutesBilled: 2, minutesLeft: 0 });
      await advance(server, t0 + MINUTE_MS + 100, t0 + 2 * MINUTE_MS + 100);
      const end = await guest.socket.next('chatEnd');
      expect(end).toMatchObject({ chatId: session.chatId, exitCode: 501, price: 40, minutesBilled: 2, actorId: actor.id, actorName: actor.name });
      expect(await stateOf(session.chatId)).toEqual({ state: 'ended', exit_code: 501, minutes_billed: 2 });
      expect(await getBalance(server.database.db, guest.guestId)).toBe(0);
      expect(await minuteKeys(server.database, guest.guestId, session.chatId)).toHaveLength(2);
    } finally {
      await guest.socket.close();
    }
  });

  it('continues after a top-up made before the minute is due', async () => {
    const actor = await chatActor(server.database, { chatPriceVideo: 20 });
    const guest = await chatGuest(server, 20);
    try {
      const session = await startedSession(server, guest.token, { actorId: actor.id, kind: 'videoChat', sequence: 1 });
      const t0 = startOf(session);
      await advance(server, t0, t0 + 1_000);
      await credit(server.database.db, { guestId: guest.guestId, amount: 20, kind: 'moneycharge', reference: 'payment:x', idempotencyKey: 'payment:x' });
      await advance(server, t0 + 1_000, t0 + MINUTE_MS + 100);
      expect(await stateOf(session.chatId)).toEqual({ state: 'running', exit_code: null, minutes_billed: 2 });
      await advance(server, t0 + MINUTE_MS + 100, t0 + 2 * MINUTE_MS + 100);
      expect(await stateOf(session.chatId)).toEqual({ state: 'ended', exit_code: 501, minutes_billed: 2 });
    } finally {
      await guest.socket.close();
    }
  });

  it('one-click: offered after a paid payment, credits once per key, and keeps a running session going', async () => {
    const actor = await chatActor(server.database, { chatPriceVideo: 20 });
    const guest = await chatGuest(server, 20);
    try {
      guest.socket.send({ type: 'canOneClick' });
      expect(await guest.socket.next('canOneClickResult')).toMatchObject({ result: false, amounts: [100, 250, 500], autoRechargeAllowed: false });
      await server.database.db.execute(
        sql`INSERT INTO payments (id, guest_id, package_id, price_cents, currency, coins, status) VALUES (gen_random_uuid(), ${guest.guestId}, 'eur-499', 499, 'EUR', 20, 'paid')`,
      );
      guest.socket.send({ type: 'canOneClick' });
      expect(await guest.socket.next('canOneClickResult')).toMatchObject({ result: true });

      const session = await startedSession(server, guest.token, { actorId: actor.id, kind: 'videoChat', sequence: 1 });
      const t0 = startOf(session);
      guest.socket.drain('guestBalance');
      for (let i = 0; i < 2; i += 1) guest.socket.send({ type: 'chargeOneClick', amount: 100, channelId: null, idempotencyKey: 'one-click-key-1' });
      await guest.socket.roundTrip();
      expect(await getBalance(server.database.db, guest.guestId)).toBe(100);
      expect((await guest.socket.next('guestBalance')).guestBalance).toBe(100);
      const messages = guest.socket.drain('liveChatMessage').map((e) => e.message);
      expect(messages.filter((m) => m.messageType === 'charge_success')).toHaveLength(1);
      // An amount not offered is refused, and said so in the chat.
      guest.socket.send({ type: 'chargeOneClick', amount: 77, channelId: null });
      expect((await guest.socket.next('liveChatMessage')).message).toMatchObject({ messageType: 'charge_failure' });
      await advance(server, t0, t0 + 2 * MINUTE_MS + 100);
      expect(await stateOf(session.chatId)).toEqual({ state: 'running', exit_code: null, minutes_billed: 3 });
    } finally {
      await guest.socket.close();
    }
  });

  it('ends with 106 when the guest does not come back within the grace, without billing the minutes he was away', async () => {
    const actor = await chatActor(server.database, { chatPriceVideo: 20 });
    const guest = await chatGuest(server, 200);
    const session = await startedSession(server, guest.token, { actorId: actor.id, kind: 'videoChat', sequence: 1 });
    const t0 = startOf(session);
    await advance(server, t0, t0 + 2_500);
    await guest.socket.close();
    await untilGone(server, guest.guestId);
    // Minute 2 falls due at 3 s while he is away; the grace (1.5 s) runs out at about 4 s.
    await advance(server, t0 + 2_500, t0 + 6_000);
    expect(await stateOf(session.chatId)).toEqual({ state: 'ended', exit_code: 106, minutes_billed: 1 });
    expect(await getBalance(server.database.db, guest.guestId)).toBe(180);
  });

  it('resumes when the guest reconnects within the grace; the time away is not billed', async () => {
    const actor = await chatActor(server.database, { chatPriceVideo: 20 });
    const guest = await chatGuest(server, 200);
    const session = await startedSession(server, guest.token, { actorId: actor.id, kind: 'videoChat', sequence: 1 });
    const t0 = startOf(session);
    await advance(server, t0, t0 + 2_500);
    await guest.socket.close();
    await untilGone(server, guest.guestId);
    await advance(server, t0 + 2_500, t0 + 3_500);
    const socket = await TestSocket.connect(server.wsUrl);
    try {
      await socket.requestSession(guest.token);
      // Back at 3.5 s: minute 2 (due at 3 s, missed while away) starts now and is billed now.
      await advance(server, t0 + 3_500, t0 + 4_000);
      expect(await stateOf(session.chatId)).toEqual({ state: 'running', exit_code: null, minutes_billed: 2 });
      const state = (await socket.next('liveChatState')).session;
      expect(state.chatId).toBe(session.chatId);
      const current = await get(`${server.rest}/livechat/current`, { token: guest.token });
      expect(Date.parse(current.body.session.paidUntil)).toBe(t0 + 4_000 + MINUTE_MS);
      await advance(server, t0 + 4_000, t0 + 4_000 + MINUTE_MS - 100);
      expect(await stateOf(session.chatId)).toMatchObject({ state: 'running', minutes_billed: 2 });
    } finally {
      await socket.close();
    }
  });

  it('ends an actor’s sessions when she goes offline (201) and non-holders’ when her ticket show starts (908)', async () => {
    const actor = await chatActor(server.database);
    const holder = await chatGuest(server, 200);
    const other = await chatGuest(server, 200);
    try {
      const [show] = await queryRows<{ id: number }>(
        server.database,
        sql`INSERT INTO chat_shows (actor_id, title, price, starts_at, ends_at) VALUES (${actor.id}, 'Show', 10, now() + interval '1 minute', now() + interval '1 hour') RETURNING id`,
      );
      await server.database.db.execute(sql`INSERT INTO chat_tickets (show_id, guest_id, creation_type, price, purchase_key) VALUES (${show.id}, ${holder.guestId}, 'C', 10, 'k-ticket-2')`);
      const kept = await startedSession(server, holder.token, { actorId: actor.id, kind: 'videoChat', sequence: 1 });
      const kicked = await startedSession(server, other.token, { actorId: actor.id, kind: 'videoChat', sequence: 1 });
      const internal = { headers: { 'x-internal-secret': TEST_INTERNAL_SECRET } };
      expect((await post(`${server.rest}/internal/actor/${actor.id}/ticketShow/start`, undefined, internal)).status).toBe(200);
      expect(await other.socket.next('chatEnd')).toMatchObject({ chatId: kicked.chatId, exitCode: 908 });
      expect(await stateOf(kept.chatId)).toMatchObject({ state: 'running' });

      expect((await post(`${server.rest}/internal/actor/${actor.id}/offline`, undefined, internal)).status).toBe(200);
      expect(await holder.socket.next('chatEnd')).toMatchObject({ chatId: kept.chatId, exitCode: 201 });
    } finally {
      await holder.socket.close();
      await other.socket.close();
    }
  });

  it('ends a free chat with 502 when its free time is up, having billed nothing', async () => {
    const actor = await chatActor(server.database, { freeChat: true });
    const guest = await chatGuest(server, 50);
    try {
      const session = await startedSession(server, guest.token, { actorId: actor.id, kind: 'freeChat', sequence: 1 });
      expect(session).toMatchObject({ pricePerMinute: 0, minutesBilled: 0, paidUntil: null });
      const t0 = startOf(session);
      expect(Date.parse(session.freeUntil ?? '')).toBe(t0 + 60_000);
      await advance(server, t0, t0 + 61_000, 900);
      expect(await guest.socket.next('chatEnd')).toMatchObject({ chatId: session.chatId, exitCode: 502, price: 0 });
      expect(await getBalance(server.database.db, guest.guestId)).toBe(50);
      // One free chat per actor and day.
      const again = await post(`${server.rest}/livechat/start`, { actorId: actor.id, kind: 'freeChat', sequence: 2 }, { token: guest.token });
      expect(again.body).toEqual({ success: false, error: 'kind_not_offered', exitCode: 502 });
    } finally {
      await guest.socket.close();
    }
  });

  it('records the billing lag for the bench', async () => {
    const response = await get(`${server.rest}/internal/livechat/metrics`, { headers: { 'x-internal-secret': TEST_INTERNAL_SECRET } });
    expect(response.status).toBe(200);
    expect(response.body.billingLagMs).toEqual({ count: expect.any(Number), p50: expect.any(Number), p95: expect.any(Number), p99: expect.any(Number), max: expect.any(Number) });
    expect(response.body.billingLagMs.count).toBeGreaterThan(0);
    expect((await get(`${server.rest}/internal/livechat/metrics`)).status).toBe(404);
  });
});

describe('live chat ticker on its own clock', () => {
  // The real ticker: minutes of 1.2 s, ticks every 50 ms.
  const server = useTestServer({ config: { ...LIVECHAT_TEST_CONFIG, LIVECHAT_TICK_MS: 50, LIVECHAT_MINUTE_MS: 1_200 } });

  it('bills the next minute when it falls due, and ends the session when the money runs out', async () => {
    const actor = await chatActor(server.database, { chatPriceVideo: 5 });
    const guest = await chatGuest(server, 10);
    try {
      const session = await startedSession(server, guest.token, { actorId: actor.id, kind: 'videoChat', sequence: 1 });
      guest.socket.drain('liveChatState');
      const next = await guest.socket.next('liveChatState', 5_000);
      expect(next.session).toMatchObject({ chatId: session.chatId, minutesBilled: 2, minutesLeft: 0 });
      expect(Date.parse(next.session.paidUntil ?? '') - Date.parse(session.startedAt)).toBe(2_400);
      expect(await guest.socket.next('chatEnd', 5_000)).toMatchObject({ chatId: session.chatId, exitCode: 501, price: 10 });
    } finally {
      await guest.socket.close();
    }
  });
});
