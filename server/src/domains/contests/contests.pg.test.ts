import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { seedCatalogue } from '../../seed';
import { openTestDatabase, queryRows } from '../../testing/db';
import { scopedSchema, TEST_DATABASE_URL, type ScopedSchema } from '../../testing/postgres';
import { SERVER_START_TIMEOUT } from '../../testing/timeouts';
import { insertGuest } from '../guests/service';
import { seedContests } from './seed';
import { addContestVote, deleteContestVote } from './votes';
import { addVotingVote } from './votings';

/**
 * Votes on a real PostgreSQL server, where transactions run in parallel (PGlite runs one at a time):
 * a guest voting from many tabs at once never holds more than 5 votes of a contest, an entry's
 * count equals its stored votes, a voting takes one vote per guest. Fresh schema, dropped afterwards.
 */
const describePg = TEST_DATABASE_URL ? describe : describe.skip;

describePg('contest votes under concurrency (PostgreSQL)', () => {
  let schema: ScopedSchema;
  let database: Database;
  let entries: { mediaId: number; actorId: number; votes: number }[];

  beforeAll(async () => {
    schema = scopedSchema(TEST_DATABASE_URL as string);
    await schema.create();
    database = await openTestDatabase(schema.url);
    await seedCatalogue(database, { actors: 24, videosPerActor: 2 });
    await seedContests(database.db);
    entries = await queryRows(database, sql`SELECT media_id AS "mediaId", actor_id AS "actorId", votes FROM contest_entries WHERE contest_id = 1 ORDER BY media_id`);
  }, SERVER_START_TIMEOUT);

  afterAll(async () => {
    await database?.close();
    await schema?.drop();
  }, SERVER_START_TIMEOUT);

  const newGuest = async () => {
    const unique = randomBytes(6).toString('hex');
    return (await insertGuest(database.db, { email: `${unique}@example.com`, name: `Voter ${unique}`, passwordHash: 'scrypt$unused', language: 'en' })).id;
  };
  const storedVotes = async (guestId: number) =>
    (await queryRows<{ n: number; counter: number }>(
      database,
      sql`SELECT (SELECT count(*)::int FROM contest_votes WHERE guest_id = ${guestId} AND contest_id = 1) AS n,
                 (SELECT vote_count FROM contest_guest_data WHERE guest_id = ${guestId} AND contest_id = 1) AS counter`,
    ))[0]!;

  it('lets exactly 5 of 20 concurrent votes of one guest through, each counted once on its entry', async () => {
    expect(entries.length).toBeGreaterThanOrEqual(10);
    const guestId = await newGuest();
    const ballots = Array.from({ length: 20 }, (_, index) => entries[index % 10]!);
    const outcomes = await Promise.all(ballots.map((entry) => addContestVote(database.db, { id: guestId, hasAvs: true }, { contestId: 1, mediaId: entry.mediaId, actorId: entry.actorId })));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(5);
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.refusal === 'vote_limit_reached').length).toBeGreaterThan(0);
    expect(await storedVotes(guestId)).toEqual({ n: 5, counter: 5 });
    const after = await queryRows<{ gained: number }>(
      database,
      sql`SELECT coalesce(sum(e.votes), 0)::int - ${entries.reduce((sum, entry) => sum + entry.votes, 0)} AS gained FROM contest_entries e WHERE e.contest_id = 1`,
    );
    expect(after[0]!.gained).toBe(5);
  });

  it('keeps the limit when votes and withdrawals of one guest interleave', async () => {
    const guestId = await newGuest();
    const first = entries.slice(0, 5);
    for (const entry of first) await addContestVote(database.db, { id: guestId, hasAvs: true }, { contestId: 1, mediaId: entry.mediaId });
    await Promise.all([
      ...first.slice(0, 2).map((entry) => deleteContestVote(database.db, guestId, { contestId: 1, mediaId: entry.mediaId })),
      ...entries.slice(5, 15).map((entry) => addContestVote(database.db, { id: guestId, hasAvs: true }, { contestId: 1, mediaId: entry.mediaId })),
    ]);
    const stored = await storedVotes(guestId);
    expect(stored.n).toBe(stored.counter);
    expect(stored.n).toBeLessThanOrEqual(5);
  });

  it('takes one voting vote per guest for 10 concurrent calls', async () => {
    const guestId = await newGuest();
    const refusals = await Promise.all(Array.from({ length: 10 }, (_, index) => addVotingVote(database.db, guestId, 1, index % 2 ? 'beach' : 'office')));
    expect(refusals.filter((refusal) => refusal === null)).toHaveLength(1);
    const [votes] = await queryRows<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM voting_votes WHERE guest_id = ${guestId}`);
    expect(votes!.n).toBe(1);
  });
});
