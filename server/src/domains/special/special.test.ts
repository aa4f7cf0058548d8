import { sql } from 'drizzle-orm';
import { queryRows } from '../../testing/db';
import { get, post, signupGuest, type SignedUp } from '../../testing/http';
import { TEST_ENGINES, useTestServerOn } from '../../testing/engines';
import { SERVER_START_TIMEOUT } from '../../testing/server';
import { activityEventSchema, adventCalendarSchema, collectEggSchema, easterEggsSchema, easterEventSchema, highOnRoseSchema, prizeDrawSchema, specialEventDataSchema, specialEventListSchema } from '@vx/shared/events';

describe.each(TEST_ENGINES)('special events (%s)', (_engine, url) => {
  const server = useTestServerOn(url);
  let guest: SignedUp;
  let other: SignedUp;
  const rest = (path: string, token?: string) => get(`${server.rest}/${path}`, { token });
  const send = (path: string, body: unknown, token?: string) => post(`${server.rest}/${path}`, body, { token });
  const vxql = (query: string, token?: string) => post(`${server.url}/vxql?language=de`, { query }, { token });
  const balance = async (guestId: number) => (await queryRows<{ balance: number }>(server.database, sql`SELECT balance FROM guests WHERE id = ${guestId}`))[0]!.balance;

  /** `value` cut to the keys `like` has, deeply: what of a query-service answer getData answers too. */
  const shapedLike = (like: unknown, value: unknown): unknown => {
    if (Array.isArray(like) && Array.isArray(value)) return value.map((item, index) => shapedLike(like[index], item));
    if (like && typeof like === 'object' && value && typeof value === 'object') {
      return Object.fromEntries(Object.keys(like).map((key) => [key, shapedLike((like as Record<string, unknown>)[key], (value as Record<string, unknown>)[key])]));
    }
    return value;
  };

  beforeAll(async () => {
    [guest, other] = await Promise.all([signupGuest(server.url), signupGuest(server.url)]);
  }, SERVER_START_TIMEOUT);

  it('special/get/events lists the seeded events in the request language: running, one ended, one upcoming', async () => {
    const answer = await rest('special/get/events?language=de');
    expect(answer.status).toBe(200);
    const { events } = specialEventListSchema.parse(answer.body);
    const bySlug = new Map(events.map((event) => [event.slug, event]));
    expect(bySlug.get('easter-egg-hunt')).toMatchObject({ id: 151, type: 'easter', name: 'Ostereiersuche', hasStarted: true, hasEnded: false });
    expect(bySlug.get('autumn-activity')).toMatchObject({ hasStarted: true, hasEnded: true });
    expect(bySlug.get('winter-warm-up')).toMatchObject({ hasStarted: false, hasEnded: false });
    for (const slug of ['spring-activity', 'advent-calendar', 'goldrush', 'prize-draw', 'high-on-rose']) expect(bySlug.get(slug)?.hasStarted).toBe(true);
  });

  it('special/getData/{eventType}: the running event with the guest part; the daily visit counts once a day; bad type 400, unknown slug 404', async () => {
    const visitor = specialEventDataSchema.parse((await rest('special/getData/activity?qmdate=2026-04-01')).body);
    expect(visitor).toMatchObject({ eventType: 'activity', qmdate: '2026-04-01', event: { id: 150, guest: null, leaderboard: [] } });
    await rest('special/getData/activity', guest.token);
    const mine = activityEventSchema.parse((await rest('special/getData/activity', guest.token)).body.event);
    expect(mine.guest).toEqual({ points: 10, rewards: [{ id: 1, redeemed: false }, { id: 2, redeemed: false }, { id: 3, redeemed: false }] });
    expect(mine.activities.map((activity) => activity.id)).toContain('dailyVisit');
    const ended = activityEventSchema.parse((await rest('special/getData/activity?slug=autumn-activity')).body.event);
    expect(ended.hasEnded).toBe(true);
    expect((await rest('special/getData/nope')).status).toBe(400);
    expect((await rest('special/getData/activity?slug=Bad%20Slug')).status).toBe(400);
    expect((await rest('special/getData/activity?slug=no-such-event')).body.error.code).toBe('event_not_found');
  });

  it('special/claimReward: once by points within the claim window; not enough points, unknown, upcoming and bad input refused', async () => {
    const before = await balance(guest.guestId);
    expect((await send('special/claimReward', { eventId: 150, rewardId: 1 }, guest.token)).body).toEqual({ success: true, rewardId: 1 });
    expect((await send('special/claimReward', { eventId: 150, rewardId: 1 }, guest.token)).body.error.code).toBe('reward_already_claimed');
    expect((await send('special/claimReward', { eventId: 150, rewardId: 2 }, guest.token)).body.error.code).toBe('not_enough_points');
    expect((await send('special/claimReward', { eventId: 150, rewardId: 99 }, guest.token)).body.error.code).toBe('reward_not_found');
    expect((await send('special/claimReward', { eventId: 157, rewardId: 1 }, guest.token)).body.error.code).toBe('claim_window_closed');
    expect((await send('special/claimReward', { eventId: 151, rewardId: 1 }, guest.token)).body.error.code).toBe('event_not_found');
    expect((await send('special/claimReward', { eventId: '150', rewardId: 1 }, guest.token)).status).toBe(400);
    expect((await send('special/claimReward', { eventId: 150, rewardId: 1 })).status).toBe(401);
    expect(await balance(guest.guestId)).toBe(before);
    const [messages] = await queryRows<{ n: number }>(server.database, sql`SELECT free_messages_count AS n FROM guests WHERE id = ${guest.guestId}`);
    expect(messages!.n).toBeGreaterThanOrEqual(5);
    const state = activityEventSchema.parse((await rest('special/getData/activity', guest.token)).body.event);
    expect(state.guest?.rewards[0]).toEqual({ id: 1, redeemed: true });
  });

  it('easter: eggs with signed tokens, an egg collected once, a replayed or foreign token refused, the reward granted once', async () => {
    expect((await rest('special/easter/eggs?routeName=easter')).status).toBe(401);
    expect((await rest('special/easter/eggs?routeName=../x', guest.token)).status).toBe(400);
    const { eggs } = easterEggsSchema.parse((await rest('special/easter/eggs?routeName=easter', guest.token)).body);
    expect(eggs).toHaveLength(2);
    const token = eggs[0]!.verificationToken;
    expect((await send('special/easter/collectEgg', { verificationToken: token, qmdate: '2026-04-01' }, other.token)).body.error.code).toBe('invalid_token');
    const tampered = token.replace(/^\d+/, String(eggs[1]!.eggId));
    expect((await send('special/easter/collectEgg', { verificationToken: tampered }, guest.token)).body.error.code).toBe('invalid_token');
    const before = await balance(guest.guestId);
    const first = await send('special/easter/collectEgg', { verificationToken: token, qmdate: '2026-04-01' }, guest.token);
    expect(collectEggSchema.parse(first.body)).toMatchObject({ success: true, collectedEggs: 1, reward: { rewardId: 1, type: 'coins', value: 20 } });
    expect(await balance(guest.guestId)).toBe(before + 20);
    const replay = await send('special/easter/collectEgg', { verificationToken: token }, guest.token);
    expect([replay.status, replay.body.error.code]).toEqual([409, 'egg_already_collected']);
    expect(await balance(guest.guestId)).toBe(before + 20);
    expect((await send('special/easter/collectEgg', {}, guest.token)).status).toBe(400);
    expect((await rest('special/easter/eggs?routeName=easter', guest.token)).body.eggs).toHaveLength(1);
    const event = easterEventSchema.parse((await rest('special/getData/easter', guest.token)).body.event);
    expect(event.guest).toMatchObject({ collectedEggs: 1, rewardHistory: [{ rewardId: 1, value: 20 }] });
    expect(event.rewards.some((reward) => reward.hidden)).toBe(false);
    expect(event.totalEggs).toBe(8);
  });

  it('advent calendar: today open once, past missed, future locked with the reward hidden', async () => {
    const calendar = adventCalendarSchema.parse((await rest('special/adventcalendar', guest.token)).body);
    const today = calendar.doors.find((door) => door.state === 'open')!;
    expect(today).toBeDefined();
    expect(calendar.doors.filter((door) => door.state === 'missed').length).toBe(today.day - 1);
    expect(calendar.doors.at(-1)).toMatchObject({ state: 'locked', reward: null });
    const opened = adventCalendarSchema.parse((await send('special/adventcalendar', { day: today.day }, guest.token)).body);
    expect(opened.doors[today.day - 1]).toMatchObject({ state: 'claimed', reward: { claimed: true, redeemed: true } });
    expect((await send('special/adventcalendar', { day: today.day }, guest.token)).body.error.code).toBe('door_already_opened');
    expect((await send('special/adventcalendar', { day: 24 }, guest.token)).body.error.code).toBe('door_not_today');
    expect((await send('special/adventcalendar', { day: 0 }, guest.token)).status).toBe(400);
    expect((await send('special/adventcalendar', { day: today.day })).status).toBe(401);
    const others = adventCalendarSchema.parse((await rest('special/adventcalendar', other.token)).body);
    expect(others.doors[today.day - 1]!.state).toBe('open');
  });

  it('high on rose: roses a day to the event actors only, leaderboard by roses', async () => {
    const event = highOnRoseSchema.parse((await rest('special/getData/highOnRose', guest.token)).body.event);
    const actorId = event.actors[0]!.actorId;
    for (let n = 0; n < 3; n += 1) expect((await send('special/highOnRose/giveRose', { eventId: 155, actorId }, guest.token)).status).toBe(200);
    expect((await send('special/highOnRose/giveRose', { eventId: 155, actorId }, guest.token)).body.error.code).toBe('no_roses_left');
    expect((await send('special/highOnRose/giveRose', { eventId: 155, actorId: 999_999 }, other.token)).body.error.code).toBe('actor_not_in_event');
    expect((await send('special/highOnRose/giveRose', { eventId: 150, actorId }, other.token)).body.error.code).toBe('event_not_found');
    const after = highOnRoseSchema.parse((await rest('special/getData/highOnRose', guest.token)).body.event);
    expect(after.actors[0]).toMatchObject({ rank: 1, actorId, roses: 3 });
    expect(after.guest).toEqual({ rosesLeftToday: 0, rosesGiven: 3 });
  });

  it('prize draw: one entry a day, the winners drawn once by the server when it has ended and stored', async () => {
    expect((await send('special/prizeDraw/enter', { eventId: 154 }, guest.token)).status).toBe(200);
    expect((await send('special/prizeDraw/enter', { eventId: 154 }, guest.token)).body.error.code).toBe('already_entered_today');
    expect((await send('special/prizeDraw/enter', { eventId: 154 }, other.token)).status).toBe(200);
    expect((await send('special/prizeDraw/enter', { eventId: 9999 }, other.token)).status).toBe(404);
    const running = prizeDrawSchema.parse((await rest('special/getData/prizeDraw', guest.token)).body.event);
    expect(running).toMatchObject({ entrants: 2, winners: [], guest: { entries: 1, enteredToday: true } });
    await queryRows(server.database, sql`UPDATE special_events SET start_at = now() - interval '10 days', end_at = now() - interval '1 hour' WHERE id = 154`);
    const ended = prizeDrawSchema.parse((await rest('special/getData/prizeDraw?slug=prize-draw')).body.event);
    expect(ended.winners.map((winner) => winner.rank)).toEqual([1, 2]);
    const again = prizeDrawSchema.parse((await rest('special/getData/prizeDraw?slug=prize-draw')).body.event);
    expect(again.winners).toEqual(ended.winners);
    expect((await send('special/prizeDraw/enter', { eventId: 154 }, guest.token)).body.error.code).toBe('event_not_running');
  });

  it('query service: event by id (activity and easter), interactive and event config, addReaction validated and rate-limited', async () => {
    const activity = (await vxql('{ specialEvent(id: 150) { id name activities { id points } rewards { id requiredPoints } guest { points rewards { id redeemed } } } }', guest.token)).body.data.specialEvent;
    // Every activity above counted once: visit 10, egg 5, door 20, three roses 15, a prize-draw entry 15.
    expect(activity).toMatchObject({ id: 150, name: 'Frühlings-Aktion', guest: { points: 65 } });
    const easter = (await vxql('{ specialEvent(id: 151) { totalEggs rewards { requiredEggs isUpTo hidden } guest { collectedEggs rewardHistory { rewardId } } } }', guest.token)).body.data.specialEvent;
    expect(easter).toMatchObject({ totalEggs: 8, guest: { collectedEggs: 1 } });
    const visitor = (await get(`${server.rest}/vxql/visitorToken`)).body.token as string;
    expect((await vxql('{ specialEvent(id: 152) { id } }', visitor)).body.data.specialEvent).toBeNull();
    expect((await vxql('{ specialEvent(id: -1) { id } }', visitor)).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const config = (await vxql('{ interactiveConfig { liveReactions easterEggs reactionsPerWindow } eventConfig { running { slug } upcoming { slug } ended { slug } } }', visitor)).body.data;
    expect(config.interactiveConfig).toEqual({ liveReactions: true, easterEggs: true, reactionsPerWindow: 10 });
    expect(config.eventConfig.upcoming).toContainEqual({ slug: 'winter-warm-up' });
    expect(config.eventConfig.ended).toContainEqual({ slug: 'autumn-activity' });
    const react = (data: string, token?: string) => vxql(`mutation { addReaction(referenceType: "actor", referenceId: 5, message: "wow", data: ${JSON.stringify(data)}) { success } }`, token);
    expect((await react('{}', visitor)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await react('not json', other.token)).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const codes = [];
    for (let n = 0; n < 11; n += 1) codes.push((await react('{"emoji":"heart"}', other.token)).body.errors?.[0]?.extensions.code ?? 'ok');
    expect(codes.filter((code) => code === 'ok')).toHaveLength(10);
    expect(codes.at(-1)).toBe('TOO_MANY_REQUESTS');
  });

  it('specialEvent(id) answers what special/getData answers for the same activity and easter event', async () => {
    const EVENT = `query($id: Int!) { specialEvent(id: $id) {
      id type slug name start end rewardClaimEnd hasStarted hasEnded
      activities { id name points vipBonus limitPerDay faq { question answer } }
      challenges { points name description fullfilled date link }
      rewards { id type value info requiredPoints requiredEggs isUpTo hidden }
      totalEggs leaderboard { rank name points }
      guest { points rewards { id redeemed } collectedEggs rewardHistory { rewardId type value createdAt } } } }`;
    for (const [type, id, slug] of [['activity', 150, 'spring-activity'], ['activity', 156, 'autumn-activity'], ['easter', 151, 'easter-egg-hunt']] as const) {
      // The raw answer, not the parsed one: parsing drops keys the schema does not name.
      const { body } = await rest(`special/getData/${type}?language=de&slug=${slug}`, guest.token);
      specialEventDataSchema.parse(body);
      const data = body.event;
      expect(data).toMatchObject({ id, guest: expect.any(Object) });
      expect(data.rewards.length).toBeGreaterThan(0);
      const answer = await post(`${server.url}/vxql?language=de`, { query: EVENT, variables: { id } }, { token: guest.token });
      expect(answer.body.errors).toBeUndefined();
      expect(shapedLike(data, answer.body.data.specialEvent)).toEqual(data);
    }
  });
});
