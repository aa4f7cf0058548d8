import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { openTestDatabase, queryRows } from '../../testing/db';
import { scopedSchema, TEST_DATABASE_URL, type ScopedSchema } from '../../testing/postgres';
import { SERVER_START_TIMEOUT } from '../../testing/timeouts';
import { guests } from '../guests/schema';
import { insertGuest } from '../guests/service';
import type { AppDeps } from '../types';
import { findPackage } from '../vxpay/packages';
import { completePayment, startPayment } from '../vxpay/payment-service';
import { redeemBonusCode } from './bonus-codes';
import { bonusCodes, guestBenefits } from './schema';
import { doSpin, redeemSpinReward } from './spinwheel';

/**
 * Races on a real PostgreSQL server, where transactions run in parallel (PGlite runs one at a time):
 * spins never overspend, a code is redeemed once per guest and never past its maximum, a reward is
 * paid once, a held top-up bonus pays once for top-ups completing together. Runs only with TEST_DATABASE_URL, in a fresh schema dropped afterwards.
 */
const describePg = TEST_DATABASE_URL ? describe : describe.skip;
const hub = { toGuest: () => undefined };

describePg('rewards under concurrency (PostgreSQL)', () => {
  let schema: ScopedSchema;
  let database: Database;

  beforeAll(async () => {
    schema = scopedSchema(TEST_DATABASE_URL as string);
    await schema.create();
    database = await openTestDatabase(schema.url);
  }, SERVER_START_TIMEOUT);

  afterAll(async () => {
    await database?.close();
    await schema?.drop();
  }, SERVER_START_TIMEOUT);

  async function newGuest(spins = 0): Promise<number> {
    const unique = randomBytes(6).toString('hex');
    const guest = await insertGuest(database.db, { email: `${unique}@example.com`, name: `Racer ${unique}`, passwordHash: 'scrypt$unused', language: 'en' });
    if (spins > 0) await database.db.update(guests).set({ spinwheelSpins: spins }).where(eq(guests.id, guest.id));
    return guest.id;
  }
  const balanceOf = async (guestId: number) => (await database.db.select({ balance: guests.balance }).from(guests).where(eq(guests.id, guestId)))[0].balance;

  it('lets exactly 3 of 20 concurrent spins through for a guest with 3 spins', async () => {
    const guestId = await newGuest(3);
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => doSpin(database.db, guestId, Math.random)));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(3);
    expect((await database.db.select({ spins: guests.spinwheelSpins }).from(guests).where(eq(guests.id, guestId)))[0].spins).toBe(0);
    const [rows] = await queryRows<{ n: string }>(database, sql`SELECT count(*) AS n FROM spin_rewards WHERE guest_id = ${guestId}`);
    expect(Number(rows.n)).toBe(3);
  });

  it('redeems a code once for 10 concurrent requests of one guest, and never past its maximum across guests', async () => {
    await database.db.insert(bonusCodes).values([
      { code: 'RACE10', benefits: [{ type: 'coins', amount: 10, tiers: [], voucherType: null }] },
      { code: 'RACEMAX3', maxRedemptions: 3, benefits: [{ type: 'coins', amount: 10, tiers: [], voucherType: null }] },
    ]);
    const guestId = await newGuest();
    const same = await Promise.all(Array.from({ length: 10 }, () => redeemBonusCode(database.db, hub, guestId, 'RACE10')));
    expect(same.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(await balanceOf(guestId)).toBe(10);

    const others = await Promise.all(Array.from({ length: 8 }, () => newGuest()));
    const many = await Promise.all(others.map((id) => redeemBonusCode(database.db, hub, id, 'RACEMAX3')));
    expect(many.filter((outcome) => outcome.ok)).toHaveLength(3);
    const [code] = await database.db.select().from(bonusCodes).where(eq(bonusCodes.code, 'RACEMAX3'));
    expect(code.redeemedCount).toBe(3);
  });

  it('pays a held top-up bonus once when 4 top-ups of the guest complete at once, each callback twice', async () => {
    await database.db.insert(bonusCodes).values({
      code: 'RACETOPUP',
      containsTopUpBenefit: true,
      benefits: [{ type: 'bonus', amount: null, voucherType: null, tiers: [{ from: 40, amount: 10 }, { from: 100, amount: 30 }] }],
    });
    const guestId = await newGuest();
    expect((await redeemBonusCode(database.db, hub, guestId, 'RACETOPUP')).ok).toBe(true);
    const pkg = findPackage('eur-2499');
    if (!pkg) throw new Error('no package of 100 coins');
    const started = await Promise.all(Array.from({ length: 4 }, () => startPayment(database.db, guestId, pkg)));
    const deps = { database, hub } as unknown as AppDeps;
    const callbacks = started.flatMap((payment) => {
      const callback = { outcome: 'success' as const, paymentId: payment.id, guestId, coins: payment.coins, amount: payment.priceCents, currency: payment.currency };
      return [callback, callback];
    });
    const results = await Promise.all(callbacks.map((callback) => completePayment(deps, callback)));
    expect(results.filter((result) => result.outcome === 'credited')).toHaveLength(4);
    expect(await balanceOf(guestId)).toBe(4 * 100 + 30);
    const [bonus] = await queryRows<{ n: string }>(database, sql`SELECT count(*) AS n FROM wallet_ledger WHERE guest_id = ${guestId} AND kind = 'topup_bonus'`);
    expect(Number(bonus.n)).toBe(1);
    const [benefit] = await database.db.select().from(guestBenefits).where(eq(guestBenefits.guestId, guestId));
    expect(benefit.usedCoins).toBe(30);
    expect(started.map((payment) => payment.id)).toContain(benefit.usedPaymentId);
  });

  it('pays a spin reward once for 10 concurrent redemptions', async () => {
    const guestId = await newGuest(1);
    const spin = await doSpin(database.db, guestId, () => 0);
    if (!spin.ok) throw new Error('spin refused');
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => redeemSpinReward(database.db, hub, guestId, spin.result.id)));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(await balanceOf(guestId)).toBe(spin.result.coins);
  });
});
