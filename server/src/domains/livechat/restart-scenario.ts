import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { queryRows } from '../../testing/db';
import { startTestServer, type TestServer } from '../../testing/server';
import { TestSocket } from '../../testing/socket';
import { getBalance } from '../wallet/service';
import { endSession } from './sessions';
import { advance, chatActor, chatGuest, depsOf, LIVECHAT_TEST_CONFIG, MINUTE_MS, minuteKeys, startedSession } from './test-kit';

/**
 * A restart in the middle of two sessions (a test scenario, run on PGlite and on PostgreSQL): both
 * run two minutes on the first server instance, the servers are down for 20 s, a second instance
 * opens the same database. One guest reconnects and goes on (his paid time moved by the downtime),
 * the other never does and ends with 990 after the grace. The wallet's ledger is the judge.
 */
export async function runRestartScenario(config: Partial<Config>): Promise<void> {
  const options = { config: { ...LIVECHAT_TEST_CONFIG, ...config }, seedActors: 10 };
  const price = 20;
  let server: TestServer = await startTestServer(options);
  let stays: Awaited<ReturnType<typeof chatGuest>>;
  let leaves: Awaited<ReturnType<typeof chatGuest>>;
  let kept: { chatId: string; startedAt: number };
  let lost: { chatId: string };
  let lastTick: number;
  try {
    const actor = await chatActor(server.database, { chatPriceVideo: price });
    stays = await chatGuest(server, 200);
    leaves = await chatGuest(server, 200);
    const first = await startedSession(server, stays.token, { actorId: actor.id, kind: 'videoChat', sequence: 1 });
    const second = await startedSession(server, leaves.token, { actorId: actor.id, kind: 'videoChat', sequence: 1 });
    kept = { chatId: first.chatId, startedAt: Date.parse(first.startedAt) };
    lost = { chatId: second.chatId };
    const t0 = Math.max(kept.startedAt, Date.parse(second.startedAt));
    // Minutes 1 and 2 (at 0 and 3 s); the last stamp of this instance is at 4 s.
    lastTick = await advance(server, t0, t0 + 4_000);
    expect(await minuteKeys(server.database, stays.guestId, kept.chatId)).toHaveLength(2);
    expect(await minuteKeys(server.database, leaves.guestId, lost.chatId)).toHaveLength(2);
    await stays.socket.close();
    await leaves.socket.close();
  } finally {
    await server.close();
  }

  server = await startTestServer(options);
  const socket = await TestSocket.connect(server.wsUrl);
  try {
    await socket.requestSession(stays.token);
    const downtime = 20_000;
    const restartAt = lastTick + downtime;
    // The first tick after the restart finds both sessions unstamped for 20 s.
    const now = await advance(server, restartAt - 500, restartAt + 2_500);

    const sessions = await queryRows<{ id: string; state: string; exit_code: number | null; downtime_ms: string; paid_until: Date }>(
      server.database,
      sql`SELECT id, state, exit_code, downtime_ms, paid_until FROM live_chat_sessions WHERE id IN (${kept.chatId}, ${lost.chatId})`,
    );
    const byId = new Map(sessions.map((row) => [row.id, row]));
    // The one who never came back: ended after the grace, nothing billed for the downtime or the grace.
    expect(byId.get(lost.chatId)).toMatchObject({ state: 'ended', exit_code: 990 });
    expect(await minuteKeys(server.database, leaves.guestId, lost.chatId)).toEqual([1, 2].map((n) => `livechat:${lost.chatId}:minute:${n}`));
    expect(await getBalance(server.database.db, leaves.guestId)).toBe(200 - 2 * price);

    // The one who came back: his two paid seconds are honoured after the downtime, then minute 3.
    const resumed = byId.get(kept.chatId)!;
    expect(resumed).toMatchObject({ state: 'running', exit_code: null });
    expect(Number(resumed.downtime_ms)).toBe(downtime);
    expect(new Date(resumed.paid_until).getTime()).toBe(kept.startedAt + 3 * MINUTE_MS + downtime);
    expect(await minuteKeys(server.database, stays.guestId, kept.chatId)).toEqual([1, 2, 3].map((n) => `livechat:${kept.chatId}:minute:${n}`));
    expect(await getBalance(server.database.db, stays.guestId)).toBe(200 - 3 * price);

    const receipt = await endSession(depsOf(server), kept.chatId, 100, new Date(now));
    expect(receipt).toMatchObject({ minutesBilled: 3, price: 3 * price, durationSeconds: Math.floor((now - kept.startedAt - downtime) / 1000) });
  } finally {
    await socket.close();
    await server.close();
  }
}
