import { sql } from 'drizzle-orm';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { chargePackageSchema, moneychargeStartSchema } from '@vx/shared/protocol';
import { queryRows } from '../../testing/db';
import { get, post, request, signupGuest } from '../../testing/http';
import { useTestServer } from '../../testing/server';
import { TestSocket } from '../../testing/socket';
import { signPaymentCallback, type PaymentCallback } from './signature';

/** The secret the server signed callbacks with before secrets were generated; published in its history. */
const OLD_DEFAULT_SECRET = 'demo-payment-secret-change-me';

describe('moneycharge with the demo payment provider', () => {
  const server = useTestServer();

  /** Fetch cannot set Host; a forged one needs a plain HTTP request. */
  const withHost = (host: string, method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; text: string }>((resolve, reject) => {
      const { port } = new URL(server.url);
      const sent = httpRequest({ host: '127.0.0.1', port, method, path, headers: { ...headers, host, 'x-forwarded-host': host } }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
      });
      sent.on('error', reject);
      sent.end(body);
    });
  const formPost = (url: string) =>
    request('POST', url, undefined, { raw: '', contentType: 'application/x-www-form-urlencoded', redirect: 'manual' });
  const ledger = (guestId: number) =>
    queryRows<{ amount: number; kind: string }>(server.database, sql`SELECT amount, kind FROM wallet_ledger WHERE guest_id = ${guestId}`);
  const start = async (token: string, packageId = 'eur-999') => {
    const response = await post(`${server.rest}/vxpay/moneycharge`, { packageId }, { token });
    expect(response.status).toBe(200);
    return moneychargeStartSchema.parse(response.body);
  };

  it('lists EUR packages with coins at euro × 4 rounded up', async () => {
    const response = await get(`${server.rest}/vxpay/packages`);
    const packages = response.body.packages.map((p: unknown) => chargePackageSchema.parse(p));
    expect(packages.map((p: { priceCents: number; coins: number }) => [p.priceCents, p.coins])).toEqual([
      [499, 20],
      [999, 40],
      [2499, 100],
      [4999, 200],
    ]);
  });

  it('lays the checkout out as a payment page of the host’s brand, styled by a stylesheet its CSP allows', async () => {
    const { token } = await signupGuest(server.url);
    const { checkoutUrl } = await start(token);
    const main = await withHost('localhost', 'GET', checkoutUrl);
    const amora = await withHost('amora.localhost:4000', 'GET', checkoutUrl);
    expect(main.text).toContain('Payment to <strong>VisitX</strong>');
    expect(amora.text).toContain('Payment to <strong>Amora</strong>');
    expect(main.text).toContain('Payment method');
    expect(main.text).toMatch(/<button class="primary" type="submit">Pay 9\.99 €<\/button>/);
    expect(main.text).toContain('<link rel="stylesheet" href="/demo-pay/checkout.css">');
    const csp = String(main.headers['content-security-policy']);
    expect(csp).toMatch(/style-src 'self' 'nonce-[^']+'/);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');

    const css = await withHost('localhost', 'GET', '/demo-pay/checkout.css');
    expect(css.status).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.text).toContain('button.primary{');
  });

  it('runs the full flow: checkout, pay, credit once, push guestBalance', async () => {
    const { token, guestId } = await signupGuest(server.url);
    const socket = await TestSocket.connect(server.wsUrl);
    try {
      await socket.requestSession(token);
      const { paymentId, checkoutUrl } = await start(token);
      // Relative: the shell loads it from the origin it runs on, never from a Host header.
      expect(checkoutUrl).toBe(`/demo-pay/checkout/${paymentId}`);

      const checkout = await get(`${server.url}${checkoutUrl}`);
      expect(checkout.status).toBe(200);
      expect(checkout.headers.get('content-type')).toContain('text/html');
      expect(checkout.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(checkout.text).toContain('DEMO PROVIDER');
      expect(checkout.text).toContain('9.99');
      expect(checkout.text).toContain('40 VXC');
      expect(checkout.text).toContain(`/demo-pay/checkout/${paymentId}/confirm`);
      expect(checkout.text).toContain(`/demo-pay/checkout/${paymentId}/cancel`);

      const paid = await formPost(`${server.url}${checkoutUrl}/confirm`);
      expect(paid.status).toBe(303);
      const location = paid.headers.get('location') as string;
      expect(location).toMatch(
        new RegExp(`^/rest/v1/vxpay/onsuccess\\?paymentId=${paymentId}&guestId=${guestId}&coins=40&amount=999&currency=EUR&signature=[0-9a-f]{64}$`),
      );

      const success = await get(`${server.url}${location}`);
      expect(success.status).toBe(200);
      expect(success.text).toContain('Payment complete');
      expect(success.text).toContain('"type":"vxpay:success"');
      expect(success.text).toContain('window.parent.postMessage');
      expect(success.text).toContain('window.opener');
      // Only the shell's own origin may read the outcome, not any page that opened the callback.
      expect(success.text).toContain('postMessage(m,o)');
      expect(success.text).not.toContain("'*'");

      expect(await socket.next('guestBalance')).toEqual({
        type: 'guestBalance',
        guestBalance: 40,
        guestBalanceFormatted: '40 VXC',
        guestIsPayingCustomer: true,
      });
      // The bought coins earn as many loyalty points.
      expect(await socket.next('loyaltyPointsChanged')).toEqual({ type: 'loyaltyPointsChanged', points: 40 });
      const notification = await socket.next('notifications');
      expect(notification.notifications[0]).toMatchObject({ type: 2, title: 'Top-up complete' });

      const balance = await get(`${server.rest}/guest/getGuestBalance`, { token });
      expect(balance.body).toEqual({ balance: 40, balanceFormatted: '40 VXC', isPayingCustomer: true });

      // The browser reloads the page, or the provider calls again: nothing more is credited.
      const replays = await Promise.all(Array.from({ length: 5 }, () => get(`${server.url}${location}`)));
      for (const replay of replays) expect(replay.status).toBe(200);
      expect((await get(`${server.rest}/guest/getGuestBalance`, { token })).body.balance).toBe(40);
      expect(await ledger(guestId)).toEqual([{ amount: 40, kind: 'moneycharge' }]);
      const [points] = await queryRows<{ loyalty_points: number }>(server.database, sql`SELECT loyalty_points FROM guests WHERE id = ${guestId}`);
      expect(points.loyalty_points).toBe(40);
      expect(socket.drain('loyaltyPointsChanged')).toEqual([]);

      // The paid payment cannot be paid again at the provider either.
      const again = await formPost(`${server.url}${checkoutUrl}/confirm`);
      expect(again.status).toBe(200);
      expect(again.text).toContain('already paid');
    } finally {
      await socket.close();
    }
  });

  /** A callback as a provider would send it, signed with `secret`. */
  const callbackUrl = (callback: PaymentCallback, secret: string, signed: Partial<PaymentCallback> = {}) => {
    const { outcome, paymentId, guestId, coins, amount, currency } = callback;
    const query = new URLSearchParams({
      paymentId,
      guestId: String(guestId),
      coins: String(coins),
      amount: String(amount),
      currency,
      signature: signPaymentCallback(secret, { ...callback, ...signed }),
    });
    return `${server.rest}/vxpay/${outcome === 'success' ? 'onsuccess' : 'oncancel'}?${query}`;
  };
  const success = (paymentId: string, guestId: number): PaymentCallback => ({ outcome: 'success', paymentId, guestId, coins: 40, amount: 999, currency: 'EUR' });

  it('refuses a callback with a wrong signature and credits nothing', async () => {
    const { token, guestId } = await signupGuest(server.url);
    const { paymentId } = await start(token);
    const forged = await get(`${server.rest}/vxpay/onsuccess?paymentId=${paymentId}&guestId=${guestId}&coins=40&amount=999&currency=EUR&signature=${'0'.repeat(64)}`);
    expect(forged.status).toBe(400);
    expect(forged.text).toContain('Invalid signature');
    // The secret every server once started with signs nothing any more.
    const oldDefault = await get(callbackUrl(success(paymentId, guestId), OLD_DEFAULT_SECRET));
    expect(oldDefault.status).toBe(400);
    expect(oldDefault.text).toContain('Invalid signature');
    // A cancel signature is no success signature.
    const crossed = await get(callbackUrl(success(paymentId, guestId), server.secrets.payment, { outcome: 'cancel' }));
    expect(crossed.status).toBe(400);
    // Only the payment secret signs callbacks: the visitor-token secret is another one.
    expect(server.secrets.visitorToken).not.toBe(server.secrets.payment);
    expect((await get(callbackUrl(success(paymentId, guestId), server.secrets.visitorToken))).status).toBe(400);
    const malformed = await get(`${server.rest}/vxpay/onsuccess?paymentId=<script>&signature=x`);
    expect(malformed.status).toBe(400);
    expect(malformed.text).not.toContain('<script>');
    expect(await ledger(guestId)).toEqual([]);
  });

  it('binds a callback to its guest and amount: a changed field is refused', async () => {
    const { token, guestId } = await signupGuest(server.url);
    const other = await signupGuest(server.url);
    const { paymentId } = await start(token);
    const genuine = success(paymentId, guestId);
    // Changed in the URL after signing: the signature no longer fits.
    for (const changed of [{ guestId: other.guestId }, { coins: 4000 }, { amount: 1 }, { currency: 'USD' }]) {
      const url = new URL(callbackUrl(genuine, server.secrets.payment));
      for (const [key, value] of Object.entries(changed)) url.searchParams.set(key, String(value));
      const tampered = await get(url.toString());
      expect(tampered.status).toBe(400);
      expect(tampered.text).toContain('Invalid signature');
    }
    // Signed, but for another guest or amount than the payment: the payment row decides.
    for (const changed of [{ guestId: other.guestId }, { coins: 4000 }, { amount: 1 }]) {
      const mismatch = await get(callbackUrl({ ...genuine, ...changed }, server.secrets.payment));
      expect(mismatch.status).toBe(400);
      expect(mismatch.text).toContain('does not match the payment');
    }
    expect(await ledger(guestId)).toEqual([]);
    expect(await ledger(other.guestId)).toEqual([]);

    // The genuine callback still works, once; replays of it credit nothing.
    const urls = [callbackUrl(genuine, server.secrets.payment), callbackUrl(genuine, server.secrets.payment)];
    const answers = await Promise.all(urls.map((url) => get(url)));
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(await ledger(guestId)).toEqual([{ amount: 40, kind: 'moneycharge' }]);
    const rows = await queryRows(server.database, sql`SELECT status FROM payments WHERE id = ${paymentId}`);
    expect(rows[0]).toEqual({ status: 'paid' });
  });

  it('cancels: the page tells the shell, and the payment can no longer be paid', async () => {
    const { token, guestId } = await signupGuest(server.url);
    const { paymentId, checkoutUrl } = await start(token, 'eur-499');
    const cancelled = await formPost(`${server.url}${checkoutUrl}/cancel`);
    expect(cancelled.status).toBe(303);
    const page = await get(`${server.url}${cancelled.headers.get('location')}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('"type":"vxpay:cancel"');

    const rows = await queryRows(server.database, sql`SELECT status FROM payments WHERE id = ${paymentId}`);
    expect(rows[0]).toEqual({ status: 'cancelled' });
    const late = await get(callbackUrl({ outcome: 'success', paymentId, guestId, coins: 20, amount: 499, currency: 'EUR' }, server.secrets.payment));
    expect(late.status).toBe(409);
    expect(await ledger(guestId)).toEqual([]);
  });

  it('never echoes a forged Host header', async () => {
    const { token } = await signupGuest(server.url);
    const forged = 'evil.example';
    const started = await withHost(forged, 'POST', '/rest/v1/vxpay/moneycharge', { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, '{"packageId":"eur-999"}');
    expect(started.status).toBe(200);
    const { checkoutUrl } = moneychargeStartSchema.parse(JSON.parse(started.text));
    const checkout = await withHost(forged, 'GET', checkoutUrl);
    const paid = await withHost(forged, 'POST', `${checkoutUrl}/confirm`, { 'content-type': 'application/x-www-form-urlencoded' }, '');
    expect(paid.status).toBe(303);
    const done = await withHost(forged, 'GET', paid.headers.location as string);
    expect(done.status).toBe(200);
    for (const answer of [started, checkout, paid, done]) expect(`${JSON.stringify(answer.headers)}${answer.text}`).not.toContain(forged);
  });
});

describe('moneycharge without the demo provider (DEMO_PROVIDERS=off)', () => {
  const server = useTestServer({ config: { DEMO_PROVIDERS: 'off' } });

  it('has no demo pages and answers moneycharge with 503 payment_unavailable', async () => {
    const { token, guestId } = await signupGuest(server.url);
    const refused = await post(`${server.url}/rest/v1/vxpay/moneycharge`, { packageId: 'eur-999' }, { token });
    expect(refused.status).toBe(503);
    expect(refused.body.error.code).toBe('payment_unavailable');

    const paymentId = '3f1c0b7e-2a4d-4c1e-9f3b-7a6d5e4c3b2a';
    const page = await get(`${server.url}/demo-pay/checkout/${paymentId}`);
    expect(page.status).toBe(404);
    const confirm = await request('POST', `${server.url}/demo-pay/checkout/${paymentId}/confirm`, undefined, {
      raw: '',
      contentType: 'application/x-www-form-urlencoded',
      redirect: 'manual',
    });
    expect(confirm.status).toBe(404);
    // Nor does a callback signed with this server's own secret credit anything: no provider, no payment.
    const callback: PaymentCallback = { outcome: 'success', paymentId, guestId, coins: 40, amount: 999, currency: 'EUR' };
    const query = `paymentId=${paymentId}&guestId=${guestId}&coins=40&amount=999&currency=EUR&signature=${signPaymentCallback(server.secrets.payment, callback)}`;
    expect((await get(`${server.url}/rest/v1/vxpay/onsuccess?${query}`)).status).toBe(503);
  });
});
