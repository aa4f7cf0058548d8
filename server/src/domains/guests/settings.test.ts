import { sql } from 'drizzle-orm';
import { NEWSLETTER_TYPES } from '@vx/shared/constants';
import { guestSettingsSchema } from '@vx/shared/protocol';
import { queryRows } from '../../testing/db';
import { get, post, signupGuest, type SignedUp } from '../../testing/http';
import { useTestServer } from '../../testing/server';

/** The profile page's settings calls (server/docs/myarea.md "Profile"): each for the asking guest only. */
describe('guest profile settings', () => {
  const server = useTestServer();
  const settingsOf = async (guest: SignedUp) => guestSettingsSchema.parse((await get(`${server.rest}/guest/profile/settings`, { token: guest.token })).body);
  const allOn = { favouriteOnline: true, newMessage: true, newContent: true, specialOffers: true };
  const subscribe = (guest: SignedUp, body: unknown, path = 'subscribe') => post(`${server.rest}/guest/newsletter/${path}`, body, { token: guest.token });
  const own = (guest: SignedUp, typeId: number) => ({ typeId, userId: guest.guestId, emailAddress: { email: guest.email } });

  it('gives a new guest the defaults', async () => {
    const guest = await signupGuest(server.url);
    expect(await settingsOf(guest)).toEqual({
      notificationsSettings: { favouriteOnline: true, newMessage: true, newContent: true, specialOffers: false },
      newsletters: [],
      preferences: {},
      autoRecharge: { enabled: false, amount: null, amounts: [100, 250, 500] },
      autoRechargeTeaserState: 'show',
      pendingEmail: null,
    });
  });

  it.each([
    ['GET', 'guest/profile/settings'],
    ['GET', 'guest/getNotificationsSettings'],
    ['POST', 'guest/notificationsSettings'],
    ['POST', 'guest/newsletter/subscribe'],
    ['POST', 'guest/newsletter/unsubscribe'],
    ['POST', 'guest/savePreferences'],
    ['POST', 'guest/autoRechargeTeaserState'],
    ['POST', 'guest/autoRecharge'],
    ['POST', 'guest/closeAgbAndDataProtection'],
    ['POST', 'guest/profile/preview/update'],
    ['POST', 'guest/email/change'],
  ])('refuses a visitor %s %s with 401', async (method, path) => {
    const response = method === 'GET' ? await get(`${server.rest}/${path}`) : await post(`${server.rest}/${path}`, {});
    expect(response.status).toBe(401);
  });

  it('stores the notification settings and reads them back', async () => {
    const guest = await signupGuest(server.url);
    const saved = await post(`${server.rest}/guest/notificationsSettings`, { settings: allOn }, { token: guest.token });
    expect(saved.status).toBe(200);
    expect(saved.body.notificationsSettings).toEqual(allOn);
    const read = await get(`${server.rest}/guest/getNotificationsSettings`, { token: guest.token });
    expect(read.body).toEqual({ notificationsSettings: allOn });
    // Another guest's settings are untouched.
    const other = await signupGuest(server.url);
    expect((await settingsOf(other)).notificationsSettings.specialOffers).toBe(false);
  });

  it.each([
    ['a missing setting', { settings: { favouriteOnline: true } }],
    ['an unknown setting', { settings: { ...allOn, sms: true } }],
    ['a string for a boolean', { settings: { ...allOn, newMessage: 'yes' } }],
    ['no settings', {}],
  ])('refuses notification settings with %s', async (_case, body) => {
    const guest = await signupGuest(server.url);
    const response = await post(`${server.rest}/guest/notificationsSettings`, body, { token: guest.token });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBeTruthy();
    expect((await settingsOf(guest)).notificationsSettings.specialOffers).toBe(false);
  });

  it('subscribes and unsubscribes each newsletter type of the guest', async () => {
    const guest = await signupGuest(server.url);
    for (const typeId of Object.values(NEWSLETTER_TYPES)) expect((await subscribe(guest, own(guest, typeId))).status).toBe(200);
    expect((await settingsOf(guest)).newsletters).toEqual([256, 512, 1024, 2048]);
    const answer = await subscribe(guest, own(guest, NEWSLETTER_TYPES.lateNight), 'unsubscribe');
    expect(answer.body).toEqual({ success: true, newsletters: [256, 1024, 2048] });
  });

  it('refuses a newsletter for another guest id or another address, and an unknown type', async () => {
    const guest = await signupGuest(server.url);
    const other = await signupGuest(server.url);
    const forOther = await subscribe(guest, own(other, 256));
    expect(forOther.status).toBe(403);
    expect(forOther.body.error.code).toBe('not_own_account');
    expect((await subscribe(guest, { ...own(guest, 256), emailAddress: { email: other.email } })).status).toBe(403);
    expect((await subscribe(guest, own(other, 256), 'unsubscribe')).status).toBe(403);
    expect((await subscribe(guest, own(guest, 128))).status).toBe(400);
    expect((await subscribe(guest, { typeId: 256 })).status).toBe(400);
    expect((await settingsOf(other)).newsletters).toEqual([]);
    expect((await settingsOf(guest)).newsletters).toEqual([]);
  });

  it('saves known preferences and refuses unknown keys, values and repeats', async () => {
    const guest = await signupGuest(server.url);
    const saved = await post(`${server.rest}/guest/savePreferences`, { data: { genders: ['F', 'FM'], languages: ['de'] } }, { token: guest.token });
    expect(saved.status).toBe(200);
    expect((await settingsOf(guest)).preferences).toEqual({ genders: ['F', 'FM'], languages: ['de'] });
    for (const data of [{ colour: 'red' }, { genders: ['X'] }, { genders: ['F', 'F'] }, { languages: 'de' }, { genders: Array(50).fill('F') }]) {
      expect((await post(`${server.rest}/guest/savePreferences`, { data }, { token: guest.token })).status).toBe(400);
    }
    expect((await post(`${server.rest}/guest/savePreferences`, {}, { token: guest.token })).status).toBe(400);
    expect((await settingsOf(guest)).preferences).toEqual({ genders: ['F', 'FM'], languages: ['de'] });
  });

  it('stores the auto-recharge opt-in with an allowed amount only', async () => {
    const guest = await signupGuest(server.url);
    const saved = await post(`${server.rest}/guest/autoRecharge`, { enabled: true, amount: 250 }, { token: guest.token });
    expect(saved.body.autoRecharge).toEqual({ enabled: true, amount: 250, amounts: [100, 250, 500] });
    for (const body of [{ enabled: true, amount: 300 }, { enabled: true, amount: -100 }, { enabled: 'yes', amount: 100 }, { enabled: true }]) {
      expect((await post(`${server.rest}/guest/autoRecharge`, body, { token: guest.token })).status).toBe(400);
    }
    expect((await settingsOf(guest)).autoRecharge.amount).toBe(250);
  });

  it('stores the auto-recharge teaser mode and refuses an unknown one', async () => {
    const guest = await signupGuest(server.url);
    expect((await post(`${server.rest}/guest/autoRechargeTeaserState`, { mode: 'closed' }, { token: guest.token })).status).toBe(200);
    expect((await post(`${server.rest}/guest/autoRechargeTeaserState`, { mode: 'forever' }, { token: guest.token })).status).toBe(400);
    expect((await post(`${server.rest}/guest/autoRechargeTeaserState`, {}, { token: guest.token })).status).toBe(400);
    expect((await settingsOf(guest)).autoRechargeTeaserState).toBe('closed');
  });

  it('closes the terms and data protection notice of the asking guest only', async () => {
    const guest = await signupGuest(server.url);
    const other = await signupGuest(server.url);
    await server.database.db.execute(sql`UPDATE guests SET show_data_protection = true WHERE id IN (${guest.guestId}, ${other.guestId})`);
    expect((await post(`${server.rest}/guest/closeAgbAndDataProtection`, {}, { token: guest.token })).body).toEqual({ success: true });
    const rows = await queryRows<{ id: number; show_data_protection: boolean }>(
      server.database,
      sql`SELECT id, show_data_protection FROM guests WHERE id IN (${guest.guestId}, ${other.guestId}) ORDER BY id`,
    );
    expect(rows).toEqual([
      { id: guest.guestId, show_data_protection: false },
      { id: other.guestId, show_data_protection: true },
    ]);
  });
});
