import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Language } from '@vx/shared/constants';
import { rowsOf, type Executor } from '../../db/helpers';
import type { Database } from '../../db/client';
import { configOf, prizeDrawConfig } from './config';
import { hasEnded, isRunning, summaryOf, type SpecialEventRow } from './events';
import { countEntries, grantReward, recordEntry } from './grant';
import { berlinDate, type PrizeDraw } from '@vx/shared/events';

/**
 * The prize draw: a logged-in guest enters once per Berlin day while it runs (each entry is a ticket).
 * When it has ended, the first read draws the winners with the system's CSPRNG, one prize per
 * distinct guest, under a transaction-scoped advisory lock so that two readers never draw twice;
 * the winners and their granted prizes are stored and shown from then on.
 */
export async function enterDraw(db: Executor, event: SpecialEventRow | null, guestId: number, now: Date): Promise<'entered' | 'already_entered_today' | 'event_not_running'> {
  if (!event || event.type !== 'prizeDraw' || !isRunning(event, now)) return 'event_not_running';
  return (await recordEntry(db, { eventId: event.id, guestId, kind: 'entry', key: berlinDate(now) })) ? 'entered' : 'already_entered_today';
}

/** Picks winners weighted by entries without replacement; `random(n)` is uniform in [0, n). */
export function pickWinners(tickets: { guestId: number; entries: number }[], count: number, random: (n: number) => number = (n) => randomInt(0, n)): number[] {
  const pool = [...tickets];
  const winners: number[] = [];
  while (winners.length < count && pool.length > 0) {
    const total = pool.reduce((sum, ticket) => sum + ticket.entries, 0);
    let draw = random(total);
    const index = pool.findIndex((ticket) => (draw -= ticket.entries) < 0);
    winners.push(pool[index]!.guestId);
    pool.splice(index, 1);
  }
  return winners;
}

async function drawOnce(database: Database, event: SpecialEventRow): Promise<void> {
  const config = configOf(prizeDrawConfig, event.config);
  if (!config) return;
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${event.id})`);
    const [drawn] = await rowsOf<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM special_event_winners WHERE event_id = ${event.id}`);
    if (drawn!.n > 0) return;
    const tickets = await rowsOf<{ guestId: number; entries: number }>(
      tx,
      sql`SELECT guest_id AS "guestId", count(*)::int AS entries FROM special_event_entries WHERE event_id = ${event.id} AND kind = 'entry' GROUP BY guest_id ORDER BY guest_id`,
    );
    const prizes = [...config.prizes].sort((a, b) => a.rank - b.rank);
    for (const [index, guestId] of pickWinners(tickets, prizes.length).entries()) {
      const prize = prizes[index]!;
      await tx.execute(sql`INSERT INTO special_event_winners (event_id, rank, guest_id) VALUES (${event.id}, ${prize.rank}, ${guestId})`);
      await grantReward(tx, guestId, prize, `special:${event.id}:prize:${prize.rank}`);
    }
  });
}

export async function prizeDrawOf(database: Database, row: SpecialEventRow, language: Language, guestId: number | null, now: Date): Promise<PrizeDraw | null> {
  const config = configOf(prizeDrawConfig, row.config);
  if (!config) return null;
  const db = database.db;
  if (hasEnded(row, now)) await drawOnce(database, row);
  const [entrants] = await rowsOf<{ n: number }>(db, sql`SELECT count(DISTINCT guest_id)::int AS n FROM special_event_entries WHERE event_id = ${row.id} AND kind = 'entry'`);
  const winners = await rowsOf<{ rank: number; name: string }>(
    db,
    sql`SELECT w.rank, g.name FROM special_event_winners w JOIN guests g ON g.id = w.guest_id WHERE w.event_id = ${row.id} ORDER BY w.rank`,
  );
  const entries = guestId === null ? 0 : (await countEntries(db, row.id, guestId, 'entry')).count;
  const enteredToday = guestId === null ? false : (await countEntries(db, row.id, guestId, 'entry', berlinDate(now))).count > 0;
  return {
    ...summaryOf(row, language, now),
    prizes: config.prizes,
    entrants: entrants!.n,
    guest: guestId === null ? null : { entries, enteredToday },
    winners: winners.flatMap((winner) => {
      const prize = config.prizes.find((entry) => entry.rank === winner.rank);
      return prize ? [{ rank: winner.rank, name: winner.name, type: prize.type, value: prize.value }] : [];
    }),
  };
}
