import { and, eq, sql } from 'drizzle-orm';
import { moneychargeStartSchema } from '@vx/shared/protocol';
import { queryRows } from '../../testing/db';
import { get, post, request, signupGuest, type SignedUp } from '../../testing/http';
import { TEST_ENGINES, useTestServerOn } from '../../testing/engines';
import { TestSocket } from '../../testing/socket';
import { guests } from '../guests/schema';
import { guestBenefits } from './schema';
import { chooseTier } from './top-up-bonus';

const TIERS = [
  { from: 40, amount: 10 },
  { from: 100, amount: 30 },
  { from: 200, amount: 80 },
];

describe('chooseTier', () => {
  it('takes the highest tier the top-up reaches, none below the lowest', () => {
    expect(chooseTier(TIERS, 39)).toBeNull();
    expect(chooseTier(TIERS, 40)).toEqual({ from: 40, amount: 10 });
    expect(chooseTier(TIERS, 99)).toEqual({ from: 40, amount: 10 });
    expect(chooseTier(TIERS, 100)).toEqual({ from: 100, amount: 30 });
    expect(chooseTier(TIERS, 200)).toEqual({ from: 200, amount: 80 });
    expect(chooseTier(TIERS, 10_000)).toEqual({ from: 200, amount: 80 });
  });

  it('does not rely on the order of the tiers, and has nothing for no tiers', () => {
    expect(chooseTier([...TIERS].reverse(), 150)).toEqual({ from: 100, amount: 30 });
    expect(chooseTier([], 500)).toBeNull();
  });
});

/** The demo packages (vxpay/packages.ts): 20, 40, 100 and 200 coins. */
const PACKAGE_OF: Record<number, string> = { 20: 'eur-499', 40: 'eur-999', 100: 'eur-2499', 200: 'eur-4999' };

describe.each(TEST_ENGINES)('the held top-up bonus on a top-up through the demo provider (%s)', (_engine, url) => {
  const server = useTestServerOn(url);

  const redeem = (code: string, as: SignedUp) => post(`${server.rest}/guest/redeemBonus`, { code }, { token: as.token });
  const balanceOf = async (who: SignedUp) => (await server.database.db.select({ balance: guests.balance }).from(guests).where(eq(guests.id, who.guestId)))[0].balance;
  const tieredOf = (who: SignedUp) =>
    server.database.db
      .select()
      .from(guestBenefits)
      .where(and(eq(guestBenefits.guestId, who.guestId), sql`jsonb_array_length(${guestBenefits.tiers}) > 0`))
      .orderBy(guestBenefits.id);
  const ledger = (who: SignedUp) =>
    queryRows<{ amount: number; kind: string; idempotency_key: string }>(
      server.database,
      sql`SELECT amount, kind, idempotency_key FROM wallet_ledger WHERE guest_id = ${who.guestId} ORDER BY id`,
    );

  /** Starts a top-up of `coins` and pays it at the demo checkout; answers the callback's address. */
  async function pay(who: SignedUp, coins: number): Promise<{ paymentId: string; callback: string }> {
    const started = await post(`${server.rest}/vxpay/moneycharge`, { packageId: PACKAGE_OF[coins] }, { token: who.token });
    expect(started.status).toBe(200);
    const { paymentId, checkoutUrl } = moneychargeStartSchema.parse(started.body);
    const confirmed = await request('POST', `${server.url}${checkoutUrl}/confirm`, undefined, {
      raw: '',
      contentType: 'application/x-www-form-urlencoded',
      redirect: 'manual',
    });
    expect(confirmed.status).toBe(303);
    return { paymentId, callback: `${server.url}${confirmed.headers.get('location')}` };
  }
  /** A top-up through the callback; answers the success page. */
  async function topUp(who: SignedUp, coins: number) {
    const { paymentId, callback } = await pay(who, coins);
    const page = await get(callback);
    expect(page.status).toBe(200);
    return { paymentId, callback, page };
  }
  async function guestWithTopUpCode(): Promise<SignedUp> {
    const guest = await signupGuest(server.url);
    expect((await redeem('TOPUP2026', guest)).status).toBe(200);
    return guest;
  }

  it.each([
    [40, 10],
    [100, 30],
    [200, 80],
  ])('a top-up of %i coins brings the tier of +%i once, in the top-up’s transaction, and uses the benefit', async (coins, bonus) => {
    const guest = await guestWithTopUpCode();
    const { paymentId, page } = await topUp(guest, coins);
    expect(page.text).toContain(`Your top-up bonus added ${bonus} VXC more.`);
    expect(page.text).toContain(`"bonusCoins":${bonus}`);
    expect(await balanceOf(guest)).toBe(coins + bonus);
    expect(await ledger(guest)).toEqual([
      { amount: coins, kind: 'moneycharge', idempotency_key: `payment:${paymentId}` },
      { amount: bonus, kind: 'topup_bonus', idempotency_key: `payment:${paymentId}:benefit:${(await tieredOf(guest))[0].id}` },
    ]);
    const [benefit] = await tieredOf(guest);
    expect(benefit).toMatchObject({ usedPaymentId: paymentId, usedCoins: bonus });
    expect(benefit.usedAt).toBeInstanceOf(Date);

    // It applies to one top-up only: the next one brings no bonus.
    const next = await topUp(guest, 200);
    expect(next.page.text).not.toContain('top-up bonus');
    expect(next.page.text).toContain('"bonusCoins":0');
    expect(await balanceOf(guest)).toBe(coins + bonus + 200);
  });

  it('leaves the benefit held on a top-up below the lowest tier, and applies it to the next that reaches one', async () => {
    const guest = await guestWithTopUpCode();
    await topUp(guest, 20);
    expect(await balanceOf(guest)).toBe(20);
    expect((await tieredOf(guest))[0]).toMatchObject({ usedAt: null, usedPaymentId: null, usedCoins: null });

    const { paymentId } = await topUp(guest, 100);
    expect(await balanceOf(guest)).toBe(20 + 100 + 30);
    expect((await tieredOf(guest))[0]).toMatchObject({ usedPaymentId: paymentId, usedCoins: 30 });
  });

  it('pays once for a repeated callback, even five at a time, and names the bonus on each', async () => {
    const guest = await guestWithTopUpCode();
    const { callback } = await pay(guest, 100);
    const pages = await Promise.all(Array.from({ length: 5 }, () => get(callback)));
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(page.text).toContain('"bonusCoins":30');
    }
    expect(await balanceOf(guest)).toBe(130);
    expect((await ledger(guest)).map((entry) => entry.kind)).toEqual(['moneycharge', 'topup_bonus']);
  });

  it('pays the bonus once when two top-ups complete at the same time', async () => {
    const guest = await guestWithTopUpCode();
    const [first, second] = await Promise.all([pay(guest, 100), pay(guest, 100)]);
    await Promise.all([get(first.callback), get(second.callback)]);
    expect(await balanceOf(guest)).toBe(100 + 100 + 30);
    const [benefit] = await tieredOf(guest);
    expect([first.paymentId, second.paymentId]).toContain(benefit.usedPaymentId);
  });

  it('does not apply an expired benefit', async () => {
    const guest = await guestWithTopUpCode();
    await server.database.db.update(guestBenefits).set({ validTo: new Date(Date.now() - 1000) }).where(eq(guestBenefits.guestId, guest.guestId));
    const { page } = await topUp(guest, 200);
    expect(page.text).toContain('"bonusCoins":0');
    expect(await balanceOf(guest)).toBe(200);
    expect((await tieredOf(guest))[0].usedAt).toBeNull();
  });

  it('applies only the paying guest’s own benefit: another guest’s stays held', async () => {
    const [payer, other] = await Promise.all([signupGuest(server.url), guestWithTopUpCode()]);
    const { page } = await topUp(payer, 200);
    expect(page.text).toContain('"bonusCoins":0');
    expect(await balanceOf(payer)).toBe(200);
    expect(await balanceOf(other)).toBe(0);
    expect((await tieredOf(other))[0].usedAt).toBeNull();
  });

  it('pushes the balance with the bonus after the commit, and lists the benefit as used', async () => {
    const guest = await guestWithTopUpCode();
    const socket = await TestSocket.connect(server.wsUrl);
    try {
      await socket.requestSession(guest.token);
      await topUp(guest, 40);
      expect(await socket.next('guestBalance')).toMatchObject({ guestBalance: 50, guestBalanceFormatted: '50 VXC' });
    } finally {
      await socket.close();
    }
    const listed = await post(`${server.url}/vxql?language=en`, { query: '{ benefits { type usedAt usedCoins } }' }, { token: guest.token });
    const bonus = listed.body.data.benefits.find((benefit: { type: string }) => benefit.type === 'bonus');
    expect(bonus.usedCoins).toBe(10);
    expect(Number.isNaN(Date.parse(bonus.usedAt))).toBe(false);
    const messages = listed.body.data.benefits.find((benefit: { type: string }) => benefit.type === 'freeMessages');
    expect(messages).toEqual({ type: 'freeMessages', usedAt: null, usedCoins: null });
  });
});
