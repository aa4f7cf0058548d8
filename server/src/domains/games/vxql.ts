import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { INT32_MAX } from '../../http/validate';
import type { AppDeps, Domain } from '../types';
import { parseArgs } from '../vxql/args';
import { requireGuest, type GraphQLContext } from '../vxql/context';
import { gameConfigDto } from './dto';
import type { RandomInt } from './outcomes';
import { reportRound, useAttempt, type AttemptRefusal, type ReportRefusal } from './play';
import { findGame, findGameBySlug } from './store';

const id = z.number().int().min(1).max(INT32_MAX);
export const slugInput = z.string().regex(/^[a-z0-9-]{1,60}$/, 'slug: lowercase letters, digits and dashes');
const configArgs = z.union([z.strictObject({ id }), z.strictObject({ slug: slugInput })]);
const attemptArgs = z.strictObject({ gameId: id });
/** A token is `<play id>.<expiry>.<subject>.<signature>`: bounded before any work. */
const reportArgs = z.strictObject({
  token: z.string().min(10).max(300),
  hits: z.array(z.strictObject({ targetId: z.number().int().min(1).max(1000), atMs: z.number().int().min(0).max(600_000) })).max(100),
});

/** The errorMessage of a refused attempt or report (spec 001 §8: errors answer errorMessage, no data null). */
const MESSAGES: Record<AttemptRefusal | ReportRefusal | 'not_found', string> = {
  not_found: 'Game not found',
  not_running: 'The game is not running',
  no_attempts_left: 'No attempts left today',
  invalid_token: 'Invalid round',
  already_reported: 'Round already reported',
  unknown_target: 'Hit on a target that was not issued',
  duplicate_target: 'A target was hit twice',
  outside_window: 'Hit outside the target’s time',
  too_early: 'Hits reported before they could happen',
  too_late: 'The round has expired',
};

/**
 * The query service's game config query and use-attempt mutation (spec 001 §7.4), plus the report
 * of a skill round's hits. The config is open to visitors (without guest info); playing needs login.
 */
export function gamesVxql(options: { random?: RandomInt; now?: () => Date } = {}): NonNullable<Domain['vxql']> {
  const random = options.random ?? randomInt;
  const now = options.now ?? (() => new Date());
  return {
    typeDefs: /* GraphQL */ `
    type GameDayConfig { day: String!, dailyAttempts: Int!, pointsPerAttempt: Int! }
    type GameRewardOption { optionCode: String!, points: Int!, coins: Int!, name: String! }
    type GameLanguageConfig { language: String!, name: String!, rewards: [GameRewardOption!]! }
    type GameRewardState { optionCode: String!, canRedeem: Boolean!, claimed: Boolean!, points: Int!, coins: Int!, name: String! }
    type GameGuestInfo { gainedRewards: [GameRewardState!]!, points: Int!, attemptsLeftToday: Int! }
    type GameConfig {
      id: Int!, slug: String!, startDate: String!, endDate: String!, rewardClaimEnd: String, hasStarted: Boolean!, hasEnded: Boolean!, name: String!
      dailyAttempts: Int!, gameType: String!, gameCategory: String!, dayConfigs: [GameDayConfig!]!
      languageConfigs: [GameLanguageConfig!]!, guestInfo: GameGuestInfo
    }
    type GameTarget { id: Int!, x: Float!, y: Float!, appearAtMs: Int!, visibleMs: Int! }
    type GameRound { token: String!, durationMs: Int!, targets: [GameTarget!]! }
    type GameAttempt { attemptsLeftToday: Int!, points: Int!, gamePoints: Int!, symbols: [String!], prize: String, round: GameRound }
    type UseAttemptResult { errorMessage: String, data: GameAttempt }
    type GameRoundScore { hits: Int!, points: Int!, gamePoints: Int! }
    type ReportRoundResult { errorMessage: String, data: GameRoundScore }
    input GameHitInput { targetId: Int!, atMs: Int! }
    extend type Query {
      "A game by id or slug; null when there is none. guestInfo only for a logged-in guest."
      gameConfig(id: Int, slug: String): GameConfig
    }
    extend type Mutation {
      "Uses one of today's attempts: a luck game's outcome, or a skill game's round."
      useAttempt(gameId: Int!): UseAttemptResult!
      "Reports a skill round's hits once; the server checks them against the round it issued."
      reportGameRound(token: String!, hits: [GameHitInput!]!): ReportRoundResult!
    }
  `,
    resolvers: (deps: AppDeps) => {
      const db = deps.database.db;
      const secret = deps.secrets.visitorToken;
      return {
        Query: {
          gameConfig: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
            const parsed = parseArgs(configArgs, args);
            const game = 'id' in parsed ? await findGame(db, parsed.id) : await findGameBySlug(db, parsed.slug);
            return game ? gameConfigDto(db, game, ctx.guest?.id ?? null, ctx.language, now()) : null;
          },
        },
        Mutation: {
          useAttempt: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
            const guestId = requireGuest(ctx).id;
            const game = await findGame(db, parseArgs(attemptArgs, args).gameId);
            if (!game) return { errorMessage: MESSAGES.not_found, data: null };
            const outcome = await useAttempt(db, { secret, random }, game, guestId, now());
            return outcome.ok ? { errorMessage: null, data: outcome.attempt } : { errorMessage: MESSAGES[outcome.reason], data: null };
          },
          reportGameRound: async (_: unknown, args: unknown, ctx: GraphQLContext) => {
            const guestId = requireGuest(ctx).id;
            const { token, hits } = parseArgs(reportArgs, args);
            const outcome = await reportRound(db, secret, guestId, token, hits, now());
            if (!outcome.ok) return { errorMessage: MESSAGES[outcome.reason], data: null };
            return { errorMessage: null, data: { hits: outcome.hits, points: outcome.points, gamePoints: outcome.gamePoints } };
          },
        },
      };
    },
  };
}
