import type { GameSettings } from './config';
import { SLOT_SYMBOLS, type GameTarget, type GameType } from '@vx/shared/events';

/** A uniform integer in [min, max) from the server's CSPRNG (node:crypto randomInt in production). */
export type RandomInt = (min: number, max: number) => number;

export interface LuckOutcome {
  symbols: string[] | null;
  prize: string | null;
  /** The attempt's points are pointsPerAttempt times this. */
  multiplier: number;
}

const pick = <T>(random: RandomInt, items: readonly T[]): T => items[random(0, items.length)];

/** Draws a luck game's outcome: every attempt earns its points, a lucky one more. */
export function drawLuck(type: GameType, random: RandomInt): LuckOutcome {
  if (type === 'slotmachine') {
    const symbols = [pick(random, SLOT_SYMBOLS), pick(random, SLOT_SYMBOLS), pick(random, SLOT_SYMBOLS)];
    const distinct = new Set(symbols).size;
    return { symbols, prize: null, multiplier: distinct === 1 ? 5 : distinct === 2 ? 2 : 1 };
  }
  if (type === 'rewardBox') {
    // Weights 6:3:1 for a small, medium and large box.
    const roll = random(0, 10);
    const [prize, multiplier] = roll < 6 ? ['small', 1] : roll < 9 ? ['medium', 2] : ['large', 3];
    return { symbols: null, prize, multiplier };
  }
  if (type === 'kickIt') {
    const prize = pick(random, ['goal', 'saved'] as const);
    return { symbols: null, prize, multiplier: prize === 'goal' ? 2 : 1 };
  }
  const prize = pick(random, ['treat', 'trick'] as const);
  return { symbols: null, prize, multiplier: prize === 'treat' ? 2 : 1 };
}

/** How long a target stays up; a guest needs time to see and hit it, on a phone too. */
export const TARGET_VISIBLE_MS = 2_000;

/** A skill round's targets, spread over the round at places and moments the server chooses. */
export function makeTargets(settings: Pick<GameSettings, 'roundMs' | 'targets'>, random: RandomInt): GameTarget[] {
  const span = settings.roundMs - TARGET_VISIBLE_MS;
  const step = span / settings.targets;
  return Array.from({ length: settings.targets }, (_, index) => ({
    id: index + 1,
    x: random(10, 91) / 100,
    y: random(15, 86) / 100,
    appearAtMs: Math.floor(index * step + random(0, Math.max(1, Math.floor(step / 2)))),
    visibleMs: TARGET_VISIBLE_MS,
  }));
}
