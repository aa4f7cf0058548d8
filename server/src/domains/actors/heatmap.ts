import type { z } from 'zod';
import type { heatMapDaySchema } from '@vx/shared/protocol';

type HeatMapDay = z.infer<typeof heatMapDaySchema>;

export const HEAT_MAP_DAYS = 14;
const DAY = 86_400_000;

/** A small deterministic hash of two integers (no PRNG state: any day can be computed alone). */
function hash(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x27d4eb2f, 0xc2b2ae35);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return h >>> 0;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The actor's online activity of the last 14 days (oldest first). There is no session history to
 * aggregate yet, so the days are derived from (actor, date): deterministic, and always covering
 * the current fortnight instead of going stale like seeded rows would. Times are UTC.
 */
export function heatMapOf(actorId: number, now = new Date()): HeatMapDay[] {
  const today = Math.floor(now.getTime() / DAY);
  return Array.from({ length: HEAT_MAP_DAYS }, (_, index) => {
    const day = today - (HEAT_MAP_DAYS - 1 - index);
    const h = hash(actorId, day);
    const activityLevel = h % 5;
    const date = new Date(day * DAY).toISOString().slice(0, 10);
    if (activityLevel === 0) return { date, activityLevel, start: null, end: null, hoursToBeOnline: 0, memo: '' };
    const startHour = 12 + ((h >>> 4) % 8);
    const hours = activityLevel * 1.5;
    const endMinutes = startHour * 60 + hours * 60;
    return {
      date,
      activityLevel,
      start: `${pad(startHour)}:00`,
      end: `${pad(Math.floor(endMinutes / 60) % 24)}:${pad(endMinutes % 60)}`,
      hoursToBeOnline: hours,
      // The actor's own note for the day; none is stored yet (the client words the busiest days).
      memo: '',
    };
  });
}
