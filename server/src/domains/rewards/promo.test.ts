import { get, post, signupGuest, type SignedUp } from '../../testing/http';
import { SERVER_START_TIMEOUT, useTestServer } from '../../testing/server';

describe('promo/hasGuestNotRedeemedOnTopCodeInstance/{promoCode}', () => {
  const server = useTestServer();
  let alice: SignedUp;
  let bob: SignedUp;
  const ask = (code: string, as?: SignedUp) => get(`${server.rest}/promo/hasGuestNotRedeemedOnTopCodeInstance/${encodeURIComponent(code)}`, as ? { token: as.token } : {});

  beforeAll(async () => {
    [alice, bob] = await Promise.all([signupGuest(server.url), signupGuest(server.url)]);
  }, SERVER_START_TIMEOUT);

  it('is true for an on-top code the guest may still redeem, false once he redeemed it, and his alone', async () => {
    expect((await ask('topup2026', alice)).body).toEqual({ data: { hasNotRedeemedInstance: true } });
    expect((await post(`${server.rest}/guest/redeemBonus`, { code: 'TOPUP2026' }, { token: alice.token })).status).toBe(200);
    expect((await ask('TOPUP2026', alice)).body).toEqual({ data: { hasNotRedeemedInstance: false } });
    expect((await ask('TOPUP2026', bob)).body).toEqual({ data: { hasNotRedeemedInstance: true } });
  });

  it('is false for a code without a top-up benefit or an unknown one, refuses bad input and visitors', async () => {
    expect((await ask('WELCOME50', bob)).body.data.hasNotRedeemedInstance).toBe(false);
    expect((await ask('NO-SUCH-CODE', bob)).body.data.hasNotRedeemedInstance).toBe(false);
    const bad = await ask('bad code!', bob);
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBeDefined();
    expect((await ask('TOPUP2026')).status).toBe(401);
  });
});
