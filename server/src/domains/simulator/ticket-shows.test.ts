import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { seedCatalogue } from '../../seed';
import { openTestDatabase, queryRows } from '../../testing/db';
import { syncTicketShows } from './ticket-shows';

describe('ticket shows on schedule (simulator)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedCatalogue(database, { actors: 10 });
    await database.db.execute(sql`UPDATE actors SET ticket_show_running = false, is_online = id <> 3`);
  });
  afterAll(() => database.close());

  const flagged = async () =>
    (await queryRows<{ id: number }>(database, sql`SELECT id FROM actors WHERE ticket_show_running ORDER BY id`)).map((row) => row.id);
  const addShow = (actorId: number, start: Date, end: Date) =>
    database.db.execute(
      sql`INSERT INTO chat_shows (actor_id, title, price, starts_at, ends_at) VALUES (${actorId}, 'Show', 10, ${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz)`,
    );

  it('starts an online actor’s ticket show when her show starts and stops it when the show ends', async () => {
    const t0 = new Date('2030-01-01T12:00:00Z');
    const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
    await addShow(2, at(1), at(61));
    // Actor 3 is offline: her show does not make her a ticket show.
    await addShow(3, at(1), at(61));
    expect(await syncTicketShows(database.db, t0, at(0.5))).toBe(0);
    expect(await syncTicketShows(database.db, at(0.5), at(2))).toBe(1);
    expect(await flagged()).toEqual([2]);
    // Nothing changes while it runs: no write, no catalogue bump.
    expect(await syncTicketShows(database.db, at(2), at(30))).toBe(0);
    expect(await syncTicketShows(database.db, at(30), at(62))).toBe(1);
    expect(await flagged()).toEqual([]);
  });
});
