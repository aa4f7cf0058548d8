import { sql } from 'drizzle-orm';
import { favouriteActorListSchema, favouriteActorSchema } from '@vx/shared/protocol';
import { queryRows } from '../../testing/db';
import { get, signupGuest, type SignedUp } from '../../testing/http';
import { SERVER_START_TIMEOUT, useTestServer } from '../../testing/server';
import { TestSocket } from '../../testing/socket';
import { setActorOnline } from '../actors/online';

describe('favourite actors (socket pin/unpin, guest/favorite/actors)', () => {
  const server = useTestServer();
  let guest: SignedUp;
  let tabA: TestSocket;
  let tabB: TestSocket;

  beforeAll(async () => {
    guest = await signupGuest(server.url);
    [tabA, tabB] = await Promise.all([TestSocket.connect(server.wsUrl), TestSocket.connect(server.wsUrl)]);
    await tabA.requestSession(guest.token);
    await tabB.requestSession(guest.token);
  }, SERVER_START_TIMEOUT);
  afterAll(async () => {
    await tabA.close();
    await tabB.close();
  });

  it('pins from one tab and tells every tab of the guest', async () => {
    tabA.send({ type: 'favouritePin', kind: 'actor', actorId: 6 });
    expect(await tabA.next('favouriteEvent')).toEqual({ type: 'favouriteEvent', kind: 'actor', actorId: 6, pinned: true });
    expect(await tabB.next('favouriteEvent')).toEqual({ type: 'favouriteEvent', kind: 'actor', actorId: 6, pinned: true });
    tabA.send({ type: 'favouritePin', kind: 'actor', actorId: 8 });
    await tabA.next('favouriteEvent');
    await tabB.next('favouriteEvent');

    const list = await get(`${server.rest}/guest/favorite/actors`, { token: guest.token });
    expect(list.status).toBe(200);
    const body = favouriteActorListSchema.parse(list.body);
    expect(body.actors.map((a) => a.id)).toEqual([8, 6]);
    expect(body.total).toBe(2);

    // The profile knows it too.
    expect((await get(`${server.rest}/actor/getActorDataByIdOrName/6`, { token: guest.token })).body.modelGuestRelation).toEqual({ isFavorite: true, notifyEmail: false, notifySms: false });
    expect((await get(`${server.rest}/actor/getActorDataByIdOrName/6`)).body.modelGuestRelation).toEqual({ isFavorite: false, notifyEmail: false, notifySms: false });
  });

  it('stores the email and sms switches of a pinned actor and answers the socket list', async () => {
    tabA.send({ type: 'setPinnedActorNotification', actorId: 6, channel: 'email', enabled: true });
    tabA.send({ type: 'setPinnedActorNotification', actorId: 6, channel: 'sms', enabled: true });
    tabA.send({ type: 'setPinnedActorNotification', actorId: 6, channel: 'sms', enabled: false });
    await tabA.roundTrip();
    const [row] = await queryRows<{ notify_email: boolean; notify_sms: boolean }>(
      server.database,
      sql`SELECT notify_email, notify_sms FROM favourite_actors WHERE guest_id = ${guest.guestId} AND actor_id = 6`,
    );
    expect(row).toEqual({ notify_email: true, notify_sms: false });

    tabA.send({ type: 'requestFavouriteActors' });
    const answer = await tabA.next('favouriteActors');
    expect(answer.actors.map((a) => favouriteActorSchema.parse(a).id)).toEqual([8, 6]);
    expect(answer.actors[1]).toMatchObject({ notifyEmail: true, notifySms: false });
    expect(tabB.has('favouriteActors')).toBe(false);
    // The profile page reads the switches back.
    const profile = await get(`${server.rest}/actor/getActorDataByIdOrName/6`, { token: guest.token });
    expect(profile.body.modelGuestRelation).toEqual({ isFavorite: true, notifyEmail: true, notifySms: false });
  });

  it('unpins and ignores unknown actors', async () => {
    tabB.send({ type: 'favouriteUnpin', kind: 'actor', actorId: 8 });
    expect(await tabA.next('favouriteEvent')).toMatchObject({ actorId: 8, pinned: false });
    await tabB.next('favouriteEvent');
    tabA.send({ type: 'favouritePin', kind: 'actor', actorId: 999_999 });
    await tabA.roundTrip();
    expect(tabA.has('favouriteEvent')).toBe(false);
    const body = favouriteActorListSchema.parse((await get(`${server.rest}/guest/favorite/actors?page=1&limit=50`, { token: guest.token })).body);
    expect(body.actors.map((a) => a.id)).toEqual([6]);
  });

  it('counts the pinned favourites and the online ones, live on pins and on their actors going on- or offline', async () => {
    // From the tests above the guest has pinned actor 6 only.
    tabA.drain('favouriteCounts');
    const stranger = await signupGuest(server.url);
    const strangerTab = await TestSocket.connect(server.wsUrl);
    await strangerTab.requestSession(stranger.token);
    const [actor] = await queryRows<{ is_online: boolean }>(server.database, sql`SELECT is_online FROM actors WHERE id = 6`);
    const { db } = server.database;

    await setActorOnline(db, server.hub, 6, !actor.is_online);
    expect(await tabA.next('favouriteCounts')).toEqual({ type: 'favouriteCounts', pinned: 1, online: actor.is_online ? 0 : 1 });
    await setActorOnline(db, server.hub, 6, actor.is_online);
    expect(await tabA.next('favouriteCounts')).toEqual({ type: 'favouriteCounts', pinned: 1, online: actor.is_online ? 1 : 0 });
    await strangerTab.roundTrip();
    expect(strangerTab.has('favouriteCounts')).toBe(false);
    await strangerTab.close();

    await setActorOnline(db, server.hub, 8, true);
    tabA.drain('favouriteCounts');
    tabA.send({ type: 'favouritePin', kind: 'actor', actorId: 8 });
    const afterPin = await tabA.next('favouriteCounts');
    expect(afterPin).toEqual({ type: 'favouriteCounts', pinned: 2, online: (actor.is_online ? 1 : 0) + 1 });
    const profile = await get(`${server.rest}/guest/profile/get`, { token: guest.token });
    expect(profile.body.profile).toMatchObject({ pinnedFavouritesCount: 2, onlineFavouritesCount: afterPin.online });
  });

  it('never answers favourites to a visitor socket, and 401/400 over REST', async () => {
    const visitor = await TestSocket.connect(server.wsUrl);
    await visitor.requestSession();
    visitor.send({ type: 'favouritePin', kind: 'actor', actorId: 6 });
    visitor.send({ type: 'requestFavouriteActors' });
    await visitor.roundTrip();
    expect(visitor.has('favouriteEvent') || visitor.has('favouriteActors')).toBe(false);
    await visitor.close();
    expect((await get(`${server.rest}/guest/favorite/actors`)).status).toBe(401);
    expect((await get(`${server.rest}/guest/favorite/actors?page=-1`, { token: guest.token })).status).toBe(400);
    expect((await get(`${server.rest}/guest/favorite/actors?limit=51`, { token: guest.token })).status).toBe(400);
  });
});
