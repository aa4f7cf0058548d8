import { eq, sql } from 'drizzle-orm';
import type { ChatSession, ChatStartResponse } from '@vx/shared/protocol';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { queryRows } from '../../testing/db';
import { post, signupGuest, type SignedUp } from '../../testing/http';
import type { TestServer } from '../../testing/server';
import { TestSocket } from '../../testing/socket';
import { actors, type ActorRow } from '../actors/schema';
import type { AppDeps } from '../types';
import { credit } from '../wallet/service';
import { runTick } from './ticker';

/** Helpers of the live-chat tests (not a test file: the suites import it). */

/** The clock is the test's: no ticker runs; a minute is 3 s, the grace 1.5 s, the actor answers at once. */
export const LIVECHAT_TEST_CONFIG: Partial<Config> = {
  LIVECHAT_TICK_MS: 0,
  LIVECHAT_MINUTE_MS: 3_000,
  LIVECHAT_GRACE_MS: 1_500,
  LIVECHAT_REPLY_DELAY_MS: 5,
};
export const MINUTE_MS = 3_000;

export const depsOf = (server: TestServer): AppDeps => ({ config: server.config, database: server.database, hub: server.hub, secrets: server.secrets });

export interface ChatGuest extends SignedUp {
  socket: TestSocket;
}

/** A new guest with `coins` and a logged-in socket. */
export async function chatGuest(server: TestServer, coins: number, language = 'en'): Promise<ChatGuest> {
  const guest = await signupGuest(server.url);
  if (coins > 0) await credit(server.database.db, { guestId: guest.guestId, amount: coins, kind: 'test', reference: 'seed', idempotencyKey: 'seed' });
  const socket = await TestSocket.connect(server.wsUrl);
  await socket.requestSession(guest.token, language);
  return { ...guest, socket };
}

let nextActor = 1;

/**
 * An actor of the seed made online with the given columns (each test takes its own, so that a
 * ticket show or an offline flip of one test never touches another's).
 */
export async function chatActor(database: Database, changes: Partial<ActorRow> = {}): Promise<ActorRow> {
  const actorId = nextActor;
  nextActor += 1;
  const [row] = await database.db
    .update(actors)
    .set({
      isOnline: true,
      ticketShowRunning: false,
      freeChat: false,
      voyeurAvailable: true,
      featureDildocontrol: true,
      featureAudio: true,
      featureLivePreview: true,
      onlineMobileVideocall: false,
      conversionChatAvailable: false,
      bannedCountryCodes: [],
      chatPriceVideo: 20,
      chatPriceVoyeur: 10,
      chatPriceSingle: 30,
      chatPriceSingleC2C: 40,
      ...changes,
    })
    .where(eq(actors.id, actorId))
    .returning();
  if (!row) throw new Error(`no seeded actor ${actorId}: seed more actors`);
  return row;
}

export async function startChat(server: TestServer, token: string, body: { actorId: number; kind: string; sequence: number }): Promise<ChatStartResponse> {
  const response = await post(`${server.rest}/livechat/start`, body, { token });
  if (response.status !== 200) throw new Error(`livechat/start: ${response.status} ${response.text}`);
  return response.body as ChatStartResponse;
}

export async function startedSession(server: TestServer, token: string, body: { actorId: number; kind: string; sequence: number }): Promise<ChatSession> {
  const started = await startChat(server, token, body);
  if (!started.success) throw new Error(`start refused: ${started.error}`);
  return started.data;
}

/** Moves the test's clock from `from` to `to` in steps, one tick each (the ticker's heartbeat needs steps under a second or so). */
export async function advance(server: TestServer, from: number, to: number, step = 500): Promise<number> {
  let now = from;
  while (now < to) {
    now = Math.min(to, now + step);
    await runTick(depsOf(server), new Date(now));
  }
  return now;
}

export interface LedgerRow {
  amount: number;
  idempotency_key: string;
  kind: string;
}

export function ledgerOf(database: Database, guestId: number): Promise<LedgerRow[]> {
  return queryRows<LedgerRow>(database, sql`SELECT amount, idempotency_key, kind FROM wallet_ledger WHERE guest_id = ${guestId} ORDER BY id`);
}

/** The minute keys the wallet charged for a session, in order. */
export async function minuteKeys(database: Database, guestId: number, chatId: string): Promise<string[]> {
  return (await ledgerOf(database, guestId)).map((row) => row.idempotency_key).filter((key) => key.startsWith(`livechat:${chatId}:minute:`));
}

/** Waits until the server has noticed that the guest has no socket on it any more. */
export async function untilGone(server: TestServer, guestId: number): Promise<void> {
  for (let i = 0; i < 200 && server.hub.isLocal(guestId); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  if (server.hub.isLocal(guestId)) throw new Error(`guest ${guestId} still has a socket`);
}
