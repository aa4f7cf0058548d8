import { CHAT_EXIT } from '@vx/shared/protocol';
import type { AppDeps } from '../types';
import { endSession } from './sessions';
import { nextTurn, runningSessions, type RunningSession } from './snapshot';
import { ticketShowEnd } from './start';

/**
 * Ends that no request asks for: the free time is up, the guest did not come back, the actor went
 * offline or started a ticket show. Decided from the snapshot of running sessions, so whichever node
 * sweeps first ends the session (endSession's conditional update lets one win) and a change made on
 * another node (an actor flipped there) is seen here too.
 */

type Deps = Pick<AppDeps, 'config' | 'database' | 'hub' | 'secrets'>;

/** The exit code a running session must end with now, or null: the rules in the order they win. */
async function endCode(deps: Deps, row: RunningSession, now: Date, graceMs: number, seenNow: boolean): Promise<number | null> {
  if (!row.actorOnline) return CHAT_EXIT.hostExit;
  if (row.kind === 'ticketShow' && !row.showRunning) return CHAT_EXIT.hostExit;
  // A ticket show started: everyone without a ticket leaves; holders keep their session.
  if (row.kind !== 'ticketShow' && row.showRunning && (await ticketShowEnd(deps.database.db, row.guestId, row.actorId, now)) === null) {
    return CHAT_EXIT.liveShowStarted;
  }
  if (row.freeUntil && row.freeUntil.getTime() <= now.getTime()) return row.kind === 'freeChat' ? CHAT_EXIT.textTime : CHAT_EXIT.timeLimit;
  if (!seenNow && row.guestSeenAt.getTime() < now.getTime() - graceMs) return row.awaitingReconnect ? CHAT_EXIT.serverTimeout : CHAT_EXIT.disconnect;
  return null;
}

/** Ends what the snapshot says must end; `seen`: sessions whose guest this tick's heartbeat just saw (the snapshot's stamp is older). */
export async function sweep(deps: Deps, running: readonly RunningSession[], now: Date, graceMs: number, seen: ReadonlySet<string> = new Set()): Promise<void> {
  for (const row of running) {
    const code = await endCode(deps, row, now, graceMs, seen.has(row.id));
    if (code === null) continue;
    await endSession(deps, row.id, code, now);
    await nextTurn();
  }
}

/** One actor's sessions against her state now (her flip on this node, an internal route); the grace is the ticker's to judge. */
export async function sweepActor(deps: Deps, actorId: number, now: Date): Promise<void> {
  const running = (await runningSessions(deps.database.db)).filter((row) => row.actorId === actorId);
  await sweep(deps, running, now, Number.POSITIVE_INFINITY);
}
