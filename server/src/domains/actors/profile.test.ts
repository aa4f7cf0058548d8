import { sql } from 'drizzle-orm';
import { actorProfileSchema, actorTileSchema } from '@vx/shared/protocol';
import { queryRows } from '../../testing/db';
import { get, post, signupGuest, type SignedUp } from '../../testing/http';
import { SERVER_START_TIMEOUT, useTestServer } from '../../testing/server';
import { credit } from '../wallet/service';
import { setActorOnline } from './online';

describe('actor profile extras (heat map, interview, chat button, guest relation)', () => {
  // 127.0.0.1 is the trusted proxy: X-Forwarded-For decides the viewer's address and country.
  const server = useTestServer({ config: { TRUST_PROXY: '127.0.0.1' } });
  let guest: SignedUp;
  const profile = async (idOrName: string | number, options: { token?: string; headers?: Record<string, string>; language?: string } = {}) => {
    const response = await get(`${server.rest}/actor/getActorDataByIdOrName/${idOrName}?language=${options.language ?? 'en'}`, options);
    expect(response.status).toBe(200);
    return actorProfileSchema.parse(response.body);
  };

  beforeAll(async () => {
    guest = await signupGuest(server.url);
  }, SERVER_START_TIMEOUT);

  it('answers the full profile, still a valid tile, the same by name in any case', async () => {
    const actor = await profile(3);
    actorTileSchema.parse(actor);
    expect(actor.chatRatings.lastNinetyDays).toEqual({ countRatings: expect.any(Number), satisfactionRate: expect.any(Number) });
    expect(await profile(actor.name.toUpperCase())).toEqual(actor);
  });

  it('has a heat map of the last 14 days, deterministic', async () => {
    const actor = await profile(4);
    expect(actor.heatMap).toHaveLength(14);
    expect(actor.heatMap[13].date).toBe(new Date().toISOString().slice(0, 10));
    for (const day of actor.heatMap) {
      expect(day.activityLevel === 0 ? day.start : day.start).toEqual(day.activityLevel === 0 ? null : expect.stringMatching(/^\d\d:00$/));
      expect(day.hoursToBeOnline).toBe(day.activityLevel * 1.5);
    }
    expect((await profile(4)).heatMap).toEqual(actor.heatMap);
  });

  it('answers interviews in each of the four languages, none for some actors', async () => {
    const de = await profile(3, { language: 'de' });
    expect(de.interview?.language).toBe('de');
    expect(de.interview?.items[0].question).toBe('Beschreibe dich in drei Worten.');
    const nl = (await profile(3, { language: 'nl' })).interview;
    expect(nl?.language).toBe('nl');
    expect(nl?.items.map((item) => item.question)).toContain('Waar kom je vandaan?');
    const es = (await profile(3, { language: 'es' })).interview;
    expect(es?.language).toBe('es');
    expect(es?.items.map((item) => item.question)).toContain('¿De dónde eres?');
    // Countries and languages are named in the interview's language, not as codes.
    const country = new Intl.DisplayNames(['es'], { type: 'region' }).of(de.profile.country);
    expect(es?.items.map((item) => item.answer)).toContain(`Vivo en ${country}.`);
    expect((await profile(4)).interview).toBeNull();
  });

  it('leaves the heat map memo to the actor: no English words in it', async () => {
    const days = (await Promise.all([4, 5, 6, 7].map((id) => profile(id, { language: 'nl' })))).flatMap((actor) => actor.heatMap);
    expect(days.some((day) => day.activityLevel === 4)).toBe(true);
    expect(days.every((day) => day.memo === '')).toBe(true);
  });

  it('builds the chat button from the live state, with key texts', async () => {
    await setActorOnline(server.database.db, server.hub, 7, false);
    await server.database.db.execute(sql`UPDATE actors SET online_mobile_videocall = false WHERE id = 7`);
    const offline = await profile(7);
    expect(offline.chatButtonConfig).toMatchObject({ actorId: 7, buttonText: 'offline', isActorOnline: false, isBannedCountryCode: null });
    expect(offline.chatButtonConfig.actorLink).toBe(`/en/amateur/${offline.name.toLowerCase()}/`);
    await setActorOnline(server.database.db, server.hub, 7, true);
    await server.database.db.execute(sql`UPDATE actors SET free_chat = true, ticket_show_running = false WHERE id = 7`);
    expect((await profile(7)).chatButtonConfig.buttonText).toBe('freeChat');
    await server.database.db.execute(sql`UPDATE actors SET ticket_show_running = true WHERE id = 7`);
    const show = (await profile(7)).chatButtonConfig;
    expect(show).toMatchObject({ buttonText: 'ticketShow', isCurrentlyTicketShow: true, buttonSubline: 'ticketPrice' });
    expect(show.prices.ticketShow.currency).toBe('VXC');
  });

  it('tells whether the viewer country is banned: the address decides, else a guest’s stored country', async () => {
    const [swiss, german] = [{ 'x-forwarded-for': '81.62.0.1' }, { 'x-forwarded-for': '217.160.0.1' }];
    await server.database.db.execute(sql`UPDATE actors SET banned_country_codes = '{CH}' WHERE id = 9`);
    expect((await profile(9, { headers: swiss })).chatButtonConfig.isBannedCountryCode).toBe(true);
    expect((await profile(9, { headers: german })).chatButtonConfig.isBannedCountryCode).toBe(false);
    expect((await profile(9, { headers: { 'x-country': 'CH' } })).chatButtonConfig.isBannedCountryCode).toBeNull();
    expect((await profile(9, { token: guest.token, headers: swiss })).chatButtonConfig.isBannedCountryCode).toBe(true);
    await server.database.db.execute(sql`UPDATE guests SET country = 'CH' WHERE id = ${guest.guestId}`);
    expect((await profile(9, { token: guest.token })).chatButtonConfig.isBannedCountryCode).toBe(true);
  });

  it('marks guestHasTicket for a ticket holder only', async () => {
    await credit(server.database.db, { guestId: guest.guestId, amount: 100, kind: 'test_topup', reference: 'test', idempotencyKey: 'profile-topup' });
    const start = new Date(Date.now() + 3_600_000);
    const [show] = await queryRows<{ id: number }>(
      server.database,
      sql`INSERT INTO chat_shows (actor_id, title, price, starts_at, ends_at)
          VALUES (10, 'Profile show', 10, ${start.toISOString()}::timestamptz, ${new Date(start.getTime() + 3_600_000).toISOString()}::timestamptz)
          RETURNING id`,
    );
    expect((await profile(10, { token: guest.token })).guestHasTicket).toBe(false);
    await post(`${server.rest}/camshows/${show.id}/ticket`, { creationType: 'C', idempotencyKey: 'profile-ticket-1' }, { token: guest.token });
    const mine = await profile(10, { token: guest.token });
    expect(mine.guestHasTicket).toBe(true);
    expect(mine.chatButtonConfig.guestHasTicket).toBe(true);
    expect((await profile(10)).guestHasTicket).toBe(false);
  });
});
