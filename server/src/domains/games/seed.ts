import type { Db } from '../../db/client';
import { specialEvents } from '../special/schema';
import type { GameSettings } from './config';

const DAY = 86_400_000;

type Names = Record<'de' | 'en' | 'nl' | 'es', string>;
const reward = (optionCode: string, points: number, coins: number): GameSettings['rewards'][number] => ({
  optionCode,
  points,
  coins,
  name: { de: `${coins} Coins`, en: `${coins} coins`, nl: `${coins} coins`, es: `${coins} monedas` },
});
/** Three rewards by points, the first after one full attempt. */
const ladder = (pointsPerAttempt: number) => [
  reward('coins-5', pointsPerAttempt, 5),
  reward('coins-20', pointsPerAttempt * 6, 20),
  reward('coins-50', pointsPerAttempt * 15, 50),
];

interface SeedGame {
  id: number;
  type: string;
  slug: string;
  name: Names;
  /** Days from the seeding moment. */
  from: number;
  to: number;
  /** Days from the seeding moment until which rewards may still be claimed after the end. */
  claimUntil?: number;
  settings: Partial<GameSettings>;
}

/**
 * The games of spec 001 §9 with their fixed ids (22 wiesn shooting, 30 wiesn bude, 7 venus attacks,
 * 6 wiesn gaudi) and the others from 200 up, relative to the seeding moment: most run now, wiesn
 * gaudi has ended (its rewards claimable five more days), halloween starts in ten days.
 */
const GAMES: SeedGame[] = [
  { id: 22, type: 'wiesnShooting', slug: 'wiesn-shooting', name: { de: 'Wiesn-Schießbude', en: 'Wiesn shooting gallery', nl: 'Wiesn-schiettent', es: 'Galería de tiro de la Wiesn' }, from: -3, to: 30, settings: { dailyAttempts: 5, pointsPerAttempt: 20 } },
  { id: 30, type: 'wiesnBude', slug: 'wiesn-bude', name: { de: 'Wiesn-Bude', en: 'Wiesn booth', nl: 'Wiesn-kraam', es: 'Caseta de la Wiesn' }, from: -3, to: 30, settings: { dailyAttempts: 5, pointsPerAttempt: 20 } },
  { id: 7, type: 'venusAttacks', slug: 'venus-attacks', name: { de: 'Venus Attacks', en: 'Venus Attacks', nl: 'Venus Attacks', es: 'Venus Attacks' }, from: -3, to: 30, settings: { dailyAttempts: 3, pointsPerAttempt: 30 } },
  { id: 6, type: 'wiesnGaudi', slug: 'wiesn-gaudi', name: { de: 'Wiesn-Gaudi', en: 'Wiesn fun', nl: 'Wiesn-plezier', es: 'Diversión de la Wiesn' }, from: -30, to: -2, claimUntil: 5, settings: { dailyAttempts: 3, pointsPerAttempt: 20 } },
  { id: 200, type: 'slotmachine', slug: 'slot-machine', name: { de: 'Spielautomat', en: 'Slot machine', nl: 'Gokautomaat', es: 'Tragaperras' }, from: -3, to: 30, settings: { dailyAttempts: 3, pointsPerAttempt: 10 } },
  { id: 201, type: 'halloween', slug: 'halloween', name: { de: 'Halloween', en: 'Halloween', nl: 'Halloween', es: 'Halloween' }, from: 10, to: 40, settings: { dailyAttempts: 3, pointsPerAttempt: 10 } },
  { id: 202, type: 'rewardBox', slug: 'reward-box', name: { de: 'Belohnungsbox', en: 'Reward box', nl: 'Beloningsbox', es: 'Caja de premios' }, from: -3, to: 30, settings: { dailyAttempts: 1, pointsPerAttempt: 10 } },
  { id: 203, type: 'wetAndWild', slug: 'wet-and-wild', name: { de: 'Wet and Wild', en: 'Wet and Wild', nl: 'Wet and Wild', es: 'Wet and Wild' }, from: -3, to: 30, settings: { dailyAttempts: 5, pointsPerAttempt: 20 } },
  { id: 204, type: 'kickIt', slug: 'kick-it', name: { de: 'Kick it', en: 'Kick it', nl: 'Kick it', es: 'Kick it' }, from: -3, to: 30, settings: { dailyAttempts: 3, pointsPerAttempt: 10 } },
  { id: 205, type: 'spitOrSwallow', slug: 'spit-or-swallow', name: { de: 'Spit or Swallow', en: 'Spit or Swallow', nl: 'Spit or Swallow', es: 'Spit or Swallow' }, from: -3, to: 30, settings: { dailyAttempts: 3, pointsPerAttempt: 20 } },
];

/** Inserts the games that are missing (ON CONFLICT DO NOTHING); answers how many were added. */
export async function seedGames(db: Db, now = new Date()): Promise<number> {
  const rows = GAMES.map((game) => {
    const pointsPerAttempt = game.settings.pointsPerAttempt ?? 10;
    const settings: GameSettings = { dailyAttempts: 3, pointsPerAttempt, dayConfigs: [], rewards: ladder(pointsPerAttempt), roundMs: 15_000, targets: 8, ...game.settings };
    return {
      id: game.id,
      type: game.type,
      slug: game.slug,
      name: game.name,
      startAt: new Date(now.getTime() + game.from * DAY),
      endAt: new Date(now.getTime() + game.to * DAY),
      rewardClaimEnd: game.claimUntil === undefined ? null : new Date(now.getTime() + game.claimUntil * DAY),
      config: { ...settings },
    };
  });
  const inserted = await db.insert(specialEvents).values(rows).onConflictDoNothing().returning({ id: specialEvents.id });
  return inserted.length;
}
