import { sql } from 'drizzle-orm';
import { guestBalanceSchema, guestProfileResponseSchema } from '@vx/shared/protocol';
import { queryRows } from '../../testing/db';
import { get, post, signupGuest } from '../../testing/http';
import { SERVER_START_TIMEOUT, startTestServer, type TestServer } from '../../testing/server';

describe('guest profile and balance', () => {
  let server: TestServer;
  let rest: string;
  beforeAll(async () => {
    server = await startTestServer();
    rest = `${server.url}/rest/v1`;
  }, SERVER_START_TIMEOUT);
  afterAll(() => server.close(), SERVER_START_TIMEOUT);

  it('gives a visitor an isLoggedIn:false profile', async () => {
    const response = await get(`${rest}/guest/profile/get?language=nl`);
    expect(response.status).toBe(200);
    const body = guestProfileResponseSchema.parse(response.body);
    expect(body.config).toEqual({ currency: 'VXC', helpCenterLocale: 'nl-nl' });
    expect(body.profile).toMatchObject({ isLoggedIn: false, id: null, balance: 0, language: 'nl', avsStatus: 'unknown' });
  });

  it('treats an invalid token on an open route as a visitor', async () => {
    const response = await get(`${rest}/guest/profile/get`, { token: 'C'.repeat(43) });
    expect(response.status).toBe(200);
    expect(response.body.profile.isLoggedIn).toBe(false);
  });

  it('gives a guest the full profile with every flag', async () => {
    const { token, guestId } = await signupGuest(server.url, { name: 'Sunny' });
    const response = await get(`${rest}/guest/profile/get?language=en`, { token });
    const body = guestProfileResponseSchema.parse(response.body);
    expect(body.config.helpCenterLocale).toBe('en-us');
    expect(body.profile).toMatchObject({ isLoggedIn: true, id: guestId, name: 'Sunny', isVip: false, isPayingCustomer: false, hasAvs: false });
  });

  it('answers the balance to guests only', async () => {
    expect((await get(`${rest}/guest/getGuestBalance`)).status).toBe(401);
    const { token, guestId } = await signupGuest(server.url);
    await server.database.db.execute(sql`UPDATE guests SET balance = 1234 WHERE id = ${guestId}`);
    const response = await get(`${rest}/guest/getGuestBalance?language=de`, { token });
    expect(response.status).toBe(200);
    expect(guestBalanceSchema.parse(response.body)).toEqual({ balance: 1234, balanceFormatted: '1.234 VXC', isPayingCustomer: false });
  });

  it('updates name and language', async () => {
    const { token } = await signupGuest(server.url);
    const response = await post(`${rest}/guest/profile/update`, { properties: { name: 'Moon Light', language: 'es' } }, { token });
    expect(response.status).toBe(200);
    expect(response.body.profile).toMatchObject({ name: 'Moon Light', language: 'es' });
  });

  it.each([
    ['a too short name', { properties: { name: 'ab' } }],
    ['a name with markup', { properties: { name: '<script>' } }],
    ['an unknown language', { properties: { language: 'fr' } }],
    ['an unknown property', { properties: { balance: 100000 } }],
    ['no properties', { properties: {} }],
    ['no body', undefined],
  ])('refuses %s with a 400 and writes nothing', async (_case, body) => {
    const { token, guestId } = await signupGuest(server.url, { name: 'Original' });
    const response = await post(`${rest}/guest/profile/update`, body, { token });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    const rows = await queryRows(server.database, sql`SELECT name, language, balance FROM guests WHERE id = ${guestId}`);
    expect(rows[0]).toEqual({ name: 'Original', language: 'en', balance: 0 });
  });

  it('refuses a profile update from a visitor', async () => {
    const response = await post(`${rest}/guest/profile/update`, { properties: { name: 'Visitor' } });
    expect(response.status).toBe(401);
  });

  it('closes the data protection notice and pushes it', async () => {
    const { token, guestId } = await signupGuest(server.url);
    await server.database.db.execute(sql`UPDATE guests SET show_data_protection = true WHERE id = ${guestId}`);
    expect((await post(`${rest}/guest/closeDataProtection`, {}, { token })).body).toEqual({ success: true });
    const profile = await get(`${rest}/guest/profile/get`, { token });
    expect(profile.body.profile.showDataProtection).toBe(false);
  });
});
