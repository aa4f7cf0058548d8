import { eq } from 'drizzle-orm';
import { messengerChannelAnswerSchema, messengerChannelSchema, messengerActorSchema, messengerRecommendationsSchema } from '@vx/shared/protocol';
import { get, post, signupGuest, type SignedUp } from '../../testing/http';
import { useTestServer } from '../../testing/server';
import { TestSocket } from '../../testing/socket';
import { actors } from '../actors/schema';
import { guests } from '../guests/schema';
import { channelWithActor, FREE_MESSAGES_PER_CHANNEL, messagePriceOf, noteMessage, openChannel } from './channels';

describe('messenger channels (REST, query service, socket)', () => {
  const server = useTestServer();
  const db = () => server.database.db;
  const vxql = (token: string, query: string, variables?: Record<string, unknown>) => post(`${server.url}/vxql?language=en`, { query, variables }, { token });
  let nextMessageId = 1;

  /** A channel of the guest's with the actor, with `unread` messages of the actor's. */
  async function channelOf(guest: SignedUp, actorId: number, unread = 0, at = new Date()): Promise<number> {
    const channel = await openChannel(db(), guest.guestId, actorId);
    if (!channel) throw new Error(`no actor ${actorId}`);
    for (let i = 0; i < unread; i += 1) {
      nextMessageId += 1;
      await noteMessage(db(), channel.id, { id: nextMessageId, at, fromGuest: false });
    }
    return channel.id;
  }

  it('a channel opens once per guest and actor, with the actor’s price and the free messages', async () => {
    const guest = await signupGuest(server.url);
    const [actor] = await db().select().from(actors).where(eq(actors.id, 3));
    const first = await openChannel(db(), guest.guestId, 3);
    const again = await openChannel(db(), guest.guestId, 3);
    expect(again?.id).toBe(first?.id);
    expect(first).toMatchObject({ messagePrice: messagePriceOf(actor!), freeMessagesLeft: FREE_MESSAGES_PER_CHANNEL, unreadCount: 0 });
    expect(await openChannel(db(), guest.guestId, 999_999)).toBeNull();
  });

  it('GET messenger/channel/{id} and channel/actor/{actorId}: the guest’s own channel only; 404 for another’s, 401 for a visitor, 400 for bad ids', async () => {
    const guest = await signupGuest(server.url);
    const other = await signupGuest(server.url);
    const channelId = await channelOf(guest, 4, 2);
    const own = await get(`${server.rest}/messenger/channel/${channelId}`, { token: guest.token });
    expect(own.status).toBe(200);
    const channel = messengerChannelSchema.parse(own.body);
    expect(channel).toMatchObject({ id: channelId, actorId: 4, unread: true, unreadCount: 2, unseen: true, archived: false, blocked: false, isMessagingFree: true });
    expect((await get(`${server.rest}/messenger/channel/actor/4`, { token: guest.token })).body).toEqual(own.body);
    const stranger = await get(`${server.rest}/messenger/channel/${channelId}`, { token: other.token });
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ error: { code: 'channel_not_found', message: expect.any(String) } });
    // Another guest asking for the same actor gets a channel of his own, never this one.
    const others = await get(`${server.rest}/messenger/channel/actor/4`, { token: other.token });
    expect(others.status).toBe(200);
    expect(others.body.id).not.toBe(channelId);
    expect(others.body).toMatchObject({ actorId: 4, unreadCount: 0 });
    expect((await get(`${server.rest}/messenger/channel/${channelId}`)).status).toBe(401);
    expect((await get(`${server.rest}/messenger/channel/abc`, { token: guest.token })).status).toBe(400);
    expect((await get(`${server.rest}/messenger/channel/-1`, { token: guest.token })).status).toBe(400);
  });

  it('GET messenger/channel/actor/{actorId} opens the channel a first message needs, once; 404 for an unknown or banned actor', async () => {
    const guest = await signupGuest(server.url);
    const opened = await get(`${server.rest}/messenger/channel/actor/6`, { token: guest.token });
    expect(opened.status).toBe(200);
    const channel = messengerChannelSchema.parse(opened.body);
    expect(channel).toMatchObject({ actorId: 6, freeMessagesAmount: FREE_MESSAGES_PER_CHANNEL, isMessagingFree: true, unreadCount: 0, messageTimestamp: null });
    expect((await get(`${server.rest}/messenger/channel/actor/6`, { token: guest.token })).body.id).toBe(channel.id);
    expect((await get(`${server.rest}/messenger/actor/6`, { token: guest.token })).body).toMatchObject({ channelId: channel.id });
    const unknown = await get(`${server.rest}/messenger/channel/actor/999999`, { token: guest.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: { code: 'actor_not_found', message: expect.any(String) } });
    await db().update(actors).set({ bannedCountryCodes: ['AT'] }).where(eq(actors.id, 7));
    await db().update(guests).set({ country: 'AT' }).where(eq(guests.id, guest.guestId));
    expect((await get(`${server.rest}/messenger/channel/actor/7`, { token: guest.token })).body.error.code).toBe('actor_not_found');
    expect(await channelWithActor(db(), guest.guestId, 7)).toBeNull();
    await db().update(actors).set({ bannedCountryCodes: [] }).where(eq(actors.id, 7));
    expect((await get(`${server.rest}/messenger/channel/actor/6`)).status).toBe(401);
  });

  it('GET messenger/actor/{actorId}: the actor with the guest’s channel, or what a new channel would take; 404 unknown', async () => {
    const guest = await signupGuest(server.url);
    const fresh = messengerActorSchema.parse((await get(`${server.rest}/messenger/actor/5`, { token: guest.token })).body);
    expect(fresh).toMatchObject({ actorId: 5, channelId: null, freeMessagesAmount: FREE_MESSAGES_PER_CHANNEL, isMessagingFree: true });
    const channelId = await channelOf(guest, 5);
    expect((await get(`${server.rest}/messenger/actor/5`, { token: guest.token })).body).toMatchObject({ channelId });
    expect((await get(`${server.rest}/messenger/actor/999999`, { token: guest.token })).status).toBe(404);
    expect((await get(`${server.rest}/messenger/actor/5`)).status).toBe(401);
  });

  it('GET messenger/recommendations: online actors only, 8 for the grid, 5 for the slider, the current actor left out', async () => {
    const guest = await signupGuest(server.url);
    const grid = messengerRecommendationsSchema.parse((await get(`${server.rest}/messenger/recommendations?useGrid=true&fsk=16`, { token: guest.token })).body);
    expect(grid.actors).toHaveLength(8);
    expect(grid.actors.every((actor) => actor.isActorOnline)).toBe(true);
    const current = grid.actors[0]!.actorId;
    const slider = messengerRecommendationsSchema.parse((await get(`${server.rest}/messenger/recommendations?currentActorId=${current}`, { token: guest.token })).body);
    expect(slider.actors).toHaveLength(5);
    expect(slider.actors.some((actor) => actor.actorId === current)).toBe(false);
    expect((await get(`${server.rest}/messenger/recommendations?useGrid=maybe`, { token: guest.token })).status).toBe(400);
    expect((await get(`${server.rest}/messenger/recommendations?fsk=17`, { token: guest.token })).status).toBe(400);
    expect((await get(`${server.rest}/messenger/recommendations`)).status).toBe(401);
  });

  it('messengerChannels: newest message first, offset and limit (500 at most), filters, online only; unreadCount', async () => {
    const guest = await signupGuest(server.url);
    const old = await channelOf(guest, 6, 1, new Date('2024-01-01T00:00:00Z'));
    const recent = await channelOf(guest, 7, 3, new Date('2024-02-01T00:00:00Z'));
    const quiet = await channelOf(guest, 8, 0);
    await db().update(actors).set({ isOnline: true }).where(eq(actors.id, 7));
    await db().update(actors).set({ isOnline: false }).where(eq(actors.id, 6));
    await db().update(actors).set({ isOnline: false }).where(eq(actors.id, 8));
    const list = async (args: string) => {
      const response = await vxql(guest.token, `{ messengerChannels${args} { channels { id unreadCount } total unreadTotal } }`);
      return response.body.errors ? response.body : response.body.data.messengerChannels;
    };
    expect(await list('')).toMatchObject({ channels: [{ id: recent }, { id: old }, { id: quiet }], total: 3, unreadTotal: 4 });
    expect(await list('(offset: 1, limit: 1)')).toMatchObject({ channels: [{ id: old }], total: 3 });
    expect(await list('(filter: "unread")')).toMatchObject({ channels: [{ id: recent }, { id: old }], total: 2 });
    expect(await list('(online: true)')).toMatchObject({ channels: [{ id: recent }], total: 1 });
    expect((await list('(limit: 501)')).errors[0].message).toMatch(/^Invalid arguments/);
    expect((await list('(offset: -1)')).errors[0].message).toMatch(/^Invalid arguments/);
    expect((await list('(filter: "spam")')).errors[0].message).toMatch(/^Invalid arguments/);
    expect((await vxql(guest.token, '{ unreadCount }')).body.data).toEqual({ unreadCount: 4 });
    const visitor = (await get(`${server.rest}/vxql/visitorToken`)).body.token as string;
    expect((await vxql(visitor, '{ unreadCount }')).body.errors[0].message).toBe('Login required');
  });

  it('touchMessengerChannel marks read (the total never below 0) and tells every tab; another guest’s channel is not found', async () => {
    const guest = await signupGuest(server.url);
    const other = await signupGuest(server.url);
    const channelId = await channelOf(guest, 9, 2);
    await channelOf(guest, 10, 1);
    const tab = await TestSocket.connect(server.wsUrl);
    try {
      await tab.requestSession(guest.token);
      const touch = 'mutation($id: Int!) { touchMessengerChannel(channelId: $id) { channel { id unread unreadCount unseen lastViewedTimestamp } unreadTotal } }';
      const touched = (await vxql(guest.token, touch, { id: channelId })).body.data.touchMessengerChannel;
      expect(touched).toMatchObject({ channel: { id: channelId, unread: false, unreadCount: 0, unseen: false, lastViewedTimestamp: expect.any(String) }, unreadTotal: 1 });
      expect(await tab.next('messengerContentChange')).toMatchObject({ channelId });
      expect((await vxql(guest.token, touch, { id: channelId })).body.data.touchMessengerChannel.unreadTotal).toBe(1);
      const foreign = await vxql(other.token, touch, { id: channelId });
      expect(foreign.body.errors[0].message).toBe('Channel not found');
      expect((await get(`${server.rest}/messenger/channel/${channelId}`, { token: guest.token })).body.unreadCount).toBe(0);
    } finally {
      await tab.close();
    }
  });

  it('set all channels seen clears unseen, not unread, on every socket of the guest', async () => {
    const guest = await signupGuest(server.url);
    const channelId = await channelOf(guest, 11, 1);
    const [one, two] = [await TestSocket.connect(server.wsUrl), await TestSocket.connect(server.wsUrl)];
    try {
      await one.requestSession(guest.token);
      await two.requestSession(guest.token);
      one.send({ type: 'setAllChannelsSeen' });
      await one.next('allChannelsSeen');
      await two.next('allChannelsSeen');
      const channel = (await get(`${server.rest}/messenger/channel/${channelId}`, { token: guest.token })).body;
      expect(channel).toMatchObject({ unseen: false, unread: true, unreadCount: 1 });
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('archive and unarchive: channelArchived to every socket of the guest; the archived filter; another guest’s channel untouched', async () => {
    const guest = await signupGuest(server.url);
    const other = await signupGuest(server.url);
    const channelId = await channelOf(guest, 12, 0);
    const [one, two] = [await TestSocket.connect(server.wsUrl), await TestSocket.connect(server.wsUrl)];
    try {
      await one.requestSession(guest.token);
      await two.requestSession(guest.token);
      const archived = await post(`${server.rest}/messenger/channel/${channelId}/archive`, { status: true }, { token: guest.token });
      expect(messengerChannelAnswerSchema.parse(archived.body).channel).toMatchObject({ id: channelId, archived: true });
      expect(await one.next('channelArchived')).toMatchObject({ channelId, status: true });
      expect(await two.next('channelArchived')).toMatchObject({ channelId, status: true });
      const filtered = await vxql(guest.token, '{ a: messengerChannels(filter: "archived") { total } n: messengerChannels { total } }');
      expect(filtered.body.data).toEqual({ a: { total: 1 }, n: { total: 0 } });
      // The socket's archive channel (channelId, status) does the same.
      one.send({ type: 'archiveChannel', channelId, status: false });
      expect(await two.next('channelArchived')).toMatchObject({ channelId, status: false });
      expect((await post(`${server.rest}/messenger/channel/${channelId}/archive`, { status: true }, { token: other.token })).status).toBe(404);
      expect((await post(`${server.rest}/messenger/channel/${channelId}/archive`, { status: 'yes' }, { token: guest.token })).status).toBe(400);
      expect((await post(`${server.rest}/messenger/channel/${channelId}/archive`, { status: true })).status).toBe(401);
      expect((await get(`${server.rest}/messenger/channel/${channelId}`, { token: guest.token })).body.archived).toBe(false);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('block: the channel shows only under blocked and leaves the unread total; another guest cannot block it', async () => {
    const guest = await signupGuest(server.url);
    const other = await signupGuest(server.url);
    const channelId = await channelOf(guest, 13, 2);
    const blocked = await post(`${server.rest}/messenger/channel/${channelId}/block`, { status: true }, { token: guest.token });
    expect(blocked.body.channel).toMatchObject({ id: channelId, blocked: true });
    const lists = await vxql(guest.token, '{ b: messengerChannels(filter: "blocked") { total } n: messengerChannels { total } unreadCount }');
    expect(lists.body.data).toEqual({ b: { total: 1 }, n: { total: 0 }, unreadCount: 0 });
    expect((await post(`${server.rest}/messenger/channel/${channelId}/block`, { status: false }, { token: other.token })).status).toBe(404);
    expect((await post(`${server.rest}/messenger/channel/${channelId}/block`, { status: false, extra: 1 }, { token: guest.token })).status).toBe(400);
    expect((await post(`${server.rest}/messenger/channel/${channelId}/block`, { status: false }, { token: guest.token })).body.channel.blocked).toBe(false);
  });
});
