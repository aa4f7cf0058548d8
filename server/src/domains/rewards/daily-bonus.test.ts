import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../testing/db';
import { get, post, signupGuest, type SignedUp } from '../../testing/http';
import { SERVER_START_TIMEOUT, useTestServer } from '../../testing/server';
import { guests } from '../guests/schema';
import { mediaPurchases } from '../purchases/schema';
import { purchaseDailyBonus } from './daily-bonus';
import { dailyBonusDays } from './daily-bonus-schema';
import { guestBenefits } from './schema';
import { addCalendarDays, berlinDate } from '@vx/shared/events';

const DAY_FIELDS = 'date offer conditions { vip minTopUp } effect { amount } quantity price free purchased content { type id title actorId actorName }';
const PURCHASE = `mutation ($date: String!) { purchaseDailyBonus(date: $date) { balance day { date purchased } } }`;

describe('daily bonus (query service)', () => {
  const server = useTestServer();
  let alice: SignedUp;
  let bob: SignedUp;
  const today = berlinDate(new Date());
  let visitorToken: string;
  const vxql = (query: string, as?: SignedUp, variables?: Record<string, unknown>) =>
    post(`${server.url}/vxql?language=en`, { query, variables }, { token: as ? as.token : visitorToken });
  const balanceOf = async (who: SignedUp) => (await server.database.db.select({ balance: guests.balance }).from(guests).where(eq(guests.id, who.guestId)))[0].balance;
  const setToday = async (values: Partial<typeof dailyBonusDays.$inferInsert>) => {
    await vxql(`{ dailyBonusDays { current { date } } }`);
    await server.database.db.update(dailyBonusDays).set(values).where(eq(dailyBonusDays.day, today));
  };
  const errorCode = (response: { body: { errors?: { extensions: { code: string } }[] } }) => response.body.errors?.[0]?.extensions.code;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([signupGuest(server.url), signupGuest(server.url)]);
    visitorToken = (await get(`${server.rest}/vxql/visitorToken`)).body.token;
    await server.database.db.update(guests).set({ balance: 100 }).where(eq(guests.id, alice.guestId));
  }, SERVER_START_TIMEOUT);

  it('shows a visitor yesterday, today and tomorrow, none purchased, and asks him to log in for his offers', async () => {
    const response = await vxql(`{ dailyBonusDays { previous { ${DAY_FIELDS} } current { ${DAY_FIELDS} } next { ${DAY_FIELDS} } } bonusModels { id name date } }`);
    expect(response.body.errors).toBeUndefined();
    const days = response.body.data.dailyBonusDays;
    expect([days.previous.date, days.current.date, days.next.date]).toEqual([addCalendarDays(today, -1), today, addCalendarDays(today, 1)]);
    for (const day of [days.previous, days.current, days.next]) {
      expect(day.purchased).toBe(false);
      expect(day.free).toBe(day.price === 0);
      expect(['VipOneDay', 'video', 'photo_album', 'TopUpPercent', 'TopUpFlat', 'Merchandise', 'MessengerGift', 'VideoVoucher']).toContain(day.offer);
    }
    expect(errorCode(await vxql('{ consumedOffers { date } }'))).toBe('UNAUTHENTICATED');
    expect(errorCode(await vxql(PURCHASE, undefined, { date: today }))).toBe('UNAUTHENTICATED');
  });

  it('sells today’s video voucher once: charged once, the voucher granted, the second attempt refused, purchased for that guest only', async () => {
    await setToday({ offer: 'VideoVoucher', amount: 1, quantity: 1, price: 7, requireVip: false, minTopUp: null, contentKind: null, contentId: null, actorId: null });
    const first = await vxql(PURCHASE, alice, { date: today });
    expect(first.body.data.purchaseDailyBonus).toEqual({ balance: 93, day: { date: today, purchased: true } });
    const second = await vxql(PURCHASE, alice, { date: today });
    expect(errorCode(second)).toBe('ALREADY_PURCHASED');
    expect(await balanceOf(alice)).toBe(93);
    const vouchers = await vxql('{ guestVouchers { type amount } }', alice);
    expect(vouchers.body.data.guestVouchers).toEqual([{ type: 1, amount: 1 }]);

    const hers = await vxql('{ dailyBonusDays { current { purchased } } consumedOffers { date offer price purchasedAt } }', alice);
    expect(hers.body.data.dailyBonusDays.current.purchased).toBe(true);
    expect(hers.body.data.consumedOffers).toEqual([expect.objectContaining({ date: today, offer: 'VideoVoucher', price: 7 })]);
    const his = await vxql('{ dailyBonusDays { current { purchased } } consumedOffers { date } }', bob);
    expect(his.body.data.dailyBonusDays.current.purchased).toBe(false);
    expect(his.body.data.consumedOffers).toEqual([]);
  });

  it('VipOneDay adds a day to a running VIP subscription, also after the cancellation offer added its month', async () => {
    const carol = await signupGuest(server.url);
    const paymentId = randomUUID();
    await queryRows(server.database, sql`INSERT INTO payments (id, guest_id, package_id, price_cents, currency, coins, status) VALUES (${paymentId}, ${carol.guestId}, 'vipabo', 999, 'EUR', 0, 'paid')`);
    const [subscription] = await queryRows<{ id: number; period_end: Date }>(
      server.database,
      sql`INSERT INTO subscriptions (guest_id, kind, plan_id, price_cents, currency, period_start, period_end, payment_id)
          VALUES (${carol.guestId}, 'vip', 'vipabo', 999, 'EUR', now(), now() + interval '10 days', ${paymentId}) RETURNING id, period_end`,
    );
    await server.database.db.update(guests).set({ isVip: true, balance: 50 }).where(eq(guests.id, carol.guestId));
    const accepted = await post(`${server.rest}/guest/acceptCancellationOffer`, { guest_id: carol.guestId, platform_text: 'Stay VIP: your next month is free.' }, { token: carol.token });
    expect(accepted.status).toBe(200);
    await setToday({ offer: 'VipOneDay', amount: 1, quantity: 1, price: 15, requireVip: false, minTopUp: null, contentKind: null, contentId: null, actorId: null });
    const bought = await vxql(PURCHASE, carol, { date: today });
    expect(bought.body.errors).toBeUndefined();
    expect(bought.body.data.purchaseDailyBonus.balance).toBe(35);
    const [after] = await queryRows<{ period_end: Date }>(server.database, sql`SELECT period_end FROM subscriptions WHERE id = ${subscription.id}`);
    const days = (new Date(after.period_end).getTime() - new Date(subscription.period_end).getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(30 + 1);
  });

  it('refuses bad input, another day, too few coins and a VIP offer to a non-VIP, recording nothing', async () => {
    expect(errorCode(await vxql(PURCHASE, bob, { date: 'tomorrow' }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await vxql('{ consumedOffers(first: 0) { date } }', bob))).toBe('BAD_USER_INPUT');
    expect(errorCode(await vxql(PURCHASE, bob, { date: addCalendarDays(today, -1) }))).toBe('NOT_TODAY');
    expect(errorCode(await vxql(PURCHASE, bob, { date: addCalendarDays(today, 1) }))).toBe('NOT_TODAY');
    expect(errorCode(await vxql(PURCHASE, bob, { date: today }))).toBe('INSUFFICIENT_BALANCE');
    await setToday({ offer: 'Merchandise', price: 0, requireVip: true });
    expect(errorCode(await vxql(PURCHASE, bob, { date: today }))).toBe('VIP_REQUIRED');
    const his = await vxql('{ consumedOffers { date } }', bob);
    expect(his.body.data.consumedOffers).toEqual([]);
  });

  it('grants a video as bought and a top-up percent as tiers valid to the day’s end', async () => {
    const hub = { toGuest: () => undefined };
    const db = server.database.db;
    const [carol, dave] = await Promise.all([signupGuest(server.url), signupGuest(server.url)]);
    await setToday({ offer: 'video', amount: 1, quantity: 1, price: 0, requireVip: false, minTopUp: null, contentKind: 'video', contentId: 1, actorId: null });
    expect((await purchaseDailyBonus(db, hub, carol.guestId, today)).ok).toBe(true);
    expect(await db.select().from(mediaPurchases).where(and(eq(mediaPurchases.guestId, carol.guestId), eq(mediaPurchases.kind, 'video')))).toEqual([
      expect.objectContaining({ mediaId: 1, price: 0 }),
    ]);

    await setToday({ offer: 'TopUpPercent', amount: 20, minTopUp: 40, contentKind: null, contentId: null });
    expect((await purchaseDailyBonus(db, hub, dave.guestId, today)).ok).toBe(true);
    const [benefit] = await db.select().from(guestBenefits).where(eq(guestBenefits.guestId, dave.guestId));
    expect(benefit.tiers).toEqual([
      { from: 40, amount: 8 },
      { from: 100, amount: 20 },
      { from: 200, amount: 40 },
    ]);
    expect(berlinDate(benefit.validTo as Date)).toBe(today);
  });

  it('claimReward: today’s bonus model gives 3 free messages to her once; another actor, another day and bad input are refused', async () => {
    const CLAIM = 'mutation ($actorId: Int!, $qmday: String!) { claimReward(actorId: $actorId, qmday: $qmday) { actorId qmday voucherType amount validTo } }';
    await setToday({ offer: 'video', amount: 1, quantity: 1, price: 9, requireVip: false, minTopUp: null, contentKind: 'video', contentId: 2, actorId: 3 });
    const first = await vxql(CLAIM, bob, { actorId: 3, qmday: today });
    expect(first.body.data.claimReward).toMatchObject({ actorId: 3, qmday: today, voucherType: 5, amount: 3 });
    expect(errorCode(await vxql(CLAIM, bob, { actorId: 3, qmday: today }))).toBe('ALREADY_CLAIMED');
    const vouchers = await vxql('{ guestVouchers { type amount actorId } }', bob);
    expect(vouchers.body.data.guestVouchers).toEqual([{ type: 5, amount: 3, actorId: 3 }]);
    expect(errorCode(await vxql(CLAIM, bob, { actorId: 4, qmday: today }))).toBe('NOT_FOUND');
    expect(errorCode(await vxql(CLAIM, bob, { actorId: 3, qmday: addCalendarDays(today, 1) }))).toBe('NOT_FOUND');
    expect(errorCode(await vxql(CLAIM, bob, { actorId: -1, qmday: today }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await vxql(CLAIM, bob, { actorId: 3, qmday: 'today' }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await vxql(CLAIM, undefined, { actorId: 3, qmday: today }))).toBe('UNAUTHENTICATED');
    // Another guest claims his own.
    expect((await vxql(CLAIM, alice, { actorId: 3, qmday: today })).body.data.claimReward.amount).toBe(3);
  });
});
