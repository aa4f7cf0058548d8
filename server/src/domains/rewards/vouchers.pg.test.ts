import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { seedCatalogue } from '../../seed';
import { openTestDatabase, queryRows } from '../../testing/db';
import { scopedSchema, TEST_DATABASE_URL, type ScopedSchema } from '../../testing/postgres';
import { SERVER_START_TIMEOUT } from '../../testing/timeouts';
import { guests } from '../guests/schema';
import { insertGuest } from '../guests/service';
import { buyMedia } from '../purchases/service';
import { videos } from '../videos/schema';
import { vouchers } from './schema';
import { VOUCHER_TYPE } from './spend-voucher';

/**
 * A video voucher spent on a real PostgreSQL server: it pays one video instead of coins, once,
 * however many purchases race for it; a voucher for another actor is not used. Runs only with TEST_DATABASE_URL.
 */
const describePg = TEST_DATABASE_URL ? describe : describe.skip;

describePg('vouchers spent where they apply (PostgreSQL)', () => {
  let schema: ScopedSchema;
  let database: Database;
  const pushed: unknown[] = [];
  const hub = { toGuest: (_guestId: number, event: unknown) => void pushed.push(event) };
  let paid: { id: number; actorId: number; price: number }[];

  beforeAll(async () => {
    schema = scopedSchema(TEST_DATABASE_URL as string);
    await schema.create();
    database = await openTestDatabase(schema.url);
    await seedCatalogue(database, { actors: 4, videosPerActor: 3 });
    paid = await database.db
      .select({ id: videos.id, actorId: videos.actorId, price: videos.price })
      .from(videos)
      .where(and(eq(videos.free, false), sql`${videos.price} > 0`))
      .orderBy(asc(videos.id));
  }, SERVER_START_TIMEOUT);

  afterAll(async () => {
    await database?.close();
    await schema?.drop();
  }, SERVER_START_TIMEOUT);

  async function guestWithVoucher(values: Partial<typeof vouchers.$inferInsert> = {}): Promise<number> {
    const unique = randomBytes(6).toString('hex');
    const guest = await insertGuest(database.db, { email: `${unique}@example.com`, name: `Voucher ${unique}`, passwordHash: 'scrypt$unused', language: 'en' });
    await database.db.update(guests).set({ balance: 1000 }).where(eq(guests.id, guest.id));
    await database.db.insert(vouchers).values({ guestId: guest.id, type: VOUCHER_TYPE.video, amount: 1, source: 'test', ...values });
    return guest.id;
  }
  const balanceOf = async (guestId: number) => (await database.db.select({ balance: guests.balance }).from(guests).where(eq(guests.id, guestId)))[0].balance;
  const vouchersLeft = async (guestId: number) => (await queryRows<{ n: number }>(database, sql`SELECT coalesce(sum(amount), 0)::int AS n FROM vouchers WHERE guest_id = ${guestId}`))[0].n;

  it('pays one video with the voucher for 10 concurrent purchases (retries with one key and clicks with new keys): no coins, spent once', async () => {
    const guestId = await guestWithVoucher();
    const video = paid[0];
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, index) => buyMedia(database.db, hub, { guestId, kind: 'video', mediaId: video.id, idempotencyKey: index < 5 ? 'same-key' : `key-${index}` })),
    );
    expect(outcomes.every((outcome) => outcome.found && outcome.success)).toBe(true);
    expect(await balanceOf(guestId)).toBe(1000);
    expect(await vouchersLeft(guestId)).toBe(0);
    expect(pushed).toContainEqual({ type: 'vouchers', vouchers: [] });
  });

  it('spends one voucher on one of two videos bought at once; the other is paid in coins', async () => {
    const guestId = await guestWithVoucher();
    const [first, second] = [paid[0], paid.find((video) => video.actorId === paid[0].actorId && video.id !== paid[0].id) ?? paid[1]];
    const outcomes = await Promise.all([first, second].map((video) => buyMedia(database.db, hub, { guestId, kind: 'video', mediaId: video.id, idempotencyKey: `v-${video.id}` })));
    expect(outcomes.every((outcome) => outcome.found && outcome.success)).toBe(true);
    expect(await vouchersLeft(guestId)).toBe(0);
    expect([1000 - first.price, 1000 - second.price]).toContain(await balanceOf(guestId));
  });

  it('keeps a voucher for another actor and one not valid yet', async () => {
    const video = paid[0];
    const other = paid.find((row) => row.actorId !== video.actorId) as { actorId: number };
    const guestId = await guestWithVoucher({ actorId: other.actorId });
    await database.db.insert(vouchers).values({ guestId, type: VOUCHER_TYPE.video, amount: 1, source: 'test', validFrom: new Date(Date.now() + 86_400_000) });
    const outcome = await buyMedia(database.db, hub, { guestId, kind: 'video', mediaId: video.id, idempotencyKey: 'other-actor' });
    expect(outcome.found && outcome.success).toBe(true);
    expect(await balanceOf(guestId)).toBe(1000 - video.price);
    expect(await vouchersLeft(guestId)).toBe(2);
  });
});
