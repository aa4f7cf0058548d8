import { eq } from 'drizzle-orm';
import type { Language } from '@vx/shared/constants';
import type { Executor } from '../../db/helpers';
import { guests } from '../guests/schema';
import { canClaimRewards } from '../special/events';
import { credit } from '../wallet/service';
import type { BalanceState } from '../wallet/notify';
import type { Game } from './config';
import { gameRewardClaims } from './schema';
import { guestState, pointsOf } from './store';
import type { SpecialGameState } from '@vx/shared/events';

export type ClaimRefusal = 'unknown_option' | 'claim_window_closed' | 'not_reached' | 'already_claimed';

/** The special game state of spec 000 §3 (tries, gamePoints, reward, rewardHistory) for the guest. */
export async function specialGameState(db: Executor, game: Game, guestId: number, language: Language, now: Date): Promise<SpecialGameState> {
  const state = await guestState(db, game, guestId, language, now);
  return {
    tries: { available: Math.max(0, state.dailyAttempts - state.usedToday), total: state.dailyAttempts, used: state.usedToday },
    gamePoints: state.points,
    reward: state.history.find((entry) => entry.optionCode === state.lastClaimed) ?? null,
    rewardHistory: state.history,
  };
}

/**
 * Claims a reward by points once, from the start until the claim end (special/events.ts
 * canClaimRewards, as special's activity rewards): the claim row (unique per game, guest and
 * option) and the coins (the wallet's credit, keyed by the same triple) commit together, so parallel
 * claims and retries pay once. The balance to push is returned for after the commit.
 */
export async function claimReward(
  db: Executor,
  game: Game,
  guestId: number,
  optionCode: string,
  now: Date,
): Promise<{ ok: true; coins: number; balance: BalanceState } | { ok: false; reason: ClaimRefusal }> {
  const option = game.settings.rewards.find((entry) => entry.optionCode === optionCode);
  if (!option) return { ok: false, reason: 'unknown_option' };
  if (!canClaimRewards(game, now)) return { ok: false, reason: 'claim_window_closed' };
  return db.transaction(async (tx) => {
    if ((await pointsOf(tx, game.id, guestId)) < option.points) return { ok: false as const, reason: 'not_reached' as const };
    const inserted = await tx
      .insert(gameRewardClaims)
      .values({ eventId: game.id, guestId, optionCode, coins: option.coins })
      .onConflictDoNothing()
      .returning({ id: gameRewardClaims.id });
    if (inserted.length === 0) return { ok: false as const, reason: 'already_claimed' as const };
    const key = `game-reward:${game.id}:${guestId}:${optionCode}`;
    await credit(tx, { guestId, amount: option.coins, kind: 'game_reward', reference: key, idempotencyKey: key });
    const [after] = await tx
      .select({ balance: guests.balance, isPayingCustomer: guests.isPayingCustomer, language: guests.language })
      .from(guests)
      .where(eq(guests.id, guestId));
    return { ok: true as const, coins: option.coins, balance: { guestId, ...after } };
  });
}
