import { sql } from 'drizzle-orm';
import type { Language } from '@vx/shared/constants';
import { rowsOf, type Executor } from '../../db/helpers';
import { configOf, highOnRoseConfig } from './config';
import { isRunning, summaryOf, type SpecialEventRow } from './events';
import { countEntries, recordInFreeSlot } from './grant';
import { berlinDate, type HighOnRose } from '@vx/shared/events';

/**
 * High on rose: while it runs, each logged-in guest has `rosesPerDay` roses a Berlin day to give to
 * the event's actors (key `<day>:<n>`, the first free slot, so the limit holds under races); the page shows the actors'
 * leaderboard by roses.
 */
export async function giveRose(db: Executor, event: SpecialEventRow | null, guestId: number, actorId: number, now: Date): Promise<'given' | 'no_roses_left' | 'event_not_running' | 'actor_not_in_event'> {
  const config = event && event.type === 'highOnRose' && isRunning(event, now) ? configOf(highOnRoseConfig, event.config) : null;
  if (!event || !config) return 'event_not_running';
  if (!config.actorIds.includes(actorId)) return 'actor_not_in_event';
  const given = await recordInFreeSlot(db, { eventId: event.id, guestId, kind: 'rose', actorId }, `${berlinDate(now)}:`, config.rosesPerDay);
  return given ? 'given' : 'no_roses_left';
}

export async function highOnRoseOf(db: Executor, row: SpecialEventRow, language: Language, guestId: number | null, now: Date): Promise<HighOnRose | null> {
  const config = configOf(highOnRoseConfig, row.config);
  if (!config) return null;
  const ids = sql.join(config.actorIds.map((id) => sql`${id}`), sql`, `);
  const actors = config.actorIds.length === 0 ? [] : await rowsOf<{ actorId: number; actorName: string; roses: number }>(
    db,
    sql`SELECT a.id AS "actorId", a.name AS "actorName", count(e.id)::int AS roses FROM actors a
        LEFT JOIN special_event_entries e ON e.actor_id = a.id AND e.event_id = ${row.id} AND e.kind = 'rose'
        WHERE a.id IN (${ids}) GROUP BY a.id, a.name ORDER BY roses DESC, a.name`,
  );
  const today = guestId === null ? 0 : (await countEntries(db, row.id, guestId, 'rose', `${berlinDate(now)}:`)).count;
  const given = guestId === null ? 0 : (await countEntries(db, row.id, guestId, 'rose')).count;
  return {
    ...summaryOf(row, language, now),
    rosesPerDay: config.rosesPerDay,
    actors: actors.map((actor, index) => ({ rank: index + 1, ...actor })),
    guest: guestId === null ? null : { rosesLeftToday: isRunning(row, now) ? Math.max(0, config.rosesPerDay - today) : 0, rosesGiven: given },
  };
}
