import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { openTestDatabase, queryRows } from '../../testing/db';
import { scopedSchema, TEST_DATABASE_URL, type ScopedSchema } from '../../testing/postgres';
import { SERVER_START_TIMEOUT } from '../../testing/timeouts';
import { insertGuest } from '../guests/service';
import { credit, getBalance, purchase } from './service';

/**
 * The purchase primitive against a real PostgreSQL server, where transactions really run in
 * parallel (PGlite runs one at a time). Runs only with TEST_DATABASE_URL; each run works in a fresh
 * schema that it drops afterwards.
 */
const describePg = TEST_DATABASE_URL ? describe : describe.skip;

describePg('wallet purchase primitive (PostgreSQL)', () => {
  // Made in beforeAll: a skipped block still runs its body, where the URL is missing.
  let schema: ScopedSchema;
  let database: Database;

  beforeAll(async () => {
    schema = scopedSchema(TEST_DATABASE_URL as string);
    await schema.create();
    database = await openTestDatabase(schema.url);
    const [where] = await queryRows<{ s: string }>(database, sql`SELECT current_schema() AS s`);
    expect(where.s).toBe(schema.name);
  }, SERVER_START_TIMEOUT);

  afterAll(async () => {
    await database?.close();
    await schema?.drop();
  }, SERVER_START_TIMEOUT);

  async function guestWith(coins: number): Promise<number> {
    const unique = randomBytes(6).toString('hex');
    // Names are unique (look-alikes included), so each guest gets its own.
    const guest = await insertGuest(database.db, {
      email: `${unique}@example.com`,
      name: `Concurrent ${unique}`,
      passwordHash: 'scrypt$unused',
      language: 'en',
    });
    if (coins > 0) await credit(database.db, { guestId: guest.id, amount: coins, kind: 'test', reference: 'seed', idempotencyKey: 'seed' });
    return guest.id;
  }
  const ledgerSum = async (guestId: number) =>
    Number((await queryRows<{ s: string }>(database, sql`SELECT coalesce(sum(amount), 0) AS s FROM wallet_ledger WHERE guest_id = ${guestId}`))[0].s);

  it('lets exactly 10 of 50 concurrent purchases through on a balance covering 10', async () => {
    const price = 7;
    const guestId = await guestWith(price * 10);
    let lowest = Infinity;
    let running = true;
    // Watch the balance while the purchases race: it must never dip below zero.
    const watcher = (async () => {
      while (running) {
        lowest = Math.min(lowest, (await getBalance(database.db, guestId)) ?? 0);
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    })();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => purchase(database.db, { guestId, price, kind: 'video', reference: `video:${i}`, idempotencyKey: `p-${i}` })),
    );
    running = false;
    await watcher;

    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.errorCode === 'insufficient_balance')).toBe(true);
    expect(lowest).toBeGreaterThanOrEqual(0);
    const balance = await getBalance(database.db, guestId);
    expect(balance).toBe(0);
    expect(await ledgerSum(guestId)).toBe(balance);
    // Every successful purchase saw a distinct balance: the debits were serialized.
    const afters = results.flatMap((r) => (r.ok ? [r.balance] : [])).sort((a, b) => a - b);
    expect(afters).toEqual(Array.from({ length: 10 }, (_, i) => i * price));
  });

  it('charges a key retried concurrently exactly once', async () => {
    const guestId = await guestWith(100);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => purchase(database.db, { guestId, price: 30, kind: 'album', reference: 'album:1', idempotencyKey: 'same-key' })),
    );
    const entryIds = new Set(results.map((r) => (r.ok ? r.entryId : null)));
    expect(results.every((r) => r.ok && r.balance === 70)).toBe(true);
    expect(entryIds.size).toBe(1);
    expect(results.filter((r) => r.ok && !r.replayed)).toHaveLength(1);
    expect(await getBalance(database.db, guestId)).toBe(70);
    expect(await ledgerSum(guestId)).toBe(70);
  });

  it('answers a retried key with the stored result even when the balance is then used up', async () => {
    // The twin that waits for the row lock finds no coins left, and must still report success.
    const guestId = await guestWith(30);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => purchase(database.db, { guestId, price: 30, kind: 'show', reference: 'show:1', idempotencyKey: 'exact' })),
    );
    expect(results.every((r) => r.ok && r.balance === 0)).toBe(true);
    expect(await getBalance(database.db, guestId)).toBe(0);
    expect(await ledgerSum(guestId)).toBe(0);
  });

  it('credits a key retried concurrently exactly once', async () => {
    const guestId = await guestWith(0);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => credit(database.db, { guestId, amount: 40, kind: 'moneycharge', reference: 'payment:x', idempotencyKey: 'payment:x' })),
    );
    expect(new Set(results.map((r) => r.entryId)).size).toBe(1);
    expect(await getBalance(database.db, guestId)).toBe(40);
  });
});
