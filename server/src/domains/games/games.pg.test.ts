import { randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { TEST_DATABASE_URL, usePostgresDatabase } from '../../testing/postgres';
import { guests } from '../guests/schema';
import { insertGuest } from '../guests/service';
import { reportRound, useAttempt } from './play';
import { claimReward } from './rewards';
import { seedGames } from './seed';
import { findGame } from './store';

/**
 * Races on a real PostgreSQL server (PGlite runs one transaction at a time): parallel attempts never
 * pass the day's attempts, a reward pays once, a round scores once. Runs only with TEST_DATABASE_URL.
 */
const describePg = TEST_DATABASE_URL ? describe : describe.skip;
const SECRET = randomBytes(32).toString('base64url');

describePg('reward games under concurrency (PostgreSQL)', () => {
  const open = usePostgresDatabase();
  let database: ReturnType<typeof open>;

  beforeAll(async () => {
    database = open();
    await seedGames(database.db);
  });

  async function newGuest(): Promise<number> {
    const unique = randomBytes(6).toString('hex');
    return (await insertGuest(database.db, { email: `${unique}@example.com`, name: `Player ${unique}`, passwordHash: 'scrypt$unused', language: 'en' })).id;
  }
  const balanceOf = async (guestId: number) => (await database.db.select({ balance: guests.balance }).from(guests).where(eq(guests.id, guestId)))[0].balance;

  it('lets exactly the day’s 3 of 20 parallel slot machine attempts through', async () => {
    const guestId = await newGuest();
    const game = (await findGame(database.db, 200))!;
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => useAttempt(database.db, { secret: SECRET, random: randomInt }, game, guestId, new Date())));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(3);
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === 'no_attempts_left')).toHaveLength(17);
  });

  it('pays a reward once for 10 parallel claims', async () => {
    const guestId = await newGuest();
    const game = (await findGame(database.db, 200))!;
    await useAttempt(database.db, { secret: SECRET, random: randomInt }, game, guestId, new Date());
    const before = await balanceOf(guestId);
    const claims = await Promise.all(Array.from({ length: 10 }, () => claimReward(database.db, game, guestId, 'coins-5', new Date())));
    expect(claims.filter((claim) => claim.ok)).toHaveLength(1);
    expect(claims.filter((claim) => !claim.ok && claim.reason === 'already_claimed')).toHaveLength(9);
    expect(await balanceOf(guestId)).toBe(before + 5);
  });

  it('pays an ended game’s reward once for 10 parallel claims inside its claim window, none at the claim end', async () => {
    const game = (await findGame(database.db, 6))!;
    const claimEnd = game.rewardClaimEnd!;
    expect(game.endAt.getTime()).toBeLessThan(Date.now());
    const played = new Date(game.endAt.getTime() - 86_400_000);
    const [inside, late] = [await newGuest(), await newGuest()];
    for (const guestId of [inside, late]) {
      // A skill round played while the game ran, every target hit: the attempt's full points.
      const started = await useAttempt(database.db, { secret: SECRET, random: randomInt }, game, guestId, played);
      if (!started.ok) throw new Error(started.reason);
      const { token, durationMs, targets } = started.attempt.round!;
      const hits = targets.map((target) => ({ targetId: target.id, atMs: target.appearAtMs + 10 }));
      expect(await reportRound(database.db, SECRET, guestId, token, hits, new Date(played.getTime() + durationMs))).toMatchObject({ ok: true, points: 20 });
    }

    const justBefore = new Date(claimEnd.getTime() - 1);
    const before = await balanceOf(inside);
    const claims = await Promise.all(Array.from({ length: 10 }, () => claimReward(database.db, game, inside, 'coins-5', justBefore)));
    expect(claims.filter((claim) => claim.ok)).toHaveLength(1);
    expect(await balanceOf(inside)).toBe(before + 5);

    const lateBefore = await balanceOf(late);
    const refused = await Promise.all(Array.from({ length: 10 }, () => claimReward(database.db, game, late, 'coins-5', claimEnd)));
    expect(refused.every((claim) => !claim.ok && claim.reason === 'claim_window_closed')).toBe(true);
    expect(await balanceOf(late)).toBe(lateBefore);
  });

  it('scores a shooting round once for 10 parallel reports', async () => {
    const guestId = await newGuest();
    const game = (await findGame(database.db, 22))!;
    const started = await useAttempt(database.db, { secret: SECRET, random: randomInt }, game, guestId, new Date());
    if (!started.ok) throw new Error(started.reason);
    const round = started.attempt.round!;
    const hit = { targetId: round.targets[0].id, atMs: round.targets[0].appearAtMs + 10 };
    const reports = await Promise.all(Array.from({ length: 10 }, () => reportRound(database.db, SECRET, guestId, round.token, [hit], new Date())));
    expect(reports.filter((report) => report.ok)).toHaveLength(1);
    expect(reports.filter((report) => !report.ok && report.reason === 'already_reported')).toHaveLength(9);
  });
});
