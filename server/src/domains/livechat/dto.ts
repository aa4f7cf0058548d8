import type { ChatKind, ChatReceipt, ChatSession } from '@vx/shared/protocol';
import type { Secrets } from '../../secrets';
import type { LiveChatSessionRow } from './schema';
import { streamUrlFor } from './stream';

/** The mapping from session rows to what the REST answers and socket events carry. */

/** A paid stream grant outlives its minute by this much at most: enough for the next minute's billing to land. */
const GRANT_SLACK_MS = 15_000;

export interface SessionView {
  row: LiveChatSessionRow;
  actorName: string;
  /** The guest's balance now: how many more minutes it pays for. */
  balance: number;
  minuteMs: number;
  secrets: Pick<Secrets, 'visitorToken'>;
}

/** Until when the stream may play: the paid time (plus a little for the next billing), the free time, or the end. */
export function grantExpiry(row: LiveChatSessionRow, minuteMs: number): number {
  if (row.state === 'ended') return (row.endedAt ?? row.startedAt).getTime();
  if (row.paidUntil) return row.paidUntil.getTime() + Math.min(minuteMs, GRANT_SLACK_MS);
  if (row.freeUntil) return row.freeUntil.getTime() + 5_000;
  return row.startedAt.getTime() + minuteMs;
}

export function toChatSession({ row, actorName, balance, minuteMs, secrets }: SessionView): ChatSession {
  const paid = row.pricePerMinute > 0;
  return {
    chatId: row.id,
    actorId: row.actorId,
    actorName,
    kind: row.kind as ChatKind,
    state: row.state === 'running' ? 'running' : 'ended',
    startedAt: row.startedAt.toISOString(),
    pricePerMinute: row.pricePerMinute,
    minutesBilled: row.minutesBilled,
    coinsSpent: row.minuteCoins + row.extras,
    paidUntil: row.paidUntil ? row.paidUntil.toISOString() : null,
    minutesLeft: paid && row.state === 'running' ? Math.floor(balance / row.pricePerMinute) : null,
    freeUntil: row.freeUntil ? row.freeUntil.toISOString() : null,
    streamUrl: streamUrlFor(secrets, row.actorId, `chat:${row.id}`, grantExpiry(row, minuteMs)),
    canWrite: row.canWrite,
    exitCode: row.exitCode ?? null,
    endedAt: row.endedAt ? row.endedAt.toISOString() : null,
  };
}

/** Served seconds: from the start to the end (or now), without the time nobody served (servers down, guest away). */
export function servedSeconds(row: Pick<LiveChatSessionRow, 'startedAt' | 'endedAt' | 'downtimeMs'>, now = Date.now()): number {
  const end = row.endedAt ? row.endedAt.getTime() : now;
  return Math.max(0, Math.floor((end - row.startedAt.getTime() - row.downtimeMs) / 1000));
}

/** The receipt of an ended session (chatEnd, history, the end call's answer). */
export function toReceipt(row: LiveChatSessionRow, actorName: string): ChatReceipt {
  const endedAt = row.endedAt ?? row.startedAt;
  return {
    chatId: row.id,
    price: row.minuteCoins + row.extras,
    actorId: row.actorId,
    actorName,
    isVoyeur: row.kind === 'voyeur',
    isToyControl: row.kind === 'toyControl',
    kind: row.kind as ChatKind,
    exitCode: row.exitCode ?? 0,
    durationSeconds: servedSeconds({ ...row, endedAt }),
    pricePerMinute: row.pricePerMinute,
    minutesBilled: row.minutesBilled,
    extras: row.extras,
    startedAt: row.startedAt.toISOString(),
    endedAt: endedAt.toISOString(),
  };
}
