import { inArray, lt, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { AppDeps } from '../types';
import { billDue } from './billing';
import { heartbeat, resumeStale } from './presence';
import { liveChatSessions, livePreviews } from './schema';
import { pushState } from './sessions';
import { nextTurn, runningSessions } from './snapshot';
import { sweep } from './sweeps';

/**
 * The server is the clock of every session. About once a second the ticker reads the running
 * sessions (one query; nothing more when there are none) and resumes what no node ran, stamps
 * presence, ends what must end and bills what is due; between those, every tick bills a minute that
 * falls due. The times of a tick all come from one `now`, which a test passes to `runTick` to move
 * the clock by hand (LIVECHAT_TICK_MS=0).
 */

type Deps = Pick<AppDeps, 'config' | 'database' | 'hub' | 'secrets'>;

/** The snapshot, the heartbeat and the ends run this often; billing whenever a minute is due. */
export const SLOW_WORK_MS = 1_000;

export interface TickTimings {
  /** A guest stamped this recently is there: his minutes are billed. */
  presentMs: number;
  /** No stamp for this long: the servers were down (or stalled), the time is not served. */
  staleMs: number;
  graceMs: number;
}

export function tickTimings(config: Pick<Config, 'LIVECHAT_GRACE_MS'>): TickTimings {
  return { presentMs: 3 * SLOW_WORK_MS, staleMs: 5 * SLOW_WORK_MS, graceMs: config.LIVECHAT_GRACE_MS };
}

/** When each running paid session's next minute falls due (ms), as the last tick saw it. */
export type DueTimes = Map<string, number>;

/** Everything a tick can do, in order: resume after downtime, presence, ends, billing. */
export async function runTick(deps: Deps, now = new Date()): Promise<DueTimes> {
  const timings = tickTimings(deps.config);
  const db = deps.database.db;
  let running = await runningSessions(db);
  if (running.length === 0) return new Map();
  if (running.some((row) => row.servedUntil.getTime() < now.getTime() - timings.staleMs)) {
    const resumed = await resumeStale(deps, now, timings.staleMs);
    if (resumed.length > 0) {
      for (const row of await db.select().from(liveChatSessions).where(inArray(liveChatSessions.id, resumed))) await pushState(deps, row);
    }
    running = await runningSessions(db);
  }
  await nextTurn();
  const seen = await heartbeat(deps, now, timings.presentMs, running);
  await nextTurn();
  // Ends first: a session ending now (actor gone, grace over) gets no further minute.
  await sweep(deps, running, now, timings.graceMs, seen);
  const due: DueTimes = new Map();
  for (const row of running) if (row.paidUntil) due.set(row.id, row.paidUntil.getTime());
  if ([...due.values()].some((at) => at <= now.getTime())) {
    for (const [id, paidUntil] of await billDue(deps, now, timings.presentMs)) due.set(id, paidUntil);
  }
  return due;
}

/** Between snapshots: bills what has fallen due since (nothing, not even a query, when nothing has). */
export async function runBilling(deps: Deps, now: Date, due: DueTimes): Promise<void> {
  if (![...due.values()].some((at) => at <= now.getTime())) return;
  for (const [id, paidUntil] of await billDue(deps, now, tickTimings(deps.config).presentMs)) due.set(id, paidUntil);
}

/** Yesterday's preview clocks are of no use any more. */
export async function dropOldPreviews(deps: Deps): Promise<void> {
  await deps.database.db.delete(livePreviews).where(lt(livePreviews.day, sql`(current_date - 1)`));
}

export interface Ticker {
  stop(): Promise<void>;
}

/**
 * Runs ticks every LIVECHAT_TICK_MS, one at a time (a slow tick delays the next, never overlaps
 * it); stop waits for the tick in flight, so nothing touches the database after shutdown.
 */
export function startTicker(deps: Deps, log: { error(obj: unknown, msg?: string): void }): Ticker {
  const every = deps.config.LIVECHAT_TICK_MS;
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<void> | null = null;
  let stopped = false;
  let lastSlow = 0;
  let lastCleanup = 0;
  let due: DueTimes = new Map();

  const tick = async () => {
    const now = new Date();
    if (now.getTime() - lastSlow >= SLOW_WORK_MS) {
      lastSlow = now.getTime();
      due = await runTick(deps, now);
    } else {
      await runBilling(deps, now, due);
    }
    if (now.getTime() - lastCleanup >= 3_600_000) {
      lastCleanup = now.getTime();
      await dropOldPreviews(deps);
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      inFlight = tick()
        .catch((error: unknown) => log.error({ err: error }, 'live chat tick failed'))
        .finally(() => {
          inFlight = null;
          schedule();
        });
    }, every);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await inFlight;
    },
  };
}
