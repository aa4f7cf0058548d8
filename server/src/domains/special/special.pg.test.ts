import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../testing/db';
import { TEST_DATABASE_URL, usePostgresDatabase } from '../../testing/postgres';
import { guests } from '../guests/schema';
import { insertGuest } from '../guests/service';
import { claimActivityReward, recordActivity } from './activity';
import { openDoor } from './advent';
import { collectEgg, eggsOn } from './easter';
import { findEventById } from './events';
import { giveRose } from './high-on-rose';
import { seedSpecialEvents } from './seed';

/**
 * Races on a real PostgreSQL server (PGlite runs one transaction at a time): a reward claimed, an
 * egg collected and a door opened once under 10 concurrent requests, the daily limits holding.
 */
const describePg = TEST_DATABASE_URL ? describe : describe.skip;
const hub = { toGuest: () => undefined };
const SECRET = 'a-test-secret-with-enough-entropy-0123456789';

describePg('special events under concurrency (PostgreSQL)', () => {
  const databaseOf = usePostgresDatabase();
  let database: Database;

  beforeAll(async () => {
    database = databaseOf();
    await seedSpecialEvents(database.db);
  });

  async function newGuest(): Promise<number> {
    const unique = randomBytes(6).toString('hex');
    return (await insertGuest(database.db, { email: `${unique}@example.com`, name: `Racer ${unique}`, passwordHash: 'scrypt$unused', language: 'en' })).id;
  }
  const balanceOf = async (guestId: number) => (await database.db.select({ balance: guests.balance }).from(guests).where(eq(guests.id, guestId)))[0]!.balance;
  const ten = <T>(run: () => Promise<T>) => Promise.all(Array.from({ length: 10 }, run));

  it('counts a daily activity once and claims a reward once under 10 concurrent requests', async () => {
    const guestId = await newGuest();
    const now = new Date();
    await ten(() => recordActivity(database.db, { id: guestId, isVip: false }, 'dailyVisit', now));
    const [points] = await queryRows<{ n: number }>(database, sql`SELECT sum(points)::int AS n FROM special_event_entries WHERE guest_id = ${guestId} AND event_id = 150`);
    expect(points!.n).toBe(10);
    const event = await findEventById(database.db, 150);
    await database.db.execute(sql`INSERT INTO special_event_entries (event_id, guest_id, kind, key, points) VALUES (150, ${guestId}, 'activity', 'test:bonus', 100)`);
    const before = await balanceOf(guestId);
    const outcomes = await ten(() => claimActivityReward(database, hub, guestId, event, 2, now));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.refusal === 'reward_already_claimed')).toHaveLength(9);
    expect(await balanceOf(guestId)).toBe(before + 50);
  });

  it('collects an egg once when its token is replayed 10 times at once', async () => {
    const guestId = await newGuest();
    const now = new Date();
    const [egg] = await eggsOn(database.db, SECRET, await findEventById(database.db, 151), guestId, 'easter', now);
    const outcomes = await ten(() => collectEgg(database, hub, SECRET, guestId, egg!.verificationToken, now));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(await balanceOf(guestId)).toBe(20);
  });

  it("opens today's door once and gives at most the day's roses under 10 concurrent requests", async () => {
    const guestId = await newGuest();
    const now = new Date();
    const advent = await findEventById(database.db, 152);
    const results = await Promise.all(Array.from({ length: 24 }, (_, index) => openDoor(database, hub, advent, guestId, index + 1, now)));
    expect(results.filter((outcome) => outcome.ok)).toHaveLength(1);
    const today = results.findIndex((outcome) => outcome.ok) + 1;
    expect((await ten(() => openDoor(database, hub, advent, guestId, today, now))).filter((outcome) => outcome.ok)).toHaveLength(0);
    // The rose goes to an actor of the event's config (the limit is the guest's, whoever the actor).
    const actorId = 424_242;
    await database.db.execute(sql`UPDATE special_events SET config = jsonb_set(config, '{actorIds}', ${JSON.stringify([actorId])}::jsonb) WHERE id = 155`);
    const event = await findEventById(database.db, 155);
    const given = await ten(() => giveRose(database.db, event, guestId, actorId, now));
    expect(given.filter((outcome) => outcome === 'given')).toHaveLength(3);
  });
});
