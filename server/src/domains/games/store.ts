import { and, desc, eq, sql } from 'drizzle-orm';
import type { Language } from '@vx/shared/constants';
import type { Executor } from '../../db/helpers';
import { canClaimRewards } from '../special/events';
import { specialEvents } from '../special/schema';
import { dayConfigOf, gameOf, type Game } from './config';
import { gameDays, gamePlays, gameRewardClaims } from './schema';
import { berlinDate, type GameRewardHistoryEntry } from '@vx/shared/events';

const columns = {
  id: specialEvents.id,
  type: specialEvents.type,
  slug: specialEvents.slug,
  name: specialEvents.name,
  startAt: specialEvents.startAt,
  endAt: specialEvents.endAt,
  rewardClaimEnd: specialEvents.rewardClaimEnd,
  config: specialEvents.config,
};

/** The game with this id, or null when there is none (or the event is not a game). */
export async function findGame(db: Executor, id: number): Promise<Game | null> {
  const rows = await db.select(columns).from(specialEvents).where(eq(specialEvents.id, id)).limit(1);
  return rows[0] ? gameOf(rows[0]) : null;
}

export async function findGameBySlug(db: Executor, slug: string): Promise<Game | null> {
  const rows = await db.select(columns).from(specialEvents).where(eq(specialEvents.slug, slug)).limit(1);
  return rows[0] ? gameOf(rows[0]) : null;
}

/** The newest game of a type (spit-or-swallow's config call names no id). */
export async function latestGameOfType(db: Executor, type: string): Promise<Game | null> {
  const rows = await db.select(columns).from(specialEvents).where(eq(specialEvents.type, type)).orderBy(desc(specialEvents.startAt)).limit(1);
  return rows[0] ? gameOf(rows[0]) : null;
}

/** The guest's points in a game: the sum of his finished attempts. */
export async function pointsOf(db: Executor, eventId: number, guestId: number): Promise<number> {
  const [row] = await db
    .select({ points: sql<number>`coalesce(sum(${gamePlays.points}), 0)::int` })
    .from(gamePlays)
    .where(and(eq(gamePlays.eventId, eventId), eq(gamePlays.guestId, guestId)));
  return row?.points ?? 0;
}

export interface GuestGameState {
  points: number;
  usedToday: number;
  dailyAttempts: number;
  history: GameRewardHistoryEntry[];
  /** The newest claimed option's code. */
  lastClaimed: string | null;
}

/** The guest's points (every finished attempt), today's attempts and each reward's state. */
export async function guestState(db: Executor, game: Game, guestId: number, language: Language, now: Date): Promise<GuestGameState> {
  const day = berlinDate(now);
  const [points, dayRows, claims] = await Promise.all([
    pointsOf(db, game.id, guestId),
    db
      .select({ used: gameDays.used })
      .from(gameDays)
      .where(and(eq(gameDays.eventId, game.id), eq(gameDays.guestId, guestId), eq(gameDays.day, day))),
    db
      .select({ optionCode: gameRewardClaims.optionCode })
      .from(gameRewardClaims)
      .where(and(eq(gameRewardClaims.eventId, game.id), eq(gameRewardClaims.guestId, guestId)))
      .orderBy(desc(gameRewardClaims.id)),
  ]);
  const claimed = new Set(claims.map((claim) => claim.optionCode));
  // A reward the server would refuse (claim window closed) is not offered.
  const open = canClaimRewards(game, now);
  const history = game.settings.rewards.map((option) => ({
    optionCode: option.optionCode,
    canRedeem: open && points >= option.points && !claimed.has(option.optionCode),
    claimed: claimed.has(option.optionCode),
    points: option.points,
    coins: option.coins,
    name: option.name[language],
  }));
  return { points, usedToday: dayRows[0]?.used ?? 0, dailyAttempts: dayConfigOf(game, day).dailyAttempts, history, lastClaimed: claims[0]?.optionCode ?? null };
}
