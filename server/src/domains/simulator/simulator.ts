import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/helpers';
import type { Hub } from '../../realtime/hub';
import { setActorOnline } from '../actors/online';
import { ONLINE_SHARE } from '../actors/profile';
import { actors } from '../actors/schema';

export interface SimulatorOptions {
  /** Share of actors to keep online. */
  targetShare?: number;
  /** Pause between rounds, drawn between these bounds. */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** Draws the pauses and the flips; Math.random unless a test passes its own. */
  random?: () => number;
  /** Calls `run` after `ms` and returns its cancel; a test passes one it fires itself instead of waiting. */
  setTimer?: (run: () => void, ms: number) => () => void;
  log?: { warn(obj: unknown, msg?: string): void };
}

/** How many go offline and online this round: a few each way, leaning towards the target share. */
export function planRound(online: number, total: number, targetShare: number, roll: () => number): { down: number; up: number } {
  // Each way draws its own 1–3, so the online count wanders a little instead of standing still.
  const down = 1 + Math.floor(roll() * 3);
  const up = 1 + Math.floor(roll() * 3);
  const gap = Math.round(targetShare * total) - online;
  // Correct a tenth of the gap per round so the share drifts back smoothly, never in a jump.
  const correction = Math.max(-5, Math.min(5, Math.round(gap / 10)));
  return {
    down: Math.min(online, down + Math.max(0, -correction)),
    up: Math.min(total - online, up + Math.max(0, correction)),
  };
}

async function randomActorIds(db: Executor, online: boolean, limit: number): Promise<number[]> {
  if (limit <= 0) return [];
  const rows = await db
    .select({ id: actors.id })
    .from(actors)
    .where(eq(actors.isOnline, online))
    .orderBy(sql`random()`)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** One round: a few actors log off, a few log on, each announced on the socket. */
export async function simulateRound(db: Executor, hub: Pick<Hub, 'broadcast' | 'toGuest'>, targetShare: number, roll: () => number): Promise<void> {
  const [counts] = await db
    .select({
      online: sql<number>`count(*) FILTER (WHERE ${actors.isOnline})`.mapWith(Number),
      total: sql<number>`count(*)`.mapWith(Number),
    })
    .from(actors);
  if (!counts || counts.total === 0) return;
  const { down, up } = planRound(counts.online, counts.total, targetShare, roll);
  const [leaving, arriving] = await Promise.all([randomActorIds(db, true, down), randomActorIds(db, false, up)]);
  for (const id of leaving) await setActorOnline(db, hub, id, false);
  for (const id of arriving) await setActorOnline(db, hub, id, true);
}

/** setTimeout that never keeps the process alive just for the simulator. */
function unrefTimer(run: () => void, ms: number): () => void {
  const timer = setTimeout(run, ms);
  timer.unref();
  return () => clearTimeout(timer);
}

/**
 * The activity simulator: every 2–4 seconds flips a few actors online or offline so the cams pages
 * and the socket show a living site. Returns the stop function, which waits for a round in flight
 * so nothing touches the database after shutdown. Math.random is fine here: unlike the seed, this
 * is meant to differ from run to run.
 */
export function startSimulator(
  db: Executor,
  hub: Pick<Hub, 'broadcast' | 'toGuest'>,
  options: SimulatorOptions = {},
): () => Promise<void> {
  const targetShare = options.targetShare ?? ONLINE_SHARE;
  const minDelay = options.minDelayMs ?? 2_000;
  const maxDelay = options.maxDelayMs ?? 4_000;
  const random = options.random ?? Math.random;
  const setTimer = options.setTimer ?? unrefTimer;
  let cancel: (() => void) | null = null;
  let inFlight: Promise<void> | null = null;
  let stopped = false;

  const schedule = () => {
    if (stopped) return;
    cancel = setTimer(tick, minDelay + random() * (maxDelay - minDelay));
  };
  const tick = () => {
    inFlight = simulateRound(db, hub, targetShare, random)
      .catch((error: unknown) => options.log?.warn({ err: error }, 'simulator round failed'))
      .finally(() => {
        inFlight = null;
        schedule();
      });
  };

  schedule();
  return async () => {
    stopped = true;
    cancel?.();
    await inFlight;
  };
}
