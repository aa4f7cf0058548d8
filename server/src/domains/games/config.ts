import { z } from 'zod';
import type { Language } from '@vx/shared/constants';
import { GAME_TYPES, gameCategoryOf, type GameType } from '@vx/shared/events';

/** A special_events row's `config` for a game, as this domain reads it (the seed writes it). */
const names = z.object({ de: z.string(), en: z.string(), nl: z.string(), es: z.string() });
export const gameSettingsSchema = z.object({
  dailyAttempts: z.number().int().min(0).max(100),
  pointsPerAttempt: z.number().int().min(1).max(10_000),
  /** Days (YYYY-MM-DD, Berlin) that differ from the defaults. */
  dayConfigs: z
    .array(z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), dailyAttempts: z.number().int().min(0).max(100), pointsPerAttempt: z.number().int().min(1).max(10_000) }))
    .default([]),
  /** Rewards by points, each claimed once through the wallet. */
  rewards: z.array(z.object({ optionCode: z.string().regex(/^[a-z0-9-]{1,40}$/), points: z.number().int().min(1), coins: z.number().int().min(1).max(100_000), name: names })),
  /** Skill games: the round's length and targets. */
  roundMs: z.number().int().min(3_000).max(60_000).default(15_000),
  targets: z.number().int().min(1).max(30).default(8),
});
export type GameSettings = z.infer<typeof gameSettingsSchema>;

export interface GameRow {
  id: number;
  type: string;
  slug: string;
  name: Record<Language, string>;
  startAt: Date;
  endAt: Date;
  rewardClaimEnd: Date | null;
  config: Record<string, unknown>;
}

export interface Game {
  id: number;
  type: GameType;
  slug: string;
  name: Record<Language, string>;
  startAt: Date;
  endAt: Date;
  /** Rewards may still be claimed until then after the end; null: only while the game runs. */
  rewardClaimEnd: Date | null;
  settings: GameSettings;
}

const isGameType = (type: string): type is GameType => (GAME_TYPES as readonly string[]).includes(type);

/** The row as a game, or null when it is another kind of event (or its config does not parse). */
export function gameOf(row: GameRow): Game | null {
  if (!isGameType(row.type)) return null;
  const settings = gameSettingsSchema.safeParse(row.config);
  if (!settings.success) return null;
  return { id: row.id, type: row.type, slug: row.slug, name: row.name, startAt: row.startAt, endAt: row.endAt, rewardClaimEnd: row.rewardClaimEnd, settings: settings.data };
}

/** The attempts and points of a day: its own config when it has one, else the game's defaults. */
export function dayConfigOf(game: Game, day: string): { dailyAttempts: number; pointsPerAttempt: number } {
  const own = game.settings.dayConfigs.find((entry) => entry.day === day);
  return own ?? { dailyAttempts: game.settings.dailyAttempts, pointsPerAttempt: game.settings.pointsPerAttempt };
}

export const categoryOf = (game: Game) => gameCategoryOf(game.type);
