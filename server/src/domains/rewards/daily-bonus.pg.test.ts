import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { seedCatalogue } from '../../seed';
import { openTestDatabase, queryRows } from '../../testing/db';
import { scopedSchema, TEST_DATABASE_URL, type ScopedSchema } from '../../testing/postgres';
import { SERVER_START_TIMEOUT } from '../../testing/timeouts';
import { guests } from '../guests/schema';
import { insertGuest } from '../guests/service';
import { videos } from '../videos/schema';
import { claimBonusModelReward } from './bonus-model-reward';
import { ensureDailyBonusDays, purchaseDailyBonus } from './daily-bonus';
import { dailyBonusDays } from './daily-bonus-schema';
import { berlinDate } from '@vx/shared/events';

/**
 * The daily bonus on a real PostgreSQL server, where transactions run in parallel: twenty clicks of
 * one guest (two tabs, retries) buy today's offer once and charge once. Runs only with TEST_DATABASE_URL.
 */
const describePg = TEST_DATABASE_URL ? describe : describe.skip;
const hub = { toGuest: () => undefined };

describePg('daily bonus under concurrency (PostgreSQL)', () => {
  let schema: ScopedSchema;
  let database: Database;
  const today = berlinDate(new Date());

  beforeAll(async () => {
    schema = scopedSchema(TEST_DATABASE_URL as string);
    await schema.create();
    database = await openTestDatabase(schema.url);
    await seedCatalogue(database, { actors: 2, videosPerActor: 1 });
    await ensureDailyBonusDays(database.db, [today]);
  }, SERVER_START_TIMEOUT);

  afterAll(async () => {
    await database?.close();
    await schema?.drop();
  }, SERVER_START_TIMEOUT);

  async function newGuest(balance: number): Promise<number> {
    const unique = randomBytes(6).toString('hex');
    const guest = await insertGuest(database.db, { email: `${unique}@example.com`, name: `Racer ${unique}`, passwordHash: 'scrypt$unused', language: 'en' });
    await database.db.update(guests).set({ balance }).where(eq(guests.id, guest.id));
    return guest.id;
  }

  it.each([
    ['a paid video voucher', { offer: 'VideoVoucher', price: 7, amount: 1, quantity: 1 }],
    ['free messenger gifts', { offer: 'MessengerGift', price: 0, amount: 3, quantity: 3 }],
  ])('sells %s once for 20 concurrent purchases of one guest', async (_name, offer) => {
    await database.db
      .update(dailyBonusDays)
      .set({ ...offer, requireVip: false, minTopUp: null, contentKind: null, contentId: null, actorId: null })
      .where(eq(dailyBonusDays.day, today));
    const guestId = await newGuest(100);
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => purchaseDailyBonus(database.db, hub, guestId, today)));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === 'already_purchased')).toHaveLength(19);
    const [guest] = await database.db.select().from(guests).where(eq(guests.id, guestId));
    expect(guest.balance).toBe(100 - offer.price);
    const [ledger] = await queryRows<{ n: string }>(database, sql`SELECT count(*) AS n FROM wallet_ledger WHERE guest_id = ${guestId}`);
    expect(Number(ledger.n)).toBe(offer.price > 0 ? 1 : 0);
    const [vouchers] = await queryRows<{ n: string }>(database, sql`SELECT count(*) AS n FROM vouchers WHERE guest_id = ${guestId}`);
    expect(Number(vouchers.n)).toBe(offer.offer === 'VideoVoucher' ? 1 : 0);
    if (offer.offer === 'MessengerGift') expect(guest.messengerGiftCount).toBe(3);
  });

  it('claims the bonus model’s reward once for 20 concurrent claims of one guest', async () => {
    const [video] = await database.db.select({ id: videos.id, actorId: videos.actorId }).from(videos).limit(1);
    const actor = { id: video.actorId };
    await database.db.update(dailyBonusDays).set({ offer: 'video', contentKind: 'video', contentId: video.id, actorId: actor.id }).where(eq(dailyBonusDays.day, today));
    const guestId = await newGuest(0);
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => claimBonusModelReward(database.db, hub, guestId, actor.id, today)));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    const [vouchers] = await queryRows<{ n: string }>(database, sql`SELECT count(*) AS n FROM vouchers WHERE guest_id = ${guestId}`);
    expect(Number(vouchers.n)).toBe(1);
  });
});
