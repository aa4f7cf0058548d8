import { sql } from 'drizzle-orm';
import { moneychargeStartSchema, subscriptionListSchema, subscriptionPlanSchema, type SubscriptionFlow } from '@vx/shared/protocol';
import { queryRows } from '../../testing/db';
import { get, post, request, signupGuest } from '../../testing/http';
import { useTestServer } from '../../testing/server';
import { TestSocket } from '../../testing/socket';
import { addDays, addMonth } from './plans';
import { renewDue, startRenewals } from './renewal';

describe('VIP and TV subscriptions', () => {
  const server = useTestServer();

  const formPost = (url: string) => request('POST', url, undefined, { raw: '', contentType: 'application/x-www-form-urlencoded', redirect: 'manual' });

  /** Checkout and Pay at the demo provider; answers the signed onsuccess address. */
  const pay = async (token: string, flow: SubscriptionFlow) => {
    const started = await post(`${server.rest}/subscriptions/checkout`, { flow }, { token });
    expect(started.status).toBe(200);
    const { paymentId, checkoutUrl } = moneychargeStartSchema.parse(started.body);
    const checkout = await get(`${server.url}${checkoutUrl}`);
    expect(checkout.text).toContain(flow === 'vxtvabo' ? 'TV subscription, 1 month' : 'VIP subscription');
    const confirmed = await formPost(`${server.url}${checkoutUrl}/confirm`);
    expect(confirmed.status).toBe(303);
    return { paymentId, location: confirmed.headers.get('location') as string };
  };
  const buy = async (token: string, flow: SubscriptionFlow) => {
    const paid = await pay(token, flow);
    const success = await get(`${server.url}${paid.location}`);
    expect(success.status).toBe(200);
    expect(success.text).toContain('is active.');
    return paid;
  };
  const listOf = async (token: string) => subscriptionListSchema.parse((await get(`${server.rest}/subscriptions`, { token })).body);
  const flagsOf = async (guestId: number) =>
    (
      await queryRows<{ is_vip: boolean; has_tv_abo: boolean; had_tv_abo: boolean; balance: number }>(
        server.database,
        sql`SELECT is_vip, has_tv_abo, had_tv_abo, balance FROM guests WHERE id = ${guestId}`,
      )
    )[0];
  const chargesOf = (guestId: number) =>
    queryRows<{ price_cents: number; status: string; coins: number }>(
      server.database,
      sql`SELECT price_cents, status, coins FROM payments WHERE guest_id = ${guestId} ORDER BY created_at, price_cents`,
    );
  const periodsOf = (subscriptionId: number) =>
    queryRows<{ price_cents: number; payment_id: string | null }>(
      server.database,
      sql`SELECT price_cents, payment_id FROM subscription_periods WHERE subscription_id = ${subscriptionId} ORDER BY period_start`,
    );

  it('lists the plans of the price table', async () => {
    const response = await get(`${server.rest}/subscriptions/plans`);
    expect(response.status).toBe(200);
    const plans = response.body.plans.map((plan: unknown) => subscriptionPlanSchema.parse(plan));
    expect(plans.map((plan: { flow: string; firstPrice: number; price: number; trialDays: number | null }) => [plan.flow, plan.firstPrice, plan.price, plan.trialDays])).toEqual([
      ['vipabo', 9.99, 9.99, null],
      ['trialvipabo', 1.99, 9.99, 7],
      ['vxtvabo', 14.99, 14.99, null],
    ]);
  });

  it('starts a VIP subscription once per payment, however often the callback comes, and pushes the update', async () => {
    const { token, guestId } = await signupGuest(server.url);
    const socket = await TestSocket.connect(server.wsUrl);
    try {
      await socket.requestSession(token);
      const { location } = await pay(token, 'vipabo');
      const results = await Promise.all(Array.from({ length: 5 }, () => get(`${server.url}${location}`)));
      for (const result of results) expect(result.status).toBe(200);

      expect(await socket.next('vipAboUpdate')).toEqual({ type: 'vipAboUpdate', vipAboStatus: true, isStarted: true, price: 9.99 });
      const { subscriptions, canTrial } = await listOf(token);
      expect(subscriptions).toHaveLength(1);
      expect(subscriptions[0]).toMatchObject({ kind: 'vip', flow: 'vipabo', status: 'active', trial: false, price: 9.99 });
      expect(new Date(subscriptions[0].periodEnd).getTime()).toBe(addMonth(new Date(subscriptions[0].periodStart)).getTime());
      expect(canTrial).toBe(false);
      expect(await flagsOf(guestId)).toMatchObject({ is_vip: true, balance: 0 });
      expect(await chargesOf(guestId)).toEqual([{ price_cents: 999, status: 'paid', coins: 0 }]);
      expect(await periodsOf(subscriptions[0].id)).toHaveLength(1);
      // The guest's answer carries the flag every needAbo gate reads.
      expect((await get(`${server.rest}/guest/profile/get`, { token })).body.profile).toMatchObject({ isVip: true, hasTvAbo: false });

      const again = await post(`${server.rest}/subscriptions/checkout`, { flow: 'vipabo' }, { token });
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('already_subscribed');
    } finally {
      await socket.close();
    }
  });

  it('renews once per period, also across a restart of the renewal job', async () => {
    const { token, guestId } = await signupGuest(server.url);
    await buy(token, 'vxtvabo');
    const [subscription] = (await listOf(token)).subscriptions;
    const firstEnd = new Date(subscription.periodEnd);
    const clock = () => addDays(firstEnd, 1);
    const onError = jest.fn();

    // Two "server lives" at the same moment: the second finds the period charged and charges nothing.
    for (let life = 0; life < 2; life += 1) {
      const stop = startRenewals(server.database.db, server.hub, { clock, everyMs: 60_000, onError });
      await stop();
    }
    await Promise.all([renewDue(server.database.db, server.hub, clock()), renewDue(server.database.db, server.hub, clock())]);
    expect(onError).not.toHaveBeenCalled();
    expect(await chargesOf(guestId)).toEqual([
      { price_cents: 1499, status: 'paid', coins: 0 },
      { price_cents: 1499, status: 'paid', coins: 0 },
    ]);
    const [renewed] = (await listOf(token)).subscriptions;
    expect(renewed.periodStart).toBe(firstEnd.toISOString());
    expect(renewed.periodEnd).toBe(addMonth(firstEnd).toISOString());

    // The next month charges once more.
    expect(await renewDue(server.database.db, server.hub, addDays(addMonth(firstEnd), 1))).toBeGreaterThanOrEqual(1);
    expect(await chargesOf(guestId)).toHaveLength(3);
    expect(await periodsOf(subscription.id)).toHaveLength(3);
    expect(await flagsOf(guestId)).toMatchObject({ has_tv_abo: true, had_tv_abo: false });
  });

  it('keeps access after a cancel until the period ends, then ends without charging', async () => {
    const { token, guestId } = await signupGuest(server.url);
    await buy(token, 'vxtvabo');
    const [subscription] = (await listOf(token)).subscriptions;
    const socket = await TestSocket.connect(server.wsUrl);
    try {
      await socket.requestSession(token);
      const cancelled = await post(`${server.rest}/subscriptions/${subscription.id}/cancel`, {}, { token });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.subscription).toMatchObject({ status: 'cancelled', endedAt: null });
      expect(await socket.next('tvAboUpdate')).toEqual({ type: 'tvAboUpdate', vxtvAboStatus: true, isStarted: false, price: null });
      // Twice is fine.
      expect((await post(`${server.rest}/subscriptions/${subscription.id}/cancel`, {}, { token })).status).toBe(200);

      const end = new Date(subscription.periodEnd);
      await renewDue(server.database.db, server.hub, new Date(end.getTime() - 1000));
      expect(await flagsOf(guestId)).toMatchObject({ has_tv_abo: true, had_tv_abo: false });

      await renewDue(server.database.db, server.hub, end);
      expect(await socket.next('tvAboUpdate')).toEqual({ type: 'tvAboUpdate', vxtvAboStatus: false, isStarted: false, price: null });
      expect(await flagsOf(guestId)).toMatchObject({ has_tv_abo: false, had_tv_abo: true });
      expect((await listOf(token)).subscriptions[0].status).toBe('ended');
      expect(await chargesOf(guestId)).toHaveLength(1);

      const ended = await post(`${server.rest}/subscriptions/${subscription.id}/cancel`, {}, { token });
      expect(ended.status).toBe(409);
      expect(ended.body.error.code).toBe('subscription_ended');
    } finally {
      await socket.close();
    }
  });

  it('ends a subscription whose renewal charge is declined, at its period end, and never charges it again', async () => {
    const { token, guestId } = await signupGuest(server.url);
    await buy(token, 'vxtvabo');
    const [subscription] = (await listOf(token)).subscriptions;
    const socket = await TestSocket.connect(server.wsUrl);
    try {
      await socket.requestSession(token);
      const end = new Date(subscription.periodEnd);
      const decline = jest.fn(async () => false);
      await renewDue(server.database.db, server.hub, new Date(end.getTime() - 1000), decline);
      expect(decline).not.toHaveBeenCalled();
      expect(await flagsOf(guestId)).toMatchObject({ has_tv_abo: true });

      await renewDue(server.database.db, server.hub, end, decline);
      expect(decline).toHaveBeenCalledTimes(1);
      expect(await socket.next('tvAboUpdate')).toEqual({ type: 'tvAboUpdate', vxtvAboStatus: false, isStarted: false, price: null });
      expect(await flagsOf(guestId)).toMatchObject({ has_tv_abo: false, had_tv_abo: true });
      const [ended] = (await listOf(token)).subscriptions;
      expect(ended).toMatchObject({ status: 'ended', periodEnd: subscription.periodEnd });
      expect(await periodsOf(subscription.id)).toHaveLength(1);

      // Later passes, approving or not, charge an ended subscription nothing.
      await renewDue(server.database.db, server.hub, addMonth(end));
      await renewDue(server.database.db, server.hub, addMonth(end), decline);
      expect(decline).toHaveBeenCalledTimes(1);
      expect(await chargesOf(guestId)).toEqual([{ price_cents: 1499, status: 'paid', coins: 0 }]);
    } finally {
      await socket.close();
    }
  });

  it('moves a period to its end through the demo provider (DEMO_PROVIDERS only): renews, ends a cancelled one, ends a declined one', async () => {
    const { token, guestId } = await signupGuest(server.url);
    await buy(token, 'vipabo');
    const [subscription] = (await listOf(token)).subscriptions;
    const expire = (id: number | string, body: unknown = {}) => post(`${server.url}/demo-pay/subscriptions/${id}/expire`, body);

    const renewed = await expire(subscription.id);
    expect(renewed.status).toBe(200);
    expect(renewed.body.subscription).toMatchObject({ status: 'active' });
    expect(await chargesOf(guestId)).toHaveLength(2);

    const declined = await expire(subscription.id, { decline: true });
    expect(declined.body.subscription).toMatchObject({ status: 'ended' });
    expect(await flagsOf(guestId)).toMatchObject({ is_vip: false });
    expect(await chargesOf(guestId)).toHaveLength(2);

    await buy(token, 'vxtvabo');
    const tv = (await listOf(token)).subscriptions.find((row) => row.kind === 'tv')!;
    await post(`${server.rest}/subscriptions/${tv.id}/cancel`, {}, { token });
    const ended = await expire(tv.id);
    expect(ended.body.subscription).toMatchObject({ status: 'ended' });
    expect(await flagsOf(guestId)).toMatchObject({ has_tv_abo: false, had_tv_abo: true });

    expect((await expire(2_000_000_000)).status).toBe(404);
    expect((await expire('abc')).status).toBe(400);
    expect((await expire(tv.id, { decline: 'yes' })).status).toBe(400);
  });

  it('runs the trial for 7 days at its price, then renews at the monthly price; a second trial is refused', async () => {
    const { token, guestId } = await signupGuest(server.url);
    expect((await listOf(token)).canTrial).toBe(true);
    await buy(token, 'trialvipabo');
    const [trial] = (await listOf(token)).subscriptions;
    expect(trial).toMatchObject({ flow: 'trialvipabo', trial: true, price: 9.99 });
    expect(new Date(trial.periodEnd).getTime() - new Date(trial.periodStart).getTime()).toBe(7 * 24 * 60 * 60 * 1000);
    await renewDue(server.database.db, server.hub, new Date(trial.periodEnd));
    expect((await chargesOf(guestId)).map((charge) => charge.price_cents)).toEqual([199, 999]);

    await post(`${server.rest}/subscriptions/${trial.id}/cancel`, {}, { token });
    const refused = await post(`${server.rest}/subscriptions/checkout`, { flow: 'trialvipabo' }, { token });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('trial_used');
  });

  it('extends the running VIP period by the cancellation offer’s 30 days', async () => {
    const { token, guestId } = await signupGuest(server.url);
    await buy(token, 'vipabo');
    const [before] = (await listOf(token)).subscriptions;
    const accepted = await post(`${server.rest}/guest/acceptCancellationOffer`, { guest_id: guestId, platform_text: 'VISIT-X' }, { token });
    expect(accepted.status).toBe(200);
    const [after] = (await listOf(token)).subscriptions;
    expect(after.periodEnd).toBe(addDays(new Date(before.periodEnd), 30).toISOString());
    expect(await chargesOf(guestId)).toHaveLength(1);
  });

  it('refuses bad input, visitors and another guest’s subscription ids', async () => {
    const owner = await signupGuest(server.url);
    const other = await signupGuest(server.url);
    await buy(owner.token, 'vipabo');
    const [subscription] = (await listOf(owner.token)).subscriptions;

    const foreign = await post(`${server.rest}/subscriptions/${subscription.id}/cancel`, {}, { token: other.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('unknown_subscription');
    expect((await listOf(owner.token)).subscriptions[0].status).toBe('active');
    expect((await listOf(other.token)).subscriptions).toEqual([]);

    for (const body of [{ flow: 'gold' }, {}, { flow: 'vipabo', extra: 1 }, { flow: 5 }]) {
      const response = await post(`${server.rest}/subscriptions/checkout`, body, { token: other.token });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBeDefined();
    }
    for (const id of ['0', 'abc', '1.5', '99999999999']) {
      expect((await post(`${server.rest}/subscriptions/${id}/cancel`, {}, { token: other.token })).status).toBe(400);
    }
    for (const raw of ['{"flow":', '[]', '"vipabo"', 'flow=vipabo']) {
      expect({ raw, status: (await post(`${server.rest}/subscriptions/checkout`, undefined, { token: other.token, raw })).status }).toEqual({ raw, status: 400 });
    }
    expect((await post(`${server.rest}/subscriptions/checkout`, { flow: 'vipabo' })).status).toBe(401);
    expect((await get(`${server.rest}/subscriptions`)).status).toBe(401);
    expect((await post(`${server.rest}/subscriptions/${subscription.id}/cancel`, {})).status).toBe(401);
    // A visitor's token (the query service's) is no login.
    const visitor = (await get(`${server.rest}/vxql/visitorToken`)).body.token as string;
    expect((await post(`${server.rest}/subscriptions/checkout`, { flow: 'vipabo' }, { token: visitor })).status).toBe(401);
    expect((await get(`${server.rest}/subscriptions`, { token: visitor })).status).toBe(401);
    expect((await post(`${server.rest}/subscriptions/${subscription.id}/cancel`, {}, { token: visitor })).status).toBe(401);
    expect((await listOf(owner.token)).subscriptions[0].status).toBe('active');
  });
});

describe('subscriptions without the demo provider (DEMO_PROVIDERS=off)', () => {
  const server = useTestServer({ config: { DEMO_PROVIDERS: 'off' } });

  it('has no demo clock: the expire route is not there', async () => {
    const response = await post(`${server.url}/demo-pay/subscriptions/1/expire`, {});
    expect(response.status).toBe(404);
  });
});
