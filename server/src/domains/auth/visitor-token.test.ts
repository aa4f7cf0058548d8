import { createHmac } from 'node:crypto';
import { post } from '../../testing/http';
import { useTestServer } from '../../testing/server';
import { issueVisitorToken, verifyVisitorToken } from './visitor-token';

/** The secret every server once signed visitor tokens with (derived from the payment default). */
const OLD_DEFAULT_SECRET = 'demo-payment-secret-change-me';

/** A token made the way the server made them before its secrets were generated. */
function forgedTheOldWay(expiresInSeconds: number): string {
  const key = createHmac('sha256', OLD_DEFAULT_SECRET).update('vxql-visitor-token').digest();
  const payload = `v.${Math.floor(Date.now() / 1000) + expiresInSeconds}.forged`;
  return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
}

describe('visitor tokens', () => {
  const server = useTestServer();

  const guestQuery = (token: string) => post(`${server.url}/vxql?language=en`, { query: '{ guest { isLoggedIn } }' }, { token });

  it('refuses tokens signed with the old default secret, with any expiry', async () => {
    for (const expiry of [3600, 10 * 365 * 24 * 3600]) {
      const response = await guestQuery(forgedTheOldWay(expiry));
      expect(response.status).toBe(401);
      expect(response.body.errors[0].message).toBe('Invalid Vxql-Token');
    }
    // Nor does the old default secret work with today's derivation.
    expect((await guestQuery(issueVisitorToken(OLD_DEFAULT_SECRET).token)).status).toBe(401);
  });

  it("refuses tokens signed with the payment secret: it is another key", async () => {
    expect((await guestQuery(issueVisitorToken(server.secrets.payment).token)).status).toBe(401);
    expect((await guestQuery(issueVisitorToken(server.secrets.visitorToken).token)).status).toBe(200);
  });

  it('refuses an expiry beyond what the server issues, even correctly signed', () => {
    const secret = server.secrets.visitorToken;
    const now = Date.now();
    expect(verifyVisitorToken(secret, issueVisitorToken(secret, now).token, now)).toBe(true);
    // Issued "a year from now" means a signature made with a stolen or guessed key, or a clock gone wrong.
    expect(verifyVisitorToken(secret, issueVisitorToken(secret, now + 365 * 24 * 3600_000).token, now)).toBe(false);
    expect(verifyVisitorToken(secret, issueVisitorToken(secret, now - 25 * 3600_000).token, now)).toBe(false);
  });
});
