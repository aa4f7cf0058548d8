import type { Language } from '@vx/shared/constants';
import type { Database } from '../../db/client';
import { activityEventOf } from './activity';
import { easterEventOf } from './easter';
import type { SpecialEventRow } from './events';
import { highOnRoseOf } from './high-on-rose';
import { prizeDrawOf } from './prize-draw';
import type { SpecialEventData } from '@vx/shared/events';

/**
 * An event's data for a guest (null guest: a visitor), in the shape of its kind: the one builder
 * behind special/getData and the query service's specialEvent(id), so both answer the same fields
 * for the same event. Null for a kind without data here (the advent calendar has its own call) or a
 * config that does not parse. Reading an ended prize draw draws it (prize-draw.ts).
 */
export async function eventDataOf(database: Database, row: SpecialEventRow, language: Language, guestId: number | null, now: Date): Promise<SpecialEventData['event']> {
  if (row.type === 'activity' || row.type === 'goldrush') return activityEventOf(database.db, row, language, guestId, now);
  if (row.type === 'easter') return easterEventOf(database.db, row, language, guestId, now);
  if (row.type === 'prizeDraw') return prizeDrawOf(database, row, language, guestId, now);
  if (row.type === 'highOnRose') return highOnRoseOf(database.db, row, language, guestId, now);
  return null;
}
