import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { ChatKind, ChatStartError, ChatStartResponse } from '@vx/shared/protocol';
import { CHAT_EXIT } from '@vx/shared/protocol';
import { isUniqueViolation, violatedConstraint, type Executor } from '../../db/helpers';
import { actors, type ActorRow } from '../actors/schema';
import { chatShows, chatTickets } from '../shows/schema';
import type { AppDeps } from '../types';
import { pushBalance } from '../wallet/notify';
import { pushVouchers } from '../rewards/vouchers';
import { conversionChatState } from './conversion';
import { freeChatSecondsLeft } from './free-chat';
import { offerRefusal, PAID_KINDS, pricePerMinute, requiredBalance } from './kinds';
import { payMinute } from './pay-minute';
import { pushMessage, storeMessage, systemMessage } from './message-store';
import { liveChatGuests, liveChatSessions, type LiveChatSessionRow } from './schema';
import { runningSessionOf, sessionView, walletOf } from './sessions';
import { scheduleActorReply } from './simulated-actor';

/**
 * Starting a session (`POST livechat/start`, the anonymous voicecall). The checks run in the order
 * docs/live-chat.md lists, each answering its own error; the ones that must hold under concurrency
 * (one running session per guest, a rising sequence, the first minute paid) are enforced again in
 * the transaction that creates the session, by PostgreSQL: the partial unique index, a conditional
 * upsert and the wallet's conditional debit.
 */

type Deps = Pick<AppDeps, 'config' | 'database' | 'hub' | 'secrets'>;

export interface StartInput {
  guestId: number;
  actorId: number;
  kind: ChatKind;
  /** The client's attempt counter, or 'next' (a server-started session: the last one plus one). */
  sequence: number | 'next';
  /** The viewer's country (address, else the guest row); null when unknown. */
  country: string | null;
  /** The language the simulated actor speaks to the guest. */
  language: string;
}

export const RUNNING_GUEST_INDEX = 'live_chat_sessions_running_guest_key';
const WRONG_SEQUENCE = 'livechat: wrong sequence';
const NO_MONEY = 'livechat: insufficient balance';

const refuse = (error: ChatStartError, exitCode: number | null = null): ChatStartResponse => ({ success: false, error, exitCode });

async function lastSequence(db: Executor, guestId: number): Promise<number> {
  const [row] = await db.select({ last: liveChatGuests.lastSequence }).from(liveChatGuests).where(eq(liveChatGuests.guestId, guestId)).limit(1);
  return row?.last ?? 0;
}

/** Takes the sequence if it is higher than the last one taken; false when it is not (in the caller's transaction). */
async function claimSequence(tx: Executor, guestId: number, sequence: number): Promise<boolean> {
  const claimed = await tx
    .insert(liveChatGuests)
    .values({ guestId, lastSequence: sequence })
    .onConflictDoUpdate({
      target: liveChatGuests.guestId,
      set: { lastSequence: sql`excluded.last_sequence` },
      setWhere: sql`${liveChatGuests.lastSequence} < excluded.last_sequence`,
    })
    .returning({ guestId: liveChatGuests.guestId });
  return claimed.length > 0;
}

/** When the ticket show the guest holds a ticket for ends; null when the guest holds none for the actor. */
export async function ticketShowEnd(db: Executor, guestId: number, actorId: number, now: Date): Promise<Date | null> {
  const [show] = await db
    .select({ endsAt: chatShows.endsAt })
    .from(chatTickets)
    .innerJoin(chatShows, eq(chatShows.id, chatTickets.showId))
    .where(and(eq(chatTickets.guestId, guestId), eq(chatShows.actorId, actorId), gt(chatShows.endsAt, now)))
    .orderBy(desc(chatShows.endsAt))
    .limit(1);
  return show?.endsAt ?? null;
}

interface Plan {
  actor: ActorRow;
  price: number;
  freeUntil: Date | null;
  sequence: number;
}

/** The checks before the transaction, in the documented order; a refusal or what the session will be. */
async function plan(deps: Deps, input: StartInput, now: Date): Promise<ChatStartResponse | Plan> {
  const db = deps.database.db;
  const [actor] = await db.select().from(actors).where(eq(actors.id, input.actorId)).limit(1);
  if (!actor || !actor.isOnline) return refuse('actor_offline', CHAT_EXIT.startOffline);

  const showEnd = actor.ticketShowRunning ? await ticketShowEnd(db, input.guestId, actor.id, now) : null;
  const wantsFree = input.kind === 'freeChat';
  const freeSeconds = wantsFree ? await freeChatSecondsLeft(db, actor, input.guestId, now) : 0;
  const refusal = offerRefusal(input.kind, actor, {
    country: input.country,
    hasTicket: showEnd !== null,
    conversionChat: wantsFree && actor.conversionChatAvailable && (await conversionChatState(db, input.guestId, now)).eligible,
    freeChatSeconds: freeSeconds,
  });
  if (refusal) return refuse(refusal.error, refusal.exitCode);

  if (!(await deps.hub.isConnected(input.guestId))) return refuse('Guest offline');

  const last = await lastSequence(db, input.guestId);
  const sequence = input.sequence === 'next' ? last + 1 : input.sequence;
  if (sequence <= last) return refuse('Wrong sequence number');

  if (await runningSessionOf(db, input.guestId)) return refuse('Already in progress');

  const price = pricePerMinute(input.kind, actor);
  if (PAID_KINDS.has(input.kind)) {
    const { balance } = await walletOf(db, input.guestId);
    if (balance < requiredBalance(price)) return refuse('insufficient_balance', CHAT_EXIT.noMoney);
  }
  let freeUntil: Date | null = null;
  if (input.kind === 'freeChat') freeUntil = new Date(now.getTime() + freeSeconds * 1000);
  if (input.kind === 'ticketShow') freeUntil = showEnd;
  return { actor, price: PAID_KINDS.has(input.kind) ? price : 0, freeUntil, sequence };
}

/** Inserts the session, takes the sequence and pays minute 1, all or nothing. */
async function create(deps: Deps, input: StartInput, planned: Plan, now: Date): Promise<{ row: LiveChatSessionRow; balance: number | null; covered: boolean }> {
  const chatId = randomUUID();
  const paid = planned.price > 0;
  return deps.database.db.transaction(async (tx) => {
    await tx.insert(liveChatSessions).values({
      id: chatId,
      guestId: input.guestId,
      actorId: planned.actor.id,
      kind: input.kind,
      sequence: planned.sequence,
      pricePerMinute: planned.price,
      startedAt: now,
      paidUntil: paid ? new Date(now.getTime() + deps.config.LIVECHAT_MINUTE_MS) : null,
      freeUntil: planned.freeUntil,
      servedUntil: now,
      guestSeenAt: now,
      // A voyeur watches; the spec's channels may let voyeurs write, live sessions here do not.
      canWrite: input.kind !== 'voyeur',
      language: input.language.slice(0, 2),
    });
    if (!(await claimSequence(tx, input.guestId, planned.sequence))) throw new Error(WRONG_SEQUENCE);
    let balance: number | null = null;
    let covered = false;
    if (paid) {
      const paidMinute = await payMinute(tx, { guestId: input.guestId, actorId: planned.actor.id, kind: input.kind, chatId, minute: 1, price: planned.price, now });
      if (!paidMinute.ok) throw new Error(NO_MONEY);
      balance = paidMinute.balance;
      covered = paidMinute.covered;
    }
    const [row] = await tx
      .update(liveChatSessions)
      .set({ minutesBilled: paid ? 1 : 0, minuteCoins: covered ? 0 : planned.price })
      .where(eq(liveChatSessions.id, chatId))
      .returning();
    return { row: row!, balance, covered };
  });
}

/** Runs the start: a refusal, or the new session (minute 1 paid, the guest told, the actor about to greet). */
export async function startChat(deps: Deps, input: StartInput, now = new Date()): Promise<ChatStartResponse> {
  const planned = await plan(deps, input, now);
  if ('success' in planned) return planned;
  let created: { row: LiveChatSessionRow; balance: number | null; covered: boolean };
  try {
    created = await create(deps, input, planned, now);
  } catch (error) {
    // The checks above passed, yet a concurrent start or purchase of the same guest committed first.
    if (isUniqueViolation(error) && violatedConstraint(error) === RUNNING_GUEST_INDEX) return refuse('Already in progress');
    if (error instanceof Error && error.message === WRONG_SEQUENCE) return refuse('Wrong sequence number');
    if (error instanceof Error && error.message === NO_MONEY) return refuse('insufficient_balance', CHAT_EXIT.noMoney);
    throw error;
  }
  const { row, balance } = created;
  const db = deps.database.db;
  if (created.covered) await pushVouchers(db, deps.hub, input.guestId, now);
  const wallet = await walletOf(db, input.guestId);
  if (balance !== null) pushBalance(deps.hub, { guestId: input.guestId, balance, isPayingCustomer: wallet.isPayingCustomer, language: wallet.language });
  const session = await sessionView(deps, row, balance ?? wallet.balance);
  deps.hub.toGuest(input.guestId, { type: 'liveChatState', session });
  const started = await storeMessage(db, systemMessage(row.id, 'chat_start', 'chat_start'));
  if (started) pushMessage(deps.hub, input.guestId, started);
  if (row.kind === 'voicecall') deps.hub.toGuest(input.guestId, { type: 'voicecallStart', actorId: row.actorId });
  scheduleActorReply(deps, row, { kind: 'greeting' }, row.language);
  return { success: true, data: session };
}
