import { get, post, signupGuest, TEST_PASSWORD, uniqueEmail } from '../../testing/http';
import { SERVER_START_TIMEOUT, startTestServer, useTestServer } from '../../testing/server';

describe('demo mailbox /demo-mail/ (stand-in for the mail provider)', () => {
  const server = useTestServer();

  it("lists an address's mails with their links, escaped, under a strict CSP", async () => {
    const email = uniqueEmail('mailbox');
    await post(`${server.url}/rest/v1/vxpay/signup`, { email, password: TEST_PASSWORD, name: 'Tin Lantern' });
    const page = await get(`${server.url}/demo-mail/?email=${encodeURIComponent(email)}`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.text).toContain('DEMO MAILBOX');
    expect(page.text).toContain('Confirm your email address');
    expect(page.text).toMatch(/<a href="\/en\/\?flow=signup&#38;token=[\w-]{43}">/);
  });

  it('lists the newest mails of every address without ?email', async () => {
    const { email } = await signupGuest(server.url);
    const page = await get(`${server.url}/demo-mail/`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(email);
  });

  it('escapes what a mail carries', async () => {
    const email = `<b>x</b>${Date.now()}@example.com`;
    const page = await get(`${server.url}/demo-mail/?email=${encodeURIComponent(email)}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('<b>x</b>');
  });

  it('is not there without DEMO_PROVIDERS=on (JSON 404, not the shell)', async () => {
    const off = await startTestServer({ config: { DEMO_PROVIDERS: 'off' } });
    try {
      const response = await get(`${off.url}/demo-mail/`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe('not_found');
    } finally {
      await off.close();
    }
  }, SERVER_START_TIMEOUT);
});
