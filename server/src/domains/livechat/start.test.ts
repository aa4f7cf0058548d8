import { sql } from 'drizzle-orm';
import { chatStartResponseSchema } from '@vx/shared/protocol';
import { queryRows } from '../../testing/db';
import { post, signupGuest } from '../../testing/http';
import { useTestServer } from '../../testing/server';
import { getBalance } from '../wallet/service';
import { chatActor, chatGuest, LIVECHAT_TEST_CONFIG, startChat, startedSession } from './test-kit';

describe('livechat/start: the checks, in order, and minute 1', () => {
  const server = useTestServer({ config: LIVECHAT_TEST_CONFIG });

  it('answers 401 to a visitor', async () => {
    const response = await post(`${server.rest}/livechat/start`, { actorId: 1, kind: 'videoChat', sequence: 1 });
    expect(response.status).toBe(401);
  });

  it('refuses bad input with 400', async () => {
    const guest = await signupGuest(server.url);
    for (const body of [{ actorId: 1, kind: 'party', sequence: 1 }, { actorId: 1, kind: 'videoChat', sequence: 0 }, { actorId: '1', kind: 'videoChat', sequence: 1 }, {}]) {
      expect((await post(`${server.rest}/livechat/start`, body, { token: guest.token })).status).toBe(400);
    }
  });

  it('starts a video chat: minute 1 paid at once, balance and state pushed, chat_start posted, the actor greets', async () => {
    const actor = await chatActor(server.database, { chatPriceVideo: 25 });
    const guest = await chatGuest(server, 100);
    try {
      const started = await startChat(server, guest.token, { actorId: actor.id, kind: 'videoChat', sequence: 1 });
      expect(chatStartResponseSchema.parse(started)).toEqual(started);
      if (!started.success) throw new Error(started.error);
      const session = started.data;
      expect(session).toMatchObject({ actorId: actor.id, actorName: actor.name, kind: 'videoChat', state: 'running', pricePerMinute: 25, minutesBilled: 1, coinsSpent: 25, minutesLeft: 3, canWrite: true, exitCode: null });
      expect(session.streamUrl).toMatch(new RegExp(`^/media/live/${actor.id}/master\\.m3u8\\?grant=`));
      expect(Date.parse(session.paidUntil ?? '') - Date.parse(session.startedAt)).toBe(3_000);
      expect(await getBalance(server.database.db, guest.guestId)).toBe(75);
      expect(await guest.socket.next('guestBalance')).toMatchObject({ guestBalance: 75 });
      expect((await guest.socket.next('liveChatState')).session.chatId).toBe(session.chatId);
      const first = await guest.socket.next('liveChatMessage');
      expect(first.message).toMatchObject({ chatId: session.chatId, senderType: 'system', messageType: 'chat_start' });
      const greeting = await guest.socket.next('liveChatMessage');
      expect(greeting.message).toMatchObject({ chatId: session.chatId, senderType: 'actor', messageType: 'text' });
      expect(greeting.message.text.length).toBeGreaterThan(0);
      const ledger = await queryRows<{ amount: number; kind: string; reference: string }>(
        server.database,
        sql`SELECT amount, kind, reference FROM wallet_ledger WHERE idempotency_key = ${`livechat:${session.chatId}:minute:1`}`,
      );
      expect(ledger).toEqual([{ amount: -25, kind: 'livechat.minute', reference: `livechat:${session.chatId}` }]);
    } finally {
      await guest.socket.close();
    }
  });

  it('refuses an offline or unknown actor: actor_offline, exit code 198', async () => {
    const actor = await chatActor(server.database, { isOnline: false });
    const guest = await chatGuest(server, 100);
    try {
      expect(await startChat(server, guest.token, { actorId: actor.id, kind: 'videoChat', sequence: 1 })).toEqual({ success: false, error: 'actor_offline', exitCode: 198 });
      expect(await startChat(server, guest.token, { actorId: 999_999, kind: 'videoChat', sequence: 2 })).toEqual({ success: false, error: 'actor_offline', exitCode: 198 });
    } finally {
      await guest.socket.close();
    }
  });

  it('refuses kinds the actor does not offer now', async () => {
    const actor = await chatActor(server.database, { voyeurAvailable: false, featureDildocontrol: false, freeChat: false, onlineMobileVideocall: false, featureAudio: false });
    const guest = await chatGuest(server, 100);
    try {
      let sequence = 0;
      for (const kind of ['voyeur', 'toyControl', 'freeChat', 'mobileVideocall', 'voicecall', 'ticketShow']) {
        sequence += 1;
        expect({ kind, answer: await startChat(server, guest.token, { actorId: actor.id, kind, sequence }) }).toEqual({
          kind,
          answer: { success: false, error: 'kind_not_offered', exitCode: null },
        });
      }
    } finally {
      await guest.socket.close();
    }
  });

  it('lets only ticket holders into a running ticket show (908 for the others), and only into the show', async () => {
    const actor = await chatActor(server.database, { ticketShowRunning: true });
    const holder = await chatGuest(server, 100);
    const other = await chatGuest(server, 100);
    try {
      const [show] = await queryRows<{ id: number }>(
        server.database,
        sql`INSERT INTO chat_shows (actor_id, title, price, starts_at, ends_at) VALUES (${actor.id}, 'Show', 10, now() - interval '10 minutes', now() + interval '50 minutes') RETURNING id`,
      );
      await server.database.db.execute(sql`INSERT INTO chat_tickets (show_id, guest_id, creation_type, price, purchase_key) VALUES (${show.id}, ${holder.guestId}, 'C', 10, 'k-ticket')`);
      expect(await startChat(server, other.token, { actorId: actor.id, kind: 'ticketShow', sequence: 1 })).toEqual({ success: false, error: 'ticket_required', exitCode: 908 });
      expect(await startChat(server, other.token, { actorId: actor.id, kind: 'videoChat', sequence: 2 })).toEqual({ success: false, error: 'ticket_required', exitCode: 908 });
      expect(await startChat(server, holder.token, { actorId: actor.id, kind: 'videoChat', sequence: 1 })).toEqual({ success: false, error: 'kind_not_offered', exitCode: null });
      const session = await startedSession(server, holder.token, { actorId: actor.id, kind: 'ticketShow', sequence: 2 });
      // The ticket paid for the show: no minutes, and the session ends with the show.
      expect(session).toMatchObject({ kind: 'ticketShow', pricePerMinute: 0, minutesBilled: 0, paidUntil: null, minutesLeft: null });
      expect(Math.abs(Date.parse(session.freeUntil ?? '') - (Date.now() + 50 * 60_000))).toBeLessThan(60_000);
      expect(await getBalance(server.database.db, holder.guestId)).toBe(100);
    } finally {
      await holder.socket.close();
      await other.socket.close();
    }
  });

  it('refuses an actor banned in the guest’s country', async () => {
    const actor = await chatActor(server.database, { bannedCountryCodes: ['AT'] });
    const guest = await chatGuest(server, 100);
    try {
      // The test client's address has no GeoIP country: the guest row's country counts.
      await server.database.db.execute(sql`UPDATE guests SET country = 'AT' WHERE id = ${guest.guestId}`);
      expect(await startChat(server, guest.token, { actorId: actor.id, kind: 'videoChat', sequence: 1 })).toEqual({ success: false, error: 'banned_country', exitCode: null });
    } finally {
      await guest.socket.close();
    }
  });

  it('refuses a guest without a connected socket: Guest offline', async () => {
    const actor = await chatActor(server.database);
    const guest = await signupGuest(server.url);
    expect(await startChat(server, guest.token, { actorId: actor.id, kind: 'videoChat', sequence: 1 })).toEqual({ success: false, error: 'Guest offline', exitCode: null });
  });

  it('refuses a sequence not above the last one: Wrong sequence number', async () => {
    const actor = await chatActor(server.database);
    const guest = await chatGuest(server, 100);
    try {
      const session = await startedSession(server, guest.token, { actorId: actor.id, kind: 'videoChat', sequence: 5 });
      await post(`${server.rest}/livechat/${session.chatId}/end`, {}, { token: guest.token });
      for (const sequence of [5, 4, 1]) {
        expect(await startChat(server, guest.token, { actorId: actor.id, kind: 'videoChat', sequence })).toEqual({ success: false, error: 'Wrong sequence number', exitCode: null });
      }
      expect((await startChat(server, guest.token, { actorId: actor.id, kind: 'videoChat', sequence: 6 })).success).toBe(true);
    } finally {
      await guest.socket.close();
    }
  });

  it('refuses a second session while one runs: Already in progress', async () => {
    const actor = await chatActor(server.database);
    const guest = await chatGuest(server, 100);
    try {
      await startedSession(server, guest.token, { actorId: actor.id, kind: 'videoChat', sequence: 1 });
      expect(await startChat(server, guest.token, { actorId: actor.id + 1, kind: 'videoChat', sequence: 2 })).toEqual({ success: false, error: 'Already in progress', exitCode: null });
      expect(await getBalance(server.database.db, guest.guestId)).toBe(80);
    } finally {
      await guest.socket.close();
    }
  });

  it('refuses a balance below the first minute (or below the minimum of 1 coin): insufficient_balance, 501', async () => {
    const actor = await chatActor(server.database, { chatPriceVideo: 20 });
    const poor = await chatGuest(server, 19);
    const broke = await chatGuest(server, 0);
    try {
      expect(await startChat(server, poor.token, { actorId: actor.id, kind: 'videoChat', sequence: 1 })).toEqual({ success: false, error: 'insufficient_balance', exitCode: 501 });
      expect(await startChat(server, broke.token, { actorId: actor.id, kind: 'videoChat', sequence: 1 })).toEqual({ success: false, error: 'insufficient_balance', exitCode: 501 });
      // Nothing was written: the refused sequence is free again.
      expect(await getBalance(server.database.db, poor.guestId)).toBe(19);
      const rows = await queryRows(server.database, sql`SELECT 1 FROM live_chat_sessions WHERE guest_id = ${poor.guestId}`);
      expect(rows).toHaveLength(0);
    } finally {
      await poor.socket.close();
      await broke.socket.close();
    }
  });

  it('starts the other kinds at their prices', async () => {
    const actor = await chatActor(server.database, { chatPriceVoyeur: 11, chatPriceSingle: 13, chatPriceSingleC2C: 17, onlineMobileVideocall: true });
    const cases = [
      ['voyeur', 11, false],
      ['toyControl', 20, true],
      ['singleChat', 13, true],
      ['mobileVideocall', 17, true],
      ['voicecall', 13, true],
    ] as const;
    for (const [kind, price, canWrite] of cases) {
      const guest = await chatGuest(server, 100);
      try {
        const session = await startedSession(server, guest.token, { actorId: actor.id, kind, sequence: 1 });
        expect({ kind, price: session.pricePerMinute, canWrite: session.canWrite }).toEqual({ kind, price, canWrite });
        if (kind === 'voicecall') expect(await guest.socket.next('voicecallStart')).toMatchObject({ actorId: actor.id });
        expect(await getBalance(server.database.db, guest.guestId)).toBe(100 - price);
      } finally {
        await guest.socket.close();
      }
    }
  });
});
