import { sql } from 'drizzle-orm';
import type { ChatStartResponse } from '@vx/shared/protocol';
import { queryRows } from '../../testing/db';
import { post } from '../../testing/http';
import { scopedSchema, TEST_DATABASE_URL, type ScopedSchema } from '../../testing/postgres';
import { SERVER_START_TIMEOUT, startTestServer, type TestServer } from '../../testing/server';
import { getBalance } from '../wallet/service';
import { runRestartScenario } from './restart-scenario';
import { chatActor, chatGuest, depsOf, LIVECHAT_TEST_CONFIG, MINUTE_MS, minuteKeys, startedSession } from './test-kit';
import { runTick } from './ticker';

/**
 * The live chat on a real PostgreSQL server, where transactions really run in parallel (PGlite runs
 * one at a time): racing starts, a restart, two server nodes ticking at once. Runs only with
 * TEST_DATABASE_URL (the two-node case also needs TEST_REDIS_URL); each suite works in a fresh schema.
 */
const describePg = TEST_DATABASE_URL ? describe : describe.skip;
const redisUrl = process.env.TEST_REDIS_URL;

describePg('live chat on PostgreSQL', () => {
  let schema: ScopedSchema;
  const servers: TestServer[] = [];

  beforeAll(async () => {
    schema = scopedSchema(TEST_DATABASE_URL as string);
    await schema.create();
  }, SERVER_START_TIMEOUT);

  afterAll(async () => {
    for (const server of servers) await server.close();
    await schema?.drop();
  }, SERVER_START_TIMEOUT);

  async function server(extra: Record<string, unknown> = {}): Promise<TestServer> {
    const started = await startTestServer({ config: { ...LIVECHAT_TEST_CONFIG, DATABASE_URL: schema.url, ...extra }, seedActors: 20 });
    servers.push(started);
    return started;
  }

  it(
    'lets exactly one of two racing starts of a guest through (the partial unique index decides), and charges minute 1 once',
    async () => {
      const node = await server();
      const actor = await chatActor(node.database, { chatPriceVideo: 10 });
      const losers: string[] = [];
      for (let round = 0; round < 10; round += 1) {
        const guest = await chatGuest(node, 100);
        try {
          const answers = await Promise.all(
            [1, 2].map(async (sequence) => (await post(`${node.rest}/livechat/start`, { actorId: actor.id, kind: 'videoChat', sequence }, { token: guest.token })).body as ChatStartResponse),
          );
          expect(answers.filter((a) => a.success)).toHaveLength(1);
          for (const answer of answers) if (!answer.success) losers.push(answer.error);
          const running = await queryRows(node.database, sql`SELECT id FROM live_chat_sessions WHERE guest_id = ${guest.guestId}`);
          expect(running).toHaveLength(1);
          expect(await getBalance(node.database.db, guest.guestId)).toBe(90);
        } finally {
          await guest.socket.close();
        }
      }
      // A loser that checked after the winner committed may see the winner's higher sequence first (the spec's order).
      expect(losers.every((error) => error === 'Already in progress' || error === 'Wrong sequence number')).toBe(true);
    },
    120_000,
  );

  it('restarts mid-session: no minute billed twice, none not served', async () => {
    await runRestartScenario({ DATABASE_URL: schema.url });
  }, 120_000);

  (redisUrl ? it : it.skip)(
    'two nodes (Redis fan-out) ticking at the same times bill each minute once; a start on the node without the socket finds it',
    async () => {
      const a = await server({ REDIS_URL: redisUrl });
      const b = await server({ REDIS_URL: redisUrl });
      const actor = await chatActor(a.database, { chatPriceVideo: 10 });
      // The socket is on node A; the start goes through node B, which asks the other nodes.
      const guest = await chatGuest(a, 200);
      try {
        const session = await startedSession(b, guest.token, { actorId: actor.id, kind: 'videoChat', sequence: 1 });
        const t0 = Date.parse(session.startedAt);
        for (let now = t0 + 250; now <= t0 + 3 * MINUTE_MS + 100; now += 250) {
          await Promise.all([runTick(depsOf(a), new Date(now)), runTick(depsOf(b), new Date(now))]);
        }
        expect(await minuteKeys(a.database, guest.guestId, session.chatId)).toEqual([1, 2, 3, 4].map((n) => `livechat:${session.chatId}:minute:${n}`));
        expect(await getBalance(a.database.db, guest.guestId)).toBe(160);
      } finally {
        await guest.socket.close();
      }
    },
    120_000,
  );
});
