import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../types';
import { liveChatSessions } from './schema';
import { pushState } from './sessions';
import type { RunningSession } from './snapshot';

/**
 * Who is still there, kept in the session rows so that every node and a restarted one see the same:
 * each node stamps `served_until` on every running session (the servers ran it) and `guest_seen_at`
 * on those whose guest has a socket on this node. A gap in `served_until` is downtime; a
 * `guest_seen_at` older than the grace ends the session.
 */

type Deps = Pick<AppDeps, 'config' | 'database' | 'hub' | 'secrets'>;

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;
const msBetween = (later: ReturnType<typeof at>, earlier: unknown) => sql`(extract(epoch from (${later} - ${earlier})) * 1000)::bigint`;

/**
 * Sessions no node has run for `staleMs` (every server was down, or stalled): the time since
 * `served_until` was neither served nor, from now on, billed. Paid time and free time move by it,
 * and the guest gets the grace from now to come back (ending with 990 if he does not).
 */
export async function resumeStale(deps: Deps, now: Date, staleMs: number): Promise<string[]> {
  const nowSql = at(now);
  const resumed = await deps.database.db
    .update(liveChatSessions)
    .set({
      paidUntil: sql`${liveChatSessions.paidUntil} + (${nowSql} - ${liveChatSessions.servedUntil})`,
      // A ticket show ends when the show ends, downtime or not; free chat time was not used.
      freeUntil: sql`CASE WHEN ${liveChatSessions.kind} = 'freeChat' THEN ${liveChatSessions.freeUntil} + (${nowSql} - ${liveChatSessions.servedUntil}) ELSE ${liveChatSessions.freeUntil} END`,
      downtimeMs: sql`${liveChatSessions.downtimeMs} + ${msBetween(nowSql, liveChatSessions.servedUntil)}`,
      guestSeenAt: now,
      awaitingReconnect: true,
      servedUntil: now,
    })
    .where(and(eq(liveChatSessions.state, 'running'), lt(liveChatSessions.servedUntil, new Date(now.getTime() - staleMs))))
    .returning({ id: liveChatSessions.id });
  return resumed.map((row) => row.id);
}

/**
 * This node's stamp on the running sessions of the snapshot. A guest seen again after an absence (a
 * minute fell due while he was away, he was not stamped for `presentMs`, or not yet back after a
 * restart) whose paid time ran out meanwhile gets the unpaid gap as downtime and his next minute
 * starts now; he is told his session's state. Returns the sessions whose guest this node saw now.
 */
export async function heartbeat(deps: Deps, now: Date, presentMs: number, running: readonly RunningSession[]): Promise<Set<string>> {
  const seen = new Set<string>();
  if (running.length === 0) return seen;
  const db = deps.database.db;
  await db.update(liveChatSessions).set({ servedUntil: now }).where(eq(liveChatSessions.state, 'running'));
  const here = running.filter((row) => deps.hub.isLocal(row.guestId));
  if (here.length === 0) return seen;
  await db
    .update(liveChatSessions)
    .set({ guestSeenAt: now, awaitingReconnect: false, absentSince: null })
    .where(and(eq(liveChatSessions.state, 'running'), inArray(liveChatSessions.id, here.map((row) => row.id))));
  for (const row of here) {
    seen.add(row.id);
    const away = row.awaitingReconnect || row.absentSince !== null || row.guestSeenAt.getTime() < now.getTime() - presentMs;
    if (!away) continue;
    const nowSql = at(now);
    const [moved] = await db
      .update(liveChatSessions)
      .set({ downtimeMs: sql`${liveChatSessions.downtimeMs} + ${msBetween(nowSql, liveChatSessions.paidUntil)}`, paidUntil: now })
      .where(and(eq(liveChatSessions.id, row.id), eq(liveChatSessions.state, 'running'), lt(liveChatSessions.paidUntil, now)))
      .returning();
    const [current] = moved ? [moved] : await db.select().from(liveChatSessions).where(eq(liveChatSessions.id, row.id)).limit(1);
    if (current?.state === 'running') await pushState(deps, current);
  }
  return seen;
}
