import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { useGuestScope, usePlatform } from '@vx/shared';
import { GAME_REWARD_PATHS, gameConfigSchema, reportRoundResultSchema, specialGameStateSchema, useAttemptResultSchema, type GameConfig } from '@vx/shared/events';

/**
 * The reward games (spec 001 §7.4 game config and use attempt, the round report; §7.2
 * special/<game>/getReward; server/docs/games.md). The server draws every outcome and checks every
 * round; these hooks only carry them. Keys close with the guest scope, so a login reloads them.
 */
export const gameKeys = {
  all: ['events', 'games'] as const,
  config: (by: string, scope: readonly unknown[]) => ['events', 'games', 'config', by, ...scope] as const,
  state: (id: number, scope: readonly unknown[]) => ['events', 'games', 'state', id, ...scope] as const,
};

/** A game slug as the server accepts it; anything else is the not-found page without a call. */
export const GAME_SLUG = /^[a-z0-9-]{1,60}$/;
/** The campaign pages' games: the shooting gallery is wiesn shooting (spec 001 §9 id 22). */
export const WIESN_SHOOTING_ID = 22;
export const WET_AND_WILD_SLUG = 'wet-and-wild';

const GAME = `id slug startDate endDate rewardClaimEnd hasStarted hasEnded name dailyAttempts gameType gameCategory
  dayConfigs { day dailyAttempts pointsPerAttempt } languageConfigs { language name rewards { optionCode points coins name } }
  guestInfo { gainedRewards { optionCode canRedeem claimed points coins name } points attemptsLeftToday }`;
export const GAME_CONFIG_QUERY = `query GameConfig($id: Int, $slug: String) { gameConfig(id: $id, slug: $slug) { ${GAME} } }`;
export const USE_ATTEMPT_MUTATION = `mutation UseAttempt($gameId: Int!) { useAttempt(gameId: $gameId) { errorMessage data {
  attemptsLeftToday points gamePoints symbols prize round { token durationMs targets { id x y appearAtMs visibleMs } } } } }`;
export const REPORT_ROUND_MUTATION = `mutation ReportGameRound($token: String!, $hits: [GameHitInput!]!) {
  reportGameRound(token: $token, hits: $hits) { errorMessage data { hits points gamePoints } } }`;

const configAnswer = z.object({ gameConfig: z.nullable(gameConfigSchema) });
const attemptAnswer = z.object({ useAttempt: useAttemptResultSchema });
const reportAnswer = z.object({ reportGameRound: reportRoundResultSchema });

/** A game by slug or id; null when the server has none. */
export function useGameConfig(by: { slug: string } | { id: number }) {
  const { vxql } = usePlatform();
  const scope = useGuestScope();
  return useQuery({
    queryKey: gameKeys.config('slug' in by ? by.slug : `#${by.id}`, scope),
    queryFn: () => vxql.request(GAME_CONFIG_QUERY, by, configAnswer).then((answer) => answer.gameConfig),
  });
}

const rewardPath = (game: Pick<GameConfig, 'id' | 'gameType'>) => `special/${GAME_REWARD_PATHS[game.gameType]}/getReward/${game.id}`;

/** The guest's special game state (tries, points, rewards): only for a logged-in guest. */
export function useGameState(game: Pick<GameConfig, 'id' | 'gameType'>) {
  const { rest, guest } = usePlatform();
  const scope = useGuestScope();
  return useQuery({
    queryKey: gameKeys.state(game.id, scope),
    queryFn: ({ signal }) => rest.call(rewardPath(game), { schema: specialGameStateSchema, signal }),
    enabled: guest.isLoggedIn,
  });
}

function useReload() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: gameKeys.all });
}

/** One attempt; the answer carries the outcome or the round, or an errorMessage (spec 001 §8). */
export function useGameAttempt(gameId: number) {
  const { vxql } = usePlatform();
  return useMutation({ mutationFn: () => vxql.request(USE_ATTEMPT_MUTATION, { gameId }, attemptAnswer).then((answer) => answer.useAttempt) });
}

export function useReportRound() {
  const { vxql } = usePlatform();
  const reload = useReload();
  return useMutation({
    mutationFn: (report: { token: string; hits: { targetId: number; atMs: number }[] }) =>
      vxql.request(REPORT_ROUND_MUTATION, report, reportAnswer).then((answer) => answer.reportGameRound),
    onSettled: reload,
  });
}

/** Claims a reward reached by points (once; the server pays the coins through the wallet). */
export function useClaimGameReward(game: Pick<GameConfig, 'id' | 'gameType'>) {
  const { rest } = usePlatform();
  const reload = useReload();
  return useMutation({
    mutationFn: (optionCode: string) => rest.call(rewardPath(game), { method: 'POST', payload: { optionCode }, schema: specialGameStateSchema }),
    onSettled: reload,
  });
}

/** Reloads the game's config and state once an attempt's outcome has been shown. */
export const useGameSettle = useReload;
