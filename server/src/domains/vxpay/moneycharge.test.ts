import { sql } from 'drizzle-orm';
import { chargePackageSchema, moneychargeStartSchema } from '@vx/shared/protocol';
import { queryRows } from '../../testing/db';
import { get, post, request, signupGuest } from '../../testing/http';
import { SERVER_START_TIMEOUT, startTestServer, type TestServer } from '../../testing/server';
import { TestSocket } from '../../testing/socket';
import { signPaymentCallback } from './signature';

describe('moneycharge with the demo payment provider', () => {
  let server: TestServer;
  let rest: string;
  beforeAll(async () => {
    server = await startTestServer();
    rest = `${server.url}/rest/v1`;
  }, SERVER_START_TIMEOUT);
  afterAll(() => server.close(), SERVER_START_TIMEOUT);

  const formPost = (url: string) =>
    request('POST', url, undefined, { raw: '', contentType: 'application/x-www-form-urlencoded', redirect: 'manual' });
  const ledger = (guestId: number) =>
    queryRows<{ amount: number; kind: string }>(server.database, sql`SELECT amount, kind FROM wallet_ledger WHERE guest_id = ${guestId}`);
  const start = async (token: string, packageId = 'eur-999') => {
    const response = await post(`${rest}/vxpay/moneycharge`, { packageId }, { token });
    expect(response.status).toBe(200);
    return moneychargeStartSchema.parse(response.body);
  };

  it('lists EUR packages with coins at euro × 4 rounded up', async () => {
    const response = await get(`${rest}/vxpay/packages`);
    const packages = response.body.packages.map((p: unknown) => chargePackageSchema.parse(p));
    expect(packages.map((p: { priceCents: number; coins: number }) => [p.priceCents, p.coins])).toEqual([
      [499, 20],
      [999, 40],
      [2499, 100],
      [4999, 200],
    ]);
  });

  it('runs the full flow: checkout, pay, credit once, push guestBalance', async () => {
    const { token, guestId } = await signupGuest(server.url);
    const socket = await TestSocket.connect(server.wsUrl);
    try {
      await socket.requestSession(token);
      const { paymentId, checkoutUrl } = await start(token);
      expect(checkoutUrl).toBe(`${server.url}/demo-pay/checkout/${paymentId}`);

      const checkout = await get(checkoutUrl);
      expect(checkout.status).toBe(200);
      expect(checkout.headers.get('content-type')).toContain('text/html');
      expect(checkout.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(checkout.text).toContain('DEMO PROVIDER');
      expect(checkout.text).toContain('9.99');
      expect(checkout.text).toContain('40 VXC');
      expect(checkout.text).toContain(`/demo-pay/checkout/${paymentId}/confirm`);
      expect(checkout.text).toContain(`/demo-pay/checkout/${paymentId}/cancel`);

      const paid = await formPost(`${checkoutUrl}/confirm`);
      expect(paid.status).toBe(303);
      const location = paid.headers.get('location') as string;
      expect(location).toMatch(new RegExp(`^/rest/v1/vxpay/onsuccess\\?paymentId=${paymentId}&signature=[0-9a-f]{64}$`));

      const success = await get(`${server.url}${location}`);
      expect(success.status).toBe(200);
      expect(success.text).toContain('Payment complete');
      expect(success.text).toContain('"type":"vxpay:success"');
      expect(success.text).toContain('window.parent.postMessage');
      expect(success.text).toContain('window.opener');

      expect(await socket.next('guestBalance')).toEqual({
        type: 'guestBalance',
        guestBalance: 40,
        guestBalanceFormatted: '40 VXC',
        guestIsPayingCustomer: true,
      });
      const notification = await socket.next('notifications');
      expect(notification.notifications[0]).toMatchObject({ type: 2, title: 'Top-up complete' });

      const balance = await get(`${rest}/guest/getGuestBalance`, { token });
      expect(balance.body).toEqual({ balance: 40, balanceFormatted: '40 VXC', isPayingCustomer: true });

      // The browser reloads the page, or the provider calls again: nothing more is credited.
      const replays = await Promise.all(Array.from({ length: 5 }, () => get(`${server.url}${location}`)));
      for (const replay of replays) expect(replay.status).toBe(200);
      expect((await get(`${rest}/guest/getGuestBalance`, { token })).body.balance).toBe(40);
      expect(await ledger(guestId)).toEqual([{ amount: 40, kind: 'moneycharge' }]);

      // The paid payment cannot be paid again at the provider either.
      const again = await formPost(`${checkoutUrl}/confirm`);
      expect(again.status).toBe(200);
      expect(again.text).toContain('already paid');
    } finally {
      await socket.close();
    }
  });

  it('refuses a callback with a wrong signature and credits nothing', async () => {
    const { token, guestId } = await signupGuest(server.url);
    const { paymentId } = await start(token);
    const forged = await get(`${rest}/vxpay/onsuccess?paymentId=${paymentId}&signature=${'0'.repeat(64)}`);
    expect(forged.status).toBe(400);
    expect(forged.text).toContain('Invalid signature');
    // A cancel signature is no success signature.
    const crossed = await get(`${rest}/vxpay/onsuccess?paymentId=${paymentId}&signature=${signPaymentCallback(server.config.PAYMENT_SECRET, 'cancel', paymentId)}`);
    expect(crossed.status).toBe(400);
    const malformed = await get(`${rest}/vxpay/onsuccess?paymentId=<script>&signature=x`);
    expect(malformed.status).toBe(400);
    expect(malformed.text).not.toContain('<script>');
    expect(await ledger(guestId)).toEqual([]);
  });

  it('cancels: the page tells the shell, and the payment can no longer be paid', async () => {
    const { token, guestId } = await signupGuest(server.url);
    const { paymentId, checkoutUrl } = await start(token, 'eur-499');
    const cancelled = await formPost(`${checkoutUrl}/cancel`);
    expect(cancelled.status).toBe(303);
    const page = await get(`${server.url}${cancelled.headers.get('location')}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('"type":"vxpay:cancel"');

    const rows = await queryRows(server.database, sql`SELECT status FROM payments WHERE id = ${paymentId}`);
    expect(rows[0]).toEqual({ status: 'cancelled' });
    const late = await get(`${rest}/vxpay/onsuccess?paymentId=${paymentId}&signature=${signPaymentCallback(server.config.PAYMENT_SECRET, 'success', paymentId)}`);
    expect(late.status).toBe(409);
    expect(await ledger(guestId)).toEqual([]);
  });

  it('needs a login, a known package and a valid body', async () => {
    expect((await post(`${rest}/vxpay/moneycharge`, { packageId: 'eur-999' })).status).toBe(401);
    const { token } = await signupGuest(server.url);
    const unknown = await post(`${rest}/vxpay/moneycharge`, { packageId: 'eur-1' }, { token });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('unknown_package');
    expect((await post(`${rest}/vxpay/moneycharge`, { packageId: 5 }, { token })).status).toBe(400);
    expect((await get(`${server.url}/demo-pay/checkout/not-a-uuid`)).status).toBe(400);
    expect((await get(`${server.url}/demo-pay/checkout/3f1c0b7e-2a4d-4c1e-9f3b-7a6d5e4c3b2a`)).status).toBe(404);
  });
});
