import { get, post, signupGuest } from '../testing/http';
import { useTestServer } from '../testing/server';

/** Every answer of the API, the demo provider's pages and the callback pages carry the browser protections. */
describe('security headers', () => {
  const server = useTestServer({ seedActors: 5, config: { TRUST_PROXY: '127.0.0.1' } });

  const expectProtected = (headers: Headers) => {
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(headers.get('referrer-policy')).toBe('no-referrer');
  };

  it('protects JSON answers, errors and unknown paths', async () => {
    for (const path of ['/rest/v1/alive', '/rest/v1/no-such-call', '/brand.json', '/rest/v1/actor/1e3/state']) {
      const response = await get(`${server.url}${path}`);
      expectProtected(response.headers);
      // JSON is never a document: nothing may load or run in it.
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    }
    const failed = await post(`${server.url}/rest/v1/vxpay/login`, undefined, { raw: '{broken' });
    expect(failed.status).toBe(400);
    expectProtected(failed.headers);
  });

  it('sends HSTS only over HTTPS (here: told by the trusted proxy)', async () => {
    expect((await get(`${server.url}/rest/v1/alive`)).headers.get('strict-transport-security')).toBeNull();
    const secure = await get(`${server.url}/rest/v1/alive`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
  });

  it('lets the shell frame the demo checkout and runs its pages only under their nonce', async () => {
    const { token } = await signupGuest(server.url);
    const started = await post(`${server.url}/rest/v1/vxpay/moneycharge`, { packageId: 'eur-999' }, { token });
    const checkout = await get(`${server.url}${started.body.checkoutUrl}`);
    expect(checkout.status).toBe(200);
    expectProtected(checkout.headers);
    const csp = checkout.headers.get('content-security-policy')!;
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    expect(checkout.text).toContain(`<style nonce="${nonce}">`);
    // A style attribute would need 'unsafe-inline' and be reported as a violation.
    expect(checkout.text).not.toMatch(/\sstyle="/);

    const failure = await get(`${server.url}/rest/v1/vxpay/onsuccess?paymentId=x`);
    expectProtected(failure.headers);
    const failureNonce = /script-src 'nonce-([^']+)'/.exec(failure.headers.get('content-security-policy')!)![1];
    expect(failureNonce).not.toBe(nonce);
    expect(failure.text).toContain(`<script nonce="${failureNonce}">`);
  });
});
