import { post, TEST_PASSWORD, uniqueEmail, type TestResponse } from '../../testing/http';
import { useTestServer } from '../../testing/server';

/**
 * Per client address: one password tried against many accounts, many signups and many reset mails
 * from one address are limited, whatever the e-mail. Budgets lowered for the test; the address is
 * set with X-Forwarded-For from the trusted local proxy.
 */
describe('login, signup and password reset limits per address', () => {
  const server = useTestServer({
    config: { TRUST_PROXY: '127.0.0.1', LOGINS_PER_ADDRESS: 3, SIGNUPS_PER_ADDRESS: 2, PASSWORD_RESETS_PER_ADDRESS: 2 },
  });

  const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
  const expectLimited = (response: TestResponse) => {
    expect(response.status).toBe(429);
    expect(response.body.error.code).toBe('too_many_attempts');
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  };

  it('limits one password tried against many accounts from one address', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await post(`${server.rest}/vxpay/login`, { email: uniqueEmail(), password: TEST_PASSWORD }, from('203.0.113.1'))).status).toBe(401);
    }
    expectLimited(await post(`${server.rest}/vxpay/login`, { email: uniqueEmail(), password: TEST_PASSWORD }, from('203.0.113.1')));
    expect((await post(`${server.rest}/vxpay/login`, { email: uniqueEmail(), password: TEST_PASSWORD }, from('203.0.113.2'))).status).toBe(401);
  });

  it('limits signups from one address', async () => {
    for (let i = 0; i < 2; i += 1) {
      expect((await post(`${server.rest}/vxpay/signup`, { email: uniqueEmail(), password: TEST_PASSWORD }, from('203.0.113.3'))).status).toBe(202);
    }
    expectLimited(await post(`${server.rest}/vxpay/signup`, { email: uniqueEmail(), password: TEST_PASSWORD }, from('203.0.113.3')));
    expect((await post(`${server.rest}/vxpay/signup`, { email: uniqueEmail(), password: TEST_PASSWORD }, from('203.0.113.4'))).status).toBe(202);
  });

  it('limits password reset requests from one address, whatever the e-mail', async () => {
    for (let i = 0; i < 2; i += 1) {
      expect((await post(`${server.rest}/vxpay/pwdreset`, { email: uniqueEmail() }, from('203.0.113.5'))).status).toBe(200);
    }
    expectLimited(await post(`${server.rest}/vxpay/pwdreset`, { email: uniqueEmail() }, from('203.0.113.5')));
  });
});
