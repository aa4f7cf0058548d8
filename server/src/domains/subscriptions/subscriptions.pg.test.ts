import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../testing/db';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../testing/db';
import { scopedSchema, TEST_DATABASE_URL, usePostgresDatabase, type ScopedSchema } from '../../testing/postgres';
import { SERVER_START_TIMEOUT } from '../../testing/timeouts';
import { guests } from '../guests/schema';
import { insertGuest } from '../guests/service';
import type { AppDeps } from '../types';
import { completePayment, startPayment } from '../vxpay/payment-service';
import { addDays, addMonth, packageOf, planOf } from './plans';
import { renewDue, startRenewals } from './renewal';
import { subscriptions } from './schema';

/**
 * Races on a real PostgreSQL server, where transactions run in parallel (PGlite runs one at a time):
 * a subscription payment's callbacks arriving together start one subscription, and renewal passes
 * of several servers at once charge a period once. Runs only with TEST_DATABASE_URL.
 */
const describePg = TEST_DATABASE_URL ? describe : describe.skip;
const hub = { toGuest: () => undefined };

const count = async (database: Database, query: ReturnType<typeof sql>) => Number((await queryRows<{ n: string }>(database, query))[0].n);

describePg('subscriptions under concurrency (PostgreSQL)', () => {
  const databaseOf = usePostgresDatabase();

  it('starts one subscription for 6 concurrent callbacks, and charges each period once for 4 concurrent renewal passes', async () => {
    const database = databaseOf();
    const unique = randomBytes(6).toString('hex');
    const guest = await insertGuest(database.db, { email: `${unique}@example.com`, name: `Sub ${unique}`, passwordHash: 'scrypt$unused', language: 'en' });
    const plan = planOf('vipabo');
    if (!plan) throw new Error('no vipabo plan');
    const payment = await startPayment(database.db, guest.id, packageOf(plan));
    const callback = { outcome: 'success' as const, paymentId: payment.id, guestId: guest.id, coins: 0, amount: payment.priceCents, currency: payment.currency };
    const deps = { database, hub } as unknown as AppDeps;
    const results = await Promise.all(Array.from({ length: 6 }, () => completePayment(deps, callback)));
    expect(results.filter((result) => result.outcome === 'subscribed')).toHaveLength(1);
    expect(results.filter((result) => result.outcome === 'already_paid')).toHaveLength(5);
    const [row] = await database.db.select().from(subscriptions).where(eq(subscriptions.guestId, guest.id));
    expect((await database.db.select({ isVip: guests.isVip }).from(guests).where(eq(guests.id, guest.id)))[0].isVip).toBe(true);

    const now = addDays(row.periodEnd, 1);
    const onError = jest.fn();
    const stops = Array.from({ length: 2 }, () => startRenewals(database.db, hub, { clock: () => now, everyMs: 60_000, onError }));
    await Promise.all([...stops.map((stop) => stop()), renewDue(database.db, hub, now), renewDue(database.db, hub, now)]);
    // A pass that met the row locked leaves it for its next tick: one more pass finishes what is left.
    await renewDue(database.db, hub, now);
    expect(onError).not.toHaveBeenCalled();
    expect(await count(database, sql`SELECT count(*) AS n FROM subscription_periods WHERE subscription_id = ${row.id}`)).toBe(2);
    expect(await count(database, sql`SELECT count(*) AS n FROM payments WHERE guest_id = ${guest.id} AND status = 'paid'`)).toBe(2);
  });
});

/**
 * The renewal clock across server instances and restarts (issue 15 §4 "no double charge across
 * restarts"): each server is its own connection pool on one database, as two nodes or a node
 * started again would be.
 */
describePg('subscription renewal across servers and restarts (PostgreSQL)', () => {
  let schema: ScopedSchema;
  const open: Database[] = [];
  const server = async () => {
    const database = await openTestDatabase(schema.url);
    open.push(database);
    return database;
  };
  beforeAll(async () => {
    schema = scopedSchema(TEST_DATABASE_URL as string);
    await schema.create();
  }, SERVER_START_TIMEOUT);
  afterAll(async () => {
    await Promise.all(open.map((database) => database.close()));
    await schema?.drop();
  }, SERVER_START_TIMEOUT);

  /** Every runner of each server started at once at `now` (each ticks at start), then stopped; one more pass as the next tick would. */
  async function renewOnAll(servers: Database[], now: Date, onError: jest.Mock) {
    const stops = servers.flatMap((database) => [startRenewals(database.db, hub, { clock: () => now, everyMs: 60_000, onError }), startRenewals(database.db, hub, { clock: () => now, everyMs: 60_000, onError })]);
    await Promise.all([...stops.map((stop) => stop()), ...servers.map((database) => renewDue(database.db, hub, now))]);
  }

  it('charges a due period once for two servers renewing at once, nothing more after a restart in the period, and each missed period once after a long stop', async () => {
    const [first, second] = [await server(), await server()];
    const unique = randomBytes(6).toString('hex');
    const guest = await insertGuest(first.db, { email: `${unique}@example.com`, name: `Renew ${unique}`, passwordHash: 'scrypt$unused', language: 'en' });
    const plan = planOf('vxtvabo');
    if (!plan) throw new Error('no vxtvabo plan');
    const payment = await startPayment(first.db, guest.id, packageOf(plan));
    const paid = await completePayment({ database: first, hub } as unknown as AppDeps, { outcome: 'success', paymentId: payment.id, guestId: guest.id, coins: 0, amount: payment.priceCents, currency: payment.currency });
    expect(paid.outcome).toBe('subscribed');
    const [started] = await first.db.select().from(subscriptions).where(eq(subscriptions.guestId, guest.id));
    const periods = () => count(first, sql`SELECT count(*) AS n FROM subscription_periods WHERE subscription_id = ${started.id}`);
    const charges = () => count(first, sql`SELECT count(*) AS n FROM payments WHERE guest_id = ${guest.id} AND status = 'paid'`);
    const periodEnd = async () => (await first.db.select({ end: subscriptions.periodEnd }).from(subscriptions).where(eq(subscriptions.id, started.id)))[0].end;
    const onError = jest.fn();

    // Two servers, two runners each, the period over: one charge.
    const due = addDays(started.periodEnd, 1);
    await renewOnAll([first, second], due, onError);
    await renewDue(first.db, hub, due);
    expect([await periods(), await charges()]).toEqual([2, 2]);
    expect(await periodEnd()).toEqual(addMonth(started.periodEnd));

    // A restart in the renewed period: a new server on the same database, at once and ten days on, charges nothing.
    await second.close();
    open.splice(open.indexOf(second), 1);
    const restarted = await server();
    await renewOnAll([restarted], due, onError);
    await renewOnAll([first, restarted], addDays(due, 10), onError);
    expect([await periods(), await charges()]).toEqual([2, 2]);

    // Both servers down past three more period ends: the passes after start catch up one period each, each charged once.
    const ends = [1, 2, 3, 4].map((months) => Array.from({ length: months }).reduce<Date>((end) => addMonth(end), started.periodEnd));
    const late = addDays(ends[2]!, 1);
    for (let pass = 0; pass < 5; pass += 1) await renewOnAll([first, restarted], late, onError);
    expect([await periods(), await charges()]).toEqual([5, 5]);
    expect(await periodEnd()).toEqual(ends[3]);
    const keys = await queryRows<{ key: string }>(first, sql`SELECT idempotency_key AS key FROM subscription_periods WHERE subscription_id = ${started.id}`);
    expect(new Set(keys.map((row) => row.key)).size).toBe(5);
    expect(onError).not.toHaveBeenCalled();
  });
});
