import { and, asc, eq, gte, isNotNull, isNull, lte, notInArray, sql } from 'drizzle-orm';
import { CHAT_EXIT, type ChatKind } from '@vx/shared/protocol';
import type { AppDeps } from '../types';
import { pushBalance } from '../wallet/notify';
import { pushVouchers } from '../rewards/vouchers';
import { payMinute } from './pay-minute';
import { runtimeOf } from './runtime';
import { liveChatSessions, type LiveChatSessionRow } from './schema';
import { announceEnd, markEnded, pushState, walletOf } from './sessions';
import { nextTurn } from './snapshot';

/**
 * Billing the next minute of running paid sessions. A session is claimed with FOR UPDATE SKIP
 * LOCKED inside the transaction that bills it, so two nodes never bill the same session at once,
 * and the wallet key `livechat:<chatId>:minute:<n>` makes a repeated attempt a replay, never a
 * second charge. A minute is billed only while the guest is there (seen within `presentMs`): time
 * nobody watched is not sold (the heartbeat moves paid_until when the guest comes back).
 */

type Deps = Pick<AppDeps, 'config' | 'database' | 'hub' | 'secrets'>;

export type BillingOutcome =
  | { kind: 'billed'; row: LiveChatSessionRow; balance: number; dueAt: Date; covered: boolean }
  | { kind: 'ended'; row: LiveChatSessionRow }
  /** The guest's socket is gone right now: not billed; the grace decides (or he comes back first). */
  | { kind: 'absent'; id: string };

/**
 * Claims one due session and bills its next minute (or ends it with 501); null when none is due.
 * `skip`: sessions found absent earlier in this tick.
 */
export async function billOne(deps: Deps, now: Date, presentMs: number, skip: readonly string[] = []): Promise<BillingOutcome | null> {
  const minuteMs = deps.config.LIVECHAT_MINUTE_MS;
  return deps.database.db.transaction(async (tx) => {
    const [due] = await tx
      .select()
      .from(liveChatSessions)
      .where(
        and(
          eq(liveChatSessions.state, 'running'),
          isNotNull(liveChatSessions.paidUntil),
          lte(liveChatSessions.paidUntil, now),
          // Seen lately by some node, not found away at an earlier due time, not waiting for him after
          // a restart: when he is back, the heartbeat first moves paid_until past the time he was away.
          gte(liveChatSessions.guestSeenAt, new Date(now.getTime() - presentMs)),
          eq(liveChatSessions.awaitingReconnect, false),
          isNull(liveChatSessions.absentSince),
          skip.length > 0 ? notInArray(liveChatSessions.id, [...skip]) : undefined,
        ),
      )
      .orderBy(asc(liveChatSessions.paidUntil))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due || !due.paidUntil) return null;
    // The stamp may be up to a heartbeat old: ask the hub whether a socket of the guest is there now.
    if (!(await deps.hub.isConnected(due.guestId))) {
      // Remembered for the heartbeat: when he is back, his next minute starts then, not at this due time.
      if (!due.absentSince) await tx.update(liveChatSessions).set({ absentSince: now }).where(eq(liveChatSessions.id, due.id));
      return { kind: 'absent' as const, id: due.id };
    }
    const minute = due.minutesBilled + 1;
    const paid = await payMinute(tx, {
      guestId: due.guestId,
      actorId: due.actorId,
      kind: due.kind as ChatKind,
      chatId: due.id,
      minute,
      price: due.pricePerMinute,
      now,
    });
    if (!paid.ok) {
      const ended = await markEnded(tx, due.id, CHAT_EXIT.noMoney, now);
      return ended ? { kind: 'ended' as const, row: ended } : null;
    }
    const [row] = await tx
      .update(liveChatSessions)
      .set({
        minutesBilled: minute,
        // A minute a voucher paid brought no coins.
        minuteCoins: sql`${liveChatSessions.minuteCoins} + ${paid.covered ? 0 : due.pricePerMinute}`,
        paidUntil: new Date(due.paidUntil.getTime() + minuteMs),
        servedUntil: now,
      })
      .where(eq(liveChatSessions.id, due.id))
      .returning();
    return { kind: 'billed' as const, row: row!, balance: paid.balance, dueAt: due.paidUntil, covered: paid.covered };
  });
}

/** After the commit: the balance and the session's new state (minutesLeft, a new stream grant), or the end. */
export async function announceBilling(deps: Deps, outcome: Exclude<BillingOutcome, { kind: 'absent' }>, now: Date): Promise<void> {
  if (outcome.kind === 'ended') {
    await announceEnd(deps, outcome.row);
    return;
  }
  runtimeOf(deps).billingLag.record(now.getTime() - outcome.dueAt.getTime());
  const wallet = await walletOf(deps.database.db, outcome.row.guestId);
  pushBalance(deps.hub, { guestId: outcome.row.guestId, balance: outcome.balance, isPayingCustomer: wallet.isPayingCustomer, language: wallet.language });
  if (outcome.covered) await pushVouchers(deps.database.db, deps.hub, outcome.row.guestId, now);
  await pushState(deps, outcome.row, outcome.balance);
}

/**
 * Bills every due session (up to `limit` in one call, so one tick never runs unbounded). Answers
 * the new paid-until time (ms) of each session billed.
 */
export async function billDue(deps: Deps, now: Date, presentMs: number, limit = 200): Promise<Map<string, number>> {
  const billed = new Map<string, number>();
  const absent: string[] = [];
  for (let round = 0; round < limit; round += 1) {
    const outcome = await billOne(deps, now, presentMs, absent);
    if (!outcome) break;
    if (outcome.kind === 'absent') {
      absent.push(outcome.id);
      continue;
    }
    await announceBilling(deps, outcome, now);
    if (outcome.kind === 'billed' && outcome.row.paidUntil) billed.set(outcome.row.id, outcome.row.paidUntil.getTime());
    // PGlite answers in this thread: let requests in between two sessions' bills.
    await nextTurn();
  }
  return billed;
}
