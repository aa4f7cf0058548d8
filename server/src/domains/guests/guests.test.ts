import { sql } from 'drizzle-orm';
import { guestBalanceSchema, guestProfileResponseSchema } from '@vx/shared/protocol';
import { queryRows } from '../../testing/db';
import { get, post, signupGuest } from '../../testing/http';
import { backfillNameKeys } from './service';
import { useTestServer } from '../../testing/server';

describe('guest profile and balance', () => {
  const server = useTestServer();

  it('gives a visitor an isLoggedIn:false profile', async () => {
    const response = await get(`${server.rest}/guest/profile/get?language=nl`);
    expect(response.status).toBe(200);
    const body = guestProfileResponseSchema.parse(response.body);
    expect(body.config).toEqual({ currency: 'VXC', helpCenterLocale: 'nl-nl' });
    expect(body.profile).toMatchObject({ isLoggedIn: false, id: null, balance: 0, language: 'nl', avsStatus: 'unknown' });
  });

  it('treats an invalid token on an open route as a visitor', async () => {
    const response = await get(`${server.rest}/guest/profile/get`, { token: 'C'.repeat(43) });
    expect(response.status).toBe(200);
    expect(response.body.profile.isLoggedIn).toBe(false);
  });

  it('gives a guest the full profile with every flag', async () => {
    const { token, guestId } = await signupGuest(server.url, { name: 'Sunny' });
    const response = await get(`${server.rest}/guest/profile/get?language=en`, { token });
    const body = guestProfileResponseSchema.parse(response.body);
    expect(body.config.helpCenterLocale).toBe('en-us');
    expect(body.profile).toMatchObject({ isLoggedIn: true, id: guestId, name: 'Sunny', isVip: false, isPayingCustomer: false, hasAvs: false });
  });

  it('answers the balance to guests only', async () => {
    expect((await get(`${server.rest}/guest/getGuestBalance`)).status).toBe(401);
    const { token, guestId } = await signupGuest(server.url);
    await server.database.db.execute(sql`UPDATE guests SET balance = 1234 WHERE id = ${guestId}`);
    const response = await get(`${server.rest}/guest/getGuestBalance?language=de`, { token });
    expect(response.status).toBe(200);
    expect(guestBalanceSchema.parse(response.body)).toEqual({ balance: 1234, balanceFormatted: '1.234 VXC', isPayingCustomer: false });
  });

  it('updates name and language', async () => {
    const { token } = await signupGuest(server.url);
    const response = await post(`${server.rest}/guest/profile/update`, { properties: { name: 'Moon Light', language: 'es' } }, { token });
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
    ['a name with a zero-width space', { properties: { name: 'Moon\u200BLight' } }],
    ['a name with a right-to-left override', { properties: { name: 'Moon\u202ELight' } }],
  ])('refuses %s with a 400 and writes nothing', async (_case, body) => {
    // Names are unique by look-alike key: one original per case.
    const original = `Original ${_case.replace(/[^a-z]/g, '').slice(-12)}`;
    const { token, guestId } = await signupGuest(server.url, { name: original });
    const response = await post(`${server.rest}/guest/profile/update`, body, { token });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    const rows = await queryRows(server.database, sql`SELECT name, language, balance FROM guests WHERE id = ${guestId}`);
    expect(rows[0]).toEqual({ name: original, language: 'en', balance: 0 });
  });

  describe('names', () => {
    const rename = (token: string, name: string) => post(`${server.rest}/guest/profile/update`, { properties: { name } }, { token });
    const isNameHeld = async (name: string) => (await queryRows(server.database, sql`SELECT id FROM guests WHERE name = ${name}`)).length > 0;

    it('stores a name NFKC-normalised', async () => {
      const { token, guestId } = await signupGuest(server.url);
      expect((await rename(token, '\uFF33\uFF54\uFF41\uFF52 Jose\u0301')).status).toBe(200);
      const rows = await queryRows(server.database, sql`SELECT name FROM guests WHERE id = ${guestId}`);
      expect(rows[0].name).toBe('Star Jos\u00E9');
    });

    it.each([
      ['the same name in capitals', 'VELVET MOTH'],
      ['Cyrillic look-alike letters', 'V\u0435lv\u0435t M\u043Eth'],
      ['full-width letters', '\uFF36\uFF45\uFF4C\uFF56\uFF45\uFF54 Moth'],
      ['a digit for a letter', 'Ve1vet M0th'],
    ])("refuses %s of another guest's name with 409 name_taken", async (_case, lookalike) => {
      const owner = await isNameHeld('Velvet Moth');
      if (!owner) await signupGuest(server.url, { name: 'Velvet Moth' });
      const other = await signupGuest(server.url);
      const before = await queryRows(server.database, sql`SELECT name FROM guests WHERE id = ${other.guestId}`);
      const response = await rename(other.token, lookalike);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ error: { code: 'name_taken', message: 'This name is already taken.' } });
      expect(await queryRows(server.database, sql`SELECT name FROM guests WHERE id = ${other.guestId}`)).toEqual(before);
    });

    it('lets a guest change the case of its own name', async () => {
      const { token } = await signupGuest(server.url, { name: 'Quiet Fern' });
      const response = await rename(token, 'quiet fern');
      expect(response.status).toBe(200);
      expect(response.body.profile.name).toBe('quiet fern');
    });

    it('keys the names of guests from before the key existed; a clash stays unkeyed', async () => {
      const insert = (email: string, name: string) =>
        server.database.db.execute(sql`INSERT INTO guests (email, name, password_hash) VALUES (${email}, ${name}, 'x')`);
      await insert('old-1@example.com', 'Copper Kettle');
      await insert('old-2@example.com', 'COPPER_KETTLE');
      expect(await backfillNameKeys(server.database.db)).toEqual({ keyed: 1, clashes: 1 });
      const rows = await queryRows(server.database, sql`SELECT email, name_key FROM guests WHERE email LIKE 'old-%' ORDER BY email`);
      expect(rows).toEqual([
        { email: 'old-1@example.com', name_key: 'copperkettle' },
        { email: 'old-2@example.com', name_key: null },
      ]);
      const { token } = await signupGuest(server.url);
      expect((await rename(token, 'Copper Kett1e')).status).toBe(409);
    });

    it('gives one of two concurrent look-alike names and refuses the other', async () => {
      const [a, b] = await Promise.all([signupGuest(server.url), signupGuest(server.url)]);
      const answers = await Promise.all([rename(a.token, 'Amber Lynx'), rename(b.token, 'AMBER_LYNX')]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    });
  });

  it('refuses a profile update from a visitor', async () => {
    const response = await post(`${server.rest}/guest/profile/update`, { properties: { name: 'Visitor' } });
    expect(response.status).toBe(401);
  });

  it('closes the data protection notice and pushes it', async () => {
    const { token, guestId } = await signupGuest(server.url);
    await server.database.db.execute(sql`UPDATE guests SET show_data_protection = true WHERE id = ${guestId}`);
    expect((await post(`${server.rest}/guest/closeDataProtection`, {}, { token })).body).toEqual({ success: true });
    const profile = await get(`${server.rest}/guest/profile/get`, { token });
    expect(profile.body.profile.showDataProtection).toBe(false);
  });
});
