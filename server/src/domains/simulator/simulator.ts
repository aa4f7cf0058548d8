import { asc, gt } from 'drizzle-orm';
import type { Executor } from '../../db/helpers';
import type { Hub } from '../../realtime/hub';
import { onOnlineFlip } from '../actors/online-flips';
import { setActorOnline } from '../actors/online';
import { ONLINE_SHARE } from '../actors/profile';
import { actors } from '../actors/schema';
import { freeShowRound } from './free-shows';
import { startReplies } from './replies';
import { syncTicketShows } from './ticket-shows';

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
  /** How long an actor takes to answer a guest's messenger message (SIMULATOR_REPLY_DELAY_MS). */
  replyDelayMs?: number;
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

/** Resolves on the event loop's next turn, after pending I/O (setImmediate), not as a microtask. */
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

const RESYNC_ROUNDS = 100;
const ROSTER_PAGE = 500;

/**
 * Who is online, as the simulator knows it: read from the database once, then moved by every flip
 * this process announces (its own and the internal route's). A round then picks its actors from
 * memory. Counting and drawing in SQL scanned and sorted the whole catalogue each round, 30-60 ms
 * of the one thread PGlite and the requests share every few seconds: the actor search's p99 with the
 * simulator on (issue 9). Read afresh every RESYNC_ROUNDS rounds, for flips another process made.
 */
export class Roster {
  private readonly online = new Set<number>();
  private readonly offline = new Set<number>();

  /** Read in pages: one query of the whole catalogue would hold the thread for ~80 ms at 10,000 actors. */
  static async read(db: Executor): Promise<Roster> {
    const roster = new Roster();
    for (let after = 0; ; ) {
      const rows = await db
        .select({ id: actors.id, isOnline: actors.isOnline })
        .from(actors)
        .where(gt(actors.id, after))
        .orderBy(asc(actors.id))
        .limit(ROSTER_PAGE);
      for (const row of rows) roster.move(row.id, row.isOnline);
      if (rows.length < ROSTER_PAGE) return roster;
      after = rows[rows.length - 1]!.id;
      await nextTurn();
    }
  }

  move(actorId: number, online: boolean): void {
    (online ? this.offline : this.online).delete(actorId);
    (online ? this.online : this.offline).add(actorId);
  }

  get onlineCount(): number {
    return this.online.size;
  }

  get total(): number {
    return this.online.size + this.offline.size;
  }

  /** Up to `limit` distinct actors of one state, drawn by `roll`. */
  draw(online: boolean, limit: number, roll: () => number): number[] {
    const pool = [...(online ? this.online : this.offline)];
    const drawn: number[] = [];
    for (let i = 0; i < Math.min(limit, pool.length); i += 1) {
      // A partial Fisher-Yates shuffle: the first `limit` places get distinct actors.
      const j = i + Math.floor(roll() * (pool.length - i));
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      drawn.push(pool[i]!);
    }
    return drawn;
  }
}

/** One round: a few actors log off, a few log on, each announced on the socket. */
export async function simulateRound(db: Executor, hub: Pick<Hub, 'broadcast' | 'toGuest'>, roster: Roster, targetShare: number, roll: () => number): Promise<void> {
  if (roster.total === 0) return;
  const { down, up } = planRound(roster.onlineCount, roster.total, targetShare, roll);
  const flips = [...roster.draw(true, down, roll).map((id) => ({ id, online: false })), ...roster.draw(false, up, roll).map((id) => ({ id, online: true }))];
  for (const { id, online } of flips) {
    // PGlite answers in the same thread without I/O, so a round's statements would chain as one
    // block of microtasks (30-60 ms at 10,000 actors) that no request could pass: the actor search's
    // p99 with the simulator on (issue 9). Each flip waits for the event loop's next turn instead.
    await nextTurn();
    // A stale pick (another process flipped her) changes nothing; the roster learns her state either way.
    await setActorOnline(db, hub, id, online);
    roster.move(id, online);
  }
}

/** setTimeout that never keeps the process alive just for the simulator. */
function unrefTimer(run: () => void, ms: number): () => void {
  const timer = setTimeout(run, ms);
  timer.unref();
  return () => clearTimeout(timer);
}

/**
 * The activity simulator: every 2–4 seconds flips a few actors online or offline so the cams pages
 * and the socket show a living site; now and then an online actor starts or stops a free show, and
 * actors answer the guests' messenger messages after `replyDelayMs`. Returns the stop function, which waits for a round in flight
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
  let roster: Roster | null = null;
  let rounds = 0;
  // The roster follows every flip of this process, whoever made it.
  const unfollow = onOnlineFlip(db, (flip) => {
    if (flip.changed) roster?.move(flip.actorId, flip.online);
  });
  let showsSyncedAt = new Date();
  const round = async () => {
    if (!roster || rounds % RESYNC_ROUNDS === 0) roster = await Roster.read(db);
    rounds += 1;
    await simulateRound(db, hub, roster, targetShare, random);
    // Shows start and end on schedule; the live chat ends non-holders' sessions at a start (908).
    const now = new Date();
    await nextTurn();
    await syncTicketShows(db, showsSyncedAt, now);
    showsSyncedAt = now;
    await nextTurn();
    await freeShowRound(db, hub, roster.draw(true, 1, random)[0], random);
  };
  const tick = () => {
    inFlight = round()
      .catch((error: unknown) => options.log?.warn({ err: error }, 'simulator round failed'))
      .finally(() => {
        inFlight = null;
        schedule();
      });
  };

  schedule();
  const stopReplies = startReplies(db, hub, { delayMs: options.replyDelayMs ?? 4_000, random, setTimer, pictureChance: 0.2, log: options.log });
  return async () => {
    stopped = true;
    cancel?.();
    unfollow();
    await Promise.all([inFlight, stopReplies()]);
  };
}
