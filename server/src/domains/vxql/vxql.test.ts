import { guestSchema } from '@vx/shared/protocol';
import { get, post, signupGuest } from '../../testing/http';
import { useTestServer } from '../../testing/server';

const GUEST_QUERY = '{ guest { isLoggedIn id name email balance balanceFormatted isVip avsStatus language } }';

describe('query service /vxql and feed service /feed', () => {
  const server = useTestServer();

  const vxql = (token?: string, query = GUEST_QUERY, language = 'en') =>
    post(`${server.url}/vxql?language=${language}`, { query }, token ? { token } : {});

  it("rejects a call without a token with 401 and 'Missing Vxql-Token'", async () => {
    const response = await vxql();
    expect(response.status).toBe(401);
    expect(response.body.errors).toEqual([expect.objectContaining({ message: 'Missing Vxql-Token' })]);
    expect(response.body.data ?? null).toBeNull();
  });

  it('rejects an unknown token', async () => {
    const response = await vxql('A'.repeat(43));
    expect(response.status).toBe(401);
    expect(response.body.errors[0].message).toBe('Invalid Vxql-Token');
  });

  it('gives resolvers the logged-in guest (guest init query)', async () => {
    const { token, guestId, email } = await signupGuest(server.url);
    const response = await vxql(token, GUEST_QUERY, 'de');
    expect(response.status).toBe(200);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.guest).toEqual({
      isLoggedIn: true,
      id: guestId,
      name: expect.any(String),
      email,
      balance: 0,
      balanceFormatted: '0 VXC',
      isVip: false,
      avsStatus: 'unknown',
      language: 'en',
    });
  });

  it('also takes the token as access_token parameter', async () => {
    const { token, guestId } = await signupGuest(server.url);
    const response = await post(`${server.url}/vxql?language=en&access_token=${token}`, { query: '{ guest { id } }' });
    expect(response.body.data.guest.id).toBe(guestId);
  });

  it('serves visitors with a visitor token', async () => {
    const issued = await get(`${server.url}/rest/v1/vxql/visitorToken`);
    expect(issued.status).toBe(200);
    const response = await vxql(issued.body.token, '{ guest { isLoggedIn id isVip isLocked isRestricted restrictionLevel isVXSelect hasTvAbo hadTvAbo isPremium isPayingCustomer isForcePayment hasAvs avsStatus avsRejectMessage showDataProtection isBlockedForComments loyaltyPoints spinwheelSpins freeMessagesCount messengerGiftCount pinnedFavouritesCount onlineFavouritesCount country language name email avatar balance balanceFormatted } }');
    expect(response.status).toBe(200);
    expect(guestSchema.parse(response.body.data.guest)).toMatchObject({ isLoggedIn: false, id: null });
    const forged = await vxql(`${issued.body.token.slice(0, -2)}xx`);
    expect(forged.status).toBe(401);
  });

  it('answers GraphQL errors for a bad query without crashing', async () => {
    const { token } = await signupGuest(server.url);
    const response = await vxql(token, '{ guest { noSuchField } }');
    // GraphQL over HTTP with Accept: application/json answers validation errors with 200.
    expect(response.status).toBe(200);
    expect(response.body.errors[0].message).toContain('noSuchField');
  });

  it('lets the feed service run without a token, but not with a bad one', async () => {
    const anonymous = await post(`${server.url}/feed?language=en`, { query: '{ alive }' });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data).toEqual({ alive: true });
    const bad = await post(`${server.url}/feed?language=en`, { query: '{ alive }' }, { token: 'B'.repeat(43) });
    expect(bad.status).toBe(401);
  });
});
