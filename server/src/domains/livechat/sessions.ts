import { and, count, desc, eq } from 'drizzle-orm';
import type { ChatReceipt, ChatSession } from '@vx/shared/protocol';
import { CHAT_EXIT } from '@vx/shared/protocol';
import type { Executor } from '../../db/helpers';
import { actors } from '../actors/schema';
import { guests } from '../guests/schema';
import type { AppDeps } from '../types';
import { toChatSession, toReceipt } from './dto';
import { pushMessage, storeMessage, systemMessage } from './message-store';
import { liveChatSessions, type LiveChatSessionRow } from './schema';

/** Reading sessions, ending them, and telling the guest: the one place a session's state changes to ended. */

type Deps = Pick<AppDeps, 'config' | 'database' | 'hub' | 'secrets'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Chat ids are UUIDs; anything else names no session (and must never reach a uuid column). */
export const isChatId = (value: string): boolean => UUID.test(value);

/** The guest's session by id; null for an unknown id or another guest's session (answered as not found). */
export async function ownSession(db: Executor, guestId: number, chatId: string): Promise<LiveChatSessionRow | null> {
  if (!isChatId(chatId)) return null;
  const [row] = await db
    .select()
    .from(liveChatSessions)
    .where(and(eq(liveChatSessions.id, chatId), eq(liveChatSessions.guestId, guestId)))
    .limit(1);
  return row ?? null;
}

export async function runningSessionOf(db: Executor, guestId: number): Promise<LiveChatSessionRow | null> {
  const [row] = await db
    .select()
    .from(liveChatSessions)
    .where(and(eq(liveChatSessions.guestId, guestId), eq(liveChatSessions.state, 'running')))
    .limit(1);
  return row ?? null;
}

async function actorNameOf(db: Executor, actorId: number): Promise<string> {
  const [actor] = await db.select({ name: actors.name }).from(actors).where(eq(actors.id, actorId)).limit(1);
  return actor?.name ?? '';
}

export interface GuestWallet {
  balance: number;
  isPayingCustomer: boolean;
  language: string;
}

export async function walletOf(db: Executor, guestId: number): Promise<GuestWallet> {
  const [guest] = await db
    .select({ balance: guests.balance, isPayingCustomer: guests.isPayingCustomer, language: guests.language })
    .from(guests)
    .where(eq(guests.id, guestId))
    .limit(1);
  return guest ?? { balance: 0, isPayingCustomer: false, language: 'en' };
}

/** The session as the client sees it, with the guest's balance now (minutesLeft) and a fresh stream grant. */
export async function sessionView(deps: Deps, row: LiveChatSessionRow, balance?: number): Promise<ChatSession> {
  const db = deps.database.db;
  const [actorName, wallet] = await Promise.all([actorNameOf(db, row.actorId), balance === undefined ? walletOf(db, row.guestId) : null]);
  return toChatSession({ row, actorName, balance: balance ?? wallet?.balance ?? 0, minuteMs: deps.config.LIVECHAT_MINUTE_MS, secrets: deps.secrets });
}

/** Pushes `liveChatState` to every socket of the guest. */
export async function pushState(deps: Deps, row: LiveChatSessionRow, balance?: number): Promise<void> {
  deps.hub.toGuest(row.guestId, { type: 'liveChatState', session: await sessionView(deps, row, balance) });
}

/**
 * Marks a running session ended, in `db` (a transaction of the caller's, or the database). Only
 * one caller wins (the UPDATE's condition), so among two nodes or a guest's click racing the ticker
 * exactly one announces the end. Null when the session was not running.
 */
export async function markEnded(db: Executor, chatId: string, exitCode: number, now: Date): Promise<LiveChatSessionRow | null> {
  const [row] = await db
    .update(liveChatSessions)
    .set({ state: 'ended', exitCode, endedAt: now })
    .where(and(eq(liveChatSessions.id, chatId), eq(liveChatSessions.state, 'running')))
    .returning();
  return row ?? null;
}

/** After an end committed: the chat_end message, `chatEnd` with the receipt, `voicecallStop` for a voicecall. */
export async function announceEnd(deps: Deps, row: LiveChatSessionRow): Promise<ChatReceipt> {
  const db = deps.database.db;
  const receipt = toReceipt(row, await actorNameOf(db, row.actorId));
  const message = await storeMessage(db, systemMessage(row.id, 'chat_end', 'chat_end'));
  if (message) pushMessage(deps.hub, row.guestId, message);
  deps.hub.toGuest(row.guestId, { type: 'chatEnd', ...receipt });
  if (row.kind === 'voicecall') deps.hub.toGuest(row.guestId, { type: 'voicecallStop', actorId: row.actorId });
  return receipt;
}

/** Ends a running session and announces it; null when it was not running (someone else ended it). */
export async function endSession(deps: Deps, chatId: string, exitCode: number, now = new Date()): Promise<ChatReceipt | null> {
  const row = await markEnded(deps.database.db, chatId, exitCode, now);
  return row ? announceEnd(deps, row) : null;
}

/**
 * The guest ends the session (`livechat/:chatId/end`): the receipt, also when it had ended before
 * (a retried click gets the same answer); null for an unknown or another guest's session.
 */
export async function endOwnSession(deps: Deps, guestId: number, chatId: string, exitCode: number = CHAT_EXIT.exit): Promise<ChatReceipt | null> {
  const db = deps.database.db;
  const row = await ownSession(db, guestId, chatId);
  if (!row) return null;
  if (row.state === 'running') {
    const ended = await endSession(deps, chatId, exitCode);
    if (ended) return ended;
  }
  const after = await ownSession(db, guestId, chatId);
  return after ? toReceipt(after, await actorNameOf(db, after.actorId)) : null;
}

/** Ends the guest's running session, if any, with a code of the guest's side (a logout: 101). */
export async function endRunningSessionOf(deps: Deps, guestId: number, exitCode: number): Promise<ChatReceipt | null> {
  const row = await runningSessionOf(deps.database.db, guestId);
  return row ? endSession(deps, row.id, exitCode) : null;
}

export async function currentSession(deps: Deps, guestId: number): Promise<ChatSession | null> {
  const row = await runningSessionOf(deps.database.db, guestId);
  return row ? sessionView(deps, row) : null;
}

/** Ended sessions, newest first (history). */
export async function sessionHistory(db: Executor, guestId: number, first: number, offset: number): Promise<{ sessions: ChatReceipt[]; total: number }> {
  const where = and(eq(liveChatSessions.guestId, guestId), eq(liveChatSessions.state, 'ended'));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ session: liveChatSessions, actorName: actors.name })
      .from(liveChatSessions)
      .innerJoin(actors, eq(actors.id, liveChatSessions.actorId))
      .where(where)
      .orderBy(desc(liveChatSessions.startedAt), desc(liveChatSessions.id))
      .limit(first)
      .offset(offset),
    db.select({ total: count() }).from(liveChatSessions).where(where),
  ]);
  return { sessions: rows.map((r) => toReceipt(r.session, r.actorName)), total: Number(counted?.total ?? 0) };
}
