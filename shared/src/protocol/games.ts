import * as z from 'zod/mini';

/**
 * The reward games (spec 000 §3 "Events and games"; spec 001 §7.2 special/<game>/getReward, §7.4
 * game config and use attempt), shared by the server and mf-events. server/docs/games.md.
 */
const int = z.int();

/** Every game's type as its special_events row names it. */
export const GAME_TYPES = [
  'slotmachine',
  'halloween',
  'rewardBox',
  'wiesnShooting',
  'wetAndWild',
  'wiesnBude',
  'venusAttacks',
  'wiesnGaudi',
  'kickIt',
  'spitOrSwallow',
] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** Luck games: the server draws the outcome. Skill games: the server issues a round and checks the reported hits. */
export const GAME_CATEGORIES = ['luck', 'skill'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];
export const gameCategoryOf = (type: GameType): GameCategory =>
  type === 'slotmachine' || type === 'halloween' || type === 'rewardBox' || type === 'kickIt' ? 'luck' : 'skill';

/** The slot machine's reel symbols, drawn by the server. */
export const SLOT_SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'seven'] as const;

export const gameDayConfigSchema = z.object({ day: z.string(), dailyAttempts: int, pointsPerAttempt: int });
export const gameRewardOptionSchema = z.object({ optionCode: z.string(), points: int, coins: int, name: z.string() });
export const gameLanguageConfigSchema = z.object({ language: z.string(), name: z.string(), rewards: z.array(gameRewardOptionSchema) });

/** A reward option as the guest sees it: claimable now (canRedeem: reached, not yet claimed, inside the claim window), or claimed. */
export const gameRewardHistoryEntrySchema = z.object({
  optionCode: z.string(),
  canRedeem: z.boolean(),
  claimed: z.boolean(),
  points: int,
  coins: int,
  name: z.string(),
});
export type GameRewardHistoryEntry = z.infer<typeof gameRewardHistoryEntrySchema>;

export const gameGuestInfoSchema = z.object({
  gainedRewards: z.array(gameRewardHistoryEntrySchema),
  points: int,
  attemptsLeftToday: int,
});

export const gameConfigSchema = z.object({
  id: int,
  slug: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** Until when reached rewards can be claimed; null: until endDate. */
  rewardClaimEnd: z.nullable(z.string()),
  hasStarted: z.boolean(),
  hasEnded: z.boolean(),
  name: z.string(),
  dailyAttempts: int,
  gameType: z.enum(GAME_TYPES),
  gameCategory: z.enum(GAME_CATEGORIES),
  dayConfigs: z.array(gameDayConfigSchema),
  languageConfigs: z.array(gameLanguageConfigSchema),
  /** Null for a visitor. */
  guestInfo: z.nullable(gameGuestInfoSchema),
});
export type GameConfig = z.infer<typeof gameConfigSchema>;

/** A skill round's target: where (0..1 of the field) and when (ms after the round's start) it shows. */
export const gameTargetSchema = z.object({ id: int, x: z.number(), y: z.number(), appearAtMs: int, visibleMs: int });
export type GameTarget = z.infer<typeof gameTargetSchema>;
export const gameRoundSchema = z.object({ token: z.string(), durationMs: int, targets: z.array(gameTargetSchema) });
export type GameRound = z.infer<typeof gameRoundSchema>;

/** One used attempt: a luck game's outcome (symbols or prize) with its points, or a skill game's round. */
export const gameAttemptSchema = z.object({
  attemptsLeftToday: int,
  points: int,
  gamePoints: int,
  symbols: z.nullable(z.array(z.string())),
  prize: z.nullable(z.string()),
  round: z.nullable(gameRoundSchema),
});
export type GameAttempt = z.infer<typeof gameAttemptSchema>;

/** Spec 001 §8: an error answers errorMessage; no data gives null. */
export const useAttemptResultSchema = z.object({ errorMessage: z.nullable(z.string()), data: z.nullable(gameAttemptSchema) });
export const gameRoundScoreSchema = z.object({ hits: int, points: int, gamePoints: int });
export const reportRoundResultSchema = z.object({ errorMessage: z.nullable(z.string()), data: z.nullable(gameRoundScoreSchema) });

/** special/<game>/getReward/{eventId}: the special game state (spec 000 §3). */
export const specialGameStateSchema = z.object({
  tries: z.object({ available: int, total: int, used: int }),
  gamePoints: int,
  /** The newest claimed reward, null before the first claim. */
  reward: z.nullable(gameRewardHistoryEntrySchema),
  rewardHistory: z.array(gameRewardHistoryEntrySchema),
});
export type SpecialGameState = z.infer<typeof specialGameStateSchema>;

/** The REST path segment of each game's getReward call (spec 001 §7.2; venus attacks, wiesn gaudi and spit or swallow follow the family). */
export const GAME_REWARD_PATHS: Record<GameType, string> = {
  slotmachine: 'slotmachine',
  halloween: 'halloween',
  rewardBox: 'reward-box',
  wiesnShooting: 'wiesn-shooting',
  wetAndWild: 'wet-and-wild',
  wiesnBude: 'wiesn-bude',
  kickIt: 'kickIt',
  venusAttacks: 'venus-attacks',
  wiesnGaudi: 'wiesn-gaudi',
  spitOrSwallow: 'spit-or-swallow',
};
