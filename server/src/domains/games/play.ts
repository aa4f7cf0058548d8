import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/helpers';
import { signGrant, verifyGrant } from '../../media/grant-token';
import { isRunning } from '../special/events';
import { categoryOf, dayConfigOf, type Game } from './config';
import { drawLuck, makeTargets, type RandomInt } from './outcomes';
import { checkHits, REPORT_GRACE_MS, roundPoints, type Hit, type HitRefusal } from './round';
import { gameDays, gamePlays } from './schema';
import { pointsOf } from './store';
import { berlinDate, type GameAttempt, type GameTarget } from '@vx/shared/events';

export type AttemptRefusal = 'not_running' | 'no_attempts_left';
export type ReportRefusal = 'invalid_token' | 'already_reported' | HitRefusal;

/**
 * Uses one of today's attempts. One conditional upsert takes the attempt only while `used` is
 * below the day's attempts (the row lock serializes a guest's parallel attempts), then the server
 * decides: a luck game's outcome is drawn and scored at once, a skill game gets a round (targets
 * and a signed token) to be reported with `reportRound`.
 */
export async function useAttempt(
  db: Executor,
  { secret, random }: { secret: string; random: RandomInt },
  game: Game,
  guestId: number,
  now: Date,
): Promise<{ ok: true; attempt: GameAttempt } | { ok: false; reason: AttemptRefusal }> {
  if (!isRunning(game, now)) return { ok: false, reason: 'not_running' };
  const day = berlinDate(now);
  const { dailyAttempts, pointsPerAttempt } = dayConfigOf(game, day);
  if (dailyAttempts < 1) return { ok: false, reason: 'no_attempts_left' };
  return db.transaction(async (tx) => {
    const taken = await tx
      .insert(gameDays)
      .values({ eventId: game.id, guestId, day, used: 1 })
      .onConflictDoUpdate({
        target: [gameDays.eventId, gameDays.guestId, gameDays.day],
        set: { used: sql`${gameDays.used} + 1` },
        setWhere: sql`${gameDays.used} < ${dailyAttempts}`,
      })
      .returning({ used: gameDays.used });
    if (taken.length === 0) return { ok: false as const, reason: 'no_attempts_left' as const };
    const attemptsLeftToday = dailyAttempts - taken[0].used;
    if (categoryOf(game) === 'luck') {
      const outcome = drawLuck(game.type, random);
      const points = pointsPerAttempt * outcome.multiplier;
      await tx.insert(gamePlays).values({ eventId: game.id, guestId, day, outcome: { ...outcome }, pointsPerAttempt, points, status: 'done', startedAt: now, finishedAt: now });
      const gamePoints = await pointsOf(tx, game.id, guestId);
      return { ok: true as const, attempt: { attemptsLeftToday, points, gamePoints, symbols: outcome.symbols, prize: outcome.prize, round: null } };
    }
    const durationMs = game.settings.roundMs;
    const targets = makeTargets(game.settings, random);
    const [play] = await tx
      .insert(gamePlays)
      .values({ eventId: game.id, guestId, day, outcome: { durationMs, targets }, pointsPerAttempt, status: 'open', startedAt: now })
      .returning({ id: gamePlays.id });
    const expiresAt = Math.ceil((now.getTime() + durationMs + REPORT_GRACE_MS) / 1000);
    const token = signGrant(secret, 'game', { id: play.id, expiresAt, subject: `${guestId}:${game.id}` });
    const gamePoints = await pointsOf(tx, game.id, guestId);
    return { ok: true as const, attempt: { attemptsLeftToday, points: 0, gamePoints, symbols: null, prize: null, round: { token, durationMs, targets } } };
  });
}

/**
 * Scores a skill round once: the token must be the server's for this guest, the hits plausible
 * against the issued targets and the time really passed. A refused report closes the round with no
 * points, so a forger cannot probe; a replay finds it closed.
 */
export async function reportRound(
  db: Executor,
  secret: string,
  guestId: number,
  token: string,
  hits: readonly Hit[],
  now: Date,
): Promise<{ ok: true; hits: number; points: number; gamePoints: number; eventId: number } | { ok: false; reason: ReportRefusal }> {
  const playId = Number(token.split('.')[0]);
  const grant = Number.isSafeInteger(playId) && playId > 0 ? verifyGrant(secret, 'game', token, playId, now.getTime()) : null;
  if (!grant || !grant.subject.startsWith(`${guestId}:`)) return { ok: false, reason: 'invalid_token' };
  const [play] = await db
    .select({ eventId: gamePlays.eventId, outcome: gamePlays.outcome, startedAt: gamePlays.startedAt, status: gamePlays.status, pointsPerAttempt: gamePlays.pointsPerAttempt })
    .from(gamePlays)
    .where(and(eq(gamePlays.id, playId), eq(gamePlays.guestId, guestId)));
  if (!play) return { ok: false, reason: 'invalid_token' };
  if (play.status !== 'open') return { ok: false, reason: 'already_reported' };
  const round = play.outcome as { durationMs: number; targets: GameTarget[] };
  const refusal = checkHits(round, hits, now.getTime() - play.startedAt.getTime());
  const points = refusal ? 0 : roundPoints(play.pointsPerAttempt, hits.length, round.targets.length);
  const closed = await db
    .update(gamePlays)
    .set({ status: 'done', points, finishedAt: now })
    .where(and(eq(gamePlays.id, playId), eq(gamePlays.status, 'open')))
    .returning({ id: gamePlays.id });
  if (closed.length === 0) return { ok: false, reason: 'already_reported' };
  if (refusal) return { ok: false, reason: refusal };
  return { ok: true, hits: hits.length, points, gamePoints: await pointsOf(db, play.eventId, guestId), eventId: play.eventId };
}
