import { sql } from 'drizzle-orm';
import type { Language } from '@vx/shared/constants';
import { rowsOf, type Executor } from '../../db/helpers';
import type { Database } from '../../db/client';
import type { Hub } from '../../realtime/hub';
import { adventConfig, configOf } from './config';
import { isRunning, summaryOf, type SpecialEventRow } from './events';
import { grantReward, pushGranted, recordEntry } from './grant';
import { addCalendarDays, berlinDate, type AdventCalendar } from '@vx/shared/events';

/**
 * The advent (gift) calendar: door n belongs to the n-th Berlin day of the event. Today's door opens
 * once; past doors show as claimed or missed, future ones are locked with their reward hidden.
 */
const doorDate = (event: SpecialEventRow, day: number) => addCalendarDays(berlinDate(event.startAt), day - 1);

export async function adventCalendarOf(db: Executor, event: SpecialEventRow | null, language: Language, guestId: number | null, now: Date): Promise<AdventCalendar> {
  const config = event ? configOf(adventConfig, event.config) : null;
  if (!event || !config) return { event: null, doors: [] };
  const today = isRunning(event, now) ? berlinDate(now) : null;
  const ended = !today && event.endAt.getTime() <= now.getTime();
  const opened = guestId === null ? new Set<string>() : new Set((await rowsOf<{ key: string }>(db, sql`SELECT key FROM special_event_entries WHERE event_id = ${event.id} AND guest_id = ${guestId} AND kind = 'door'`)).map((row) => row.key));
  return {
    event: summaryOf(event, language, now),
    doors: config.doors.map((door, index) => {
      const day = index + 1;
      const date = doorDate(event, day);
      const claimed = opened.has(String(day));
      const past = ended || (today !== null && date < today);
      const state = claimed ? 'claimed' : date === today ? 'open' : past ? 'missed' : 'locked';
      return { day, date, state, reward: state === 'locked' ? null : { type: door.type, value: door.value, claimed, redeemed: claimed } };
    }),
  };
}

export type DoorRefusal = 'event_not_running' | 'door_not_today' | 'door_already_opened';

/** Opens today's door once and grants its reward in the same transaction. */
export async function openDoor(database: Database, hub: Pick<Hub, 'toGuest'>, event: SpecialEventRow | null, guestId: number, day: number, now: Date): Promise<{ ok: true } | { ok: false; refusal: DoorRefusal }> {
  const config = event && isRunning(event, now) ? configOf(adventConfig, event.config) : null;
  if (!event || !config) return { ok: false, refusal: 'event_not_running' };
  const door = config.doors[day - 1];
  if (!door || doorDate(event, day) !== berlinDate(now)) return { ok: false, refusal: 'door_not_today' };
  const granted = await database.db.transaction(async (tx) => {
    if (!(await recordEntry(tx, { eventId: event.id, guestId, kind: 'door', key: String(day), points: door.value }))) return null;
    return grantReward(tx, guestId, door, `special:${event.id}:door:${day}`);
  });
  if (!granted) return { ok: false, refusal: 'door_already_opened' };
  pushGranted(hub, granted);
  return { ok: true };
}
