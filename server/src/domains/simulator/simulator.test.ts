import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { seedCatalogue } from '../../seed';
import { Rng } from '../../seed/random';
import { openTestDatabase, queryRows } from '../../testing/db';
import { planRound, Roster, simulateRound, startSimulator } from './simulator';

describe('planRound', () => {
  it('flips a few each way near the target share', () => {
    const rolls = [0.1, 0.9];
    expect(planRound(35, 100, 0.35, () => rolls.shift()!)).toEqual({ down: 1, up: 3 });
  });

  it('leans towards the target when the share drifts', () => {
    expect(planRound(10, 100, 0.35, () => 0)).toEqual({ down: 1, up: 4 });
    expect(planRound(90, 100, 0.35, () => 0)).toEqual({ down: 6, up: 1 });
  });

  it('never asks for more than exists', () => {
    expect(planRound(0, 2, 0.35, () => 0.99)).toEqual({ down: 0, up: 2 });
    expect(planRound(2, 2, 0.35, () => 0.99)).toEqual({ down: 2, up: 0 });
  });
});

describe('simulator', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedCatalogue(database, { actors: 100 });
  });
  afterAll(() => database.close());

  const onlineIds = async () =>
    (await queryRows<{ id: number }>(database, sql`SELECT id FROM actors WHERE is_online ORDER BY id`)).map((r) => r.id);

  it('flips actors in the database and broadcasts each flip', async () => {
    const events: { type: string; actorId: number }[] = [];
    const before = new Set(await onlineIds());
    await simulateRound(database.db, { broadcast: (event) => void events.push(event as never), toGuest: () => undefined }, await Roster.read(database.db), 0.35, () => 0.5);
    const after = new Set(await onlineIds());
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      if (event.type === 'actorOnline') expect(before.has(event.actorId) || after.has(event.actorId)).toBe(true);
      expect(after.has(event.actorId)).toBe(event.type === 'actorOnline');
    }
  });

  it('lets the event loop turn between its flips, so requests are answered during a round', async () => {
    const hub = { broadcast: () => undefined, toGuest: () => undefined };
    const roster = await Roster.read(database.db);
    let roundDone = false;
    let turnedDuringRound = false;
    setImmediate(() => (turnedDuringRound = !roundDone));
    await simulateRound(database.db, hub, roster, 0.35, () => 0.5);
    roundDone = true;
    expect(turnedDuringRound).toBe(true);
  });

  it('keeps the online share near the target over many rounds', async () => {
    const hub = { broadcast: () => undefined, toGuest: () => undefined };
    const rng = new Rng(7);
    const roster = await Roster.read(database.db);
    for (let round = 0; round < 40; round++) await simulateRound(database.db, hub, roster, 0.35, () => rng.next());
    const share = (await onlineIds()).length / 100;
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.5);
  });

  it('draws distinct actors of the asked state from its roster, and moves each once', async () => {
    const roster = await Roster.read(database.db);
    const online = new Set(await onlineIds());
    expect(roster.onlineCount).toBe(online.size);
    expect(roster.total).toBe(100);
    const rng = new Rng(3);
    const drawn = roster.draw(true, 5, () => rng.next());
    expect(new Set(drawn).size).toBe(5);
    for (const id of drawn) expect(online.has(id)).toBe(true);
    expect(roster.draw(false, 1000, () => rng.next())).toHaveLength(100 - online.size);

    roster.move(drawn[0]!, false);
    expect(roster.onlineCount).toBe(online.size - 1);
    roster.move(drawn[0]!, false);
    expect(roster.onlineCount).toBe(online.size - 1);
    expect(roster.total).toBe(100);
  });

  /** The simulator's timer, run by the test: each pause is recorded and fires when the test says. */
  function manualTimer() {
    const timers: { run: () => void; ms: number; cancelled: boolean }[] = [];
    let onSchedule = () => {};
    return {
      timers,
      /** Resolves when the simulator schedules its next round. */
      scheduled: () => new Promise<void>((resolve) => (onSchedule = resolve)),
      setTimer: (run: () => void, ms: number) => {
        const timer = { run, ms, cancelled: false };
        timers.push(timer);
        onSchedule();
        return () => void (timer.cancelled = true);
      },
    };
  }

  it('runs a round after each pause drawn between the bounds and stops cleanly', async () => {
    const events: unknown[] = [];
    const hub = { broadcast: (event: unknown) => void events.push(event), toGuest: () => undefined };
    const clock = manualTimer();
    const stop = startSimulator(database.db, hub, { minDelayMs: 2_000, maxDelayMs: 4_000, random: () => 0.5, setTimer: clock.setTimer });
    expect(clock.timers.map((t) => t.ms)).toEqual([3_000]);
    expect(events).toHaveLength(0);

    const next = clock.scheduled();
    clock.timers[0].run();
    await next;
    expect(events.length).toBeGreaterThan(0);
    expect(clock.timers.map((t) => t.ms)).toEqual([3_000, 3_000]);

    await stop();
    expect(clock.timers[1].cancelled).toBe(true);
  });

  it('stop waits for the round in flight and schedules none after it', async () => {
    const events: unknown[] = [];
    const hub = { broadcast: (event: unknown) => void events.push(event), toGuest: () => undefined };
    const clock = manualTimer();
    const stop = startSimulator(database.db, hub, { random: () => 0.5, setTimer: clock.setTimer });
    clock.timers[0].run();
    await stop();
    expect(events.length).toBeGreaterThan(0);
    expect(clock.timers).toHaveLength(1);
  });
});
