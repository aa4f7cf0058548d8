import { LANGUAGES, type Language } from '@vx/shared/constants';
import type { Executor } from '../../db/helpers';
import { hasEnded, hasStarted, isRunning } from '../special/events';
import { categoryOf, dayConfigOf, type Game } from './config';
import { guestState } from './store';
import { berlinDate, type GameConfig } from '@vx/shared/events';

/** The game config of spec 000 §3 in the guest's language; guest info only for a logged-in guest. */
export async function gameConfigDto(db: Executor, game: Game, guestId: number | null, language: Language, now: Date): Promise<GameConfig> {
  const today = dayConfigOf(game, berlinDate(now));
  const state = guestId === null ? null : await guestState(db, game, guestId, language, now);
  return {
    id: game.id,
    slug: game.slug,
    startDate: game.startAt.toISOString(),
    endDate: game.endAt.toISOString(),
    rewardClaimEnd: game.rewardClaimEnd?.toISOString() ?? null,
    hasStarted: hasStarted(game, now),
    hasEnded: hasEnded(game, now),
    name: game.name[language],
    dailyAttempts: today.dailyAttempts,
    gameType: game.type,
    gameCategory: categoryOf(game),
    dayConfigs: game.settings.dayConfigs,
    languageConfigs: LANGUAGES.map((lang) => ({
      language: lang,
      name: game.name[lang],
      rewards: game.settings.rewards.map((option) => ({ optionCode: option.optionCode, points: option.points, coins: option.coins, name: option.name[lang] })),
    })),
    guestInfo: state && {
      gainedRewards: state.history.filter((entry) => entry.claimed),
      points: state.points,
      attemptsLeftToday: isRunning(game, now) ? Math.max(0, state.dailyAttempts - state.usedToday) : 0,
    },
  };
}
