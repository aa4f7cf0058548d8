import { eq } from 'drizzle-orm';
import { signupGuest, type SignedUp } from '../../testing/http';
import { useTestServer } from '../../testing/server';
import { TestSocket } from '../../testing/socket';
import { actors } from '../actors/schema';
import { noteMessage, openChannel } from './channels';

describe('messenger channel list over the socket (load channels, load online channels, filter channels)', () => {
  const server = useTestServer();
  const db = () => server.database.db;
  let nextMessageId = 10_000;

  /** A channel of the guest's with the actor, with one message of hers at `at` (so the order is known). */
  async function channelOf(guest: SignedUp, actorId: number, at: Date): Promise<number> {
    const channel = await openChannel(db(), guest.guestId, actorId);
    if (!channel) throw new Error(`no actor ${actorId}`);
    nextMessageId += 1;
    await noteMessage(db(), channel.id, { id: nextMessageId, at, fromGuest: false });
    return channel.id;
  }

  async function loggedIn(guest: SignedUp): Promise<TestSocket> {
    const socket = await TestSocket.connect(server.wsUrl);
    await socket.requestSession(guest.token);
    return socket;
  }

  it('each message answers messengerChannels under the socket’s state: filter, online toggle, then pages', async () => {
    const guest = await signupGuest(server.url);
    const newest = await channelOf(guest, 20, new Date('2024-01-03'));
    const older = await channelOf(guest, 21, new Date('2024-01-02'));
    const archived = await channelOf(guest, 22, new Date('2024-01-01'));
    await db().update(actors).set({ isOnline: true }).where(eq(actors.id, 21));
    await db().update(actors).set({ isOnline: false }).where(eq(actors.id, 20));
    const socket = await loggedIn(guest);
    try {
      socket.send({ type: 'archiveChannel', channelId: archived, status: true });
      // A socket that has chosen nothing shows the newest filter, every actor.
      socket.send({ type: 'loadChannels', offset: 0, limit: 1 });
      const first = await socket.next('messengerChannels');
      expect(first).toMatchObject({ offset: 0, filter: 'newest', online: false, total: 2, unreadTotal: 3 });
      expect(first.channels.map((c) => c.id)).toEqual([newest]);
      socket.send({ type: 'loadChannels', offset: 1, limit: 1 });
      expect((await socket.next('messengerChannels')).channels.map((c) => c.id)).toEqual([older]);

      socket.send({ type: 'filterChannels', filterType: 'archived' });
      const filtered = await socket.next('messengerChannels');
      expect(filtered).toMatchObject({ offset: 0, filter: 'archived', online: false, total: 1 });
      expect(filtered.channels.map((c) => c.id)).toEqual([archived]);

      socket.send({ type: 'filterChannels', filterType: 'newest' });
      await socket.next('messengerChannels');
      socket.send({ type: 'loadOnlineChannels', online: true });
      const online = await socket.next('messengerChannels');
      expect(online).toMatchObject({ offset: 0, filter: 'newest', online: true, total: 1 });
      expect(online.channels.map((c) => c.id)).toEqual([older]);
      // Load channels keeps both choices.
      socket.send({ type: 'loadChannels', offset: 1, limit: 500 });
      expect(await socket.next('messengerChannels')).toMatchObject({ offset: 1, filter: 'newest', online: true, total: 1, channels: [] });
    } finally {
      await socket.close();
    }
  });

  it('bad input is dropped without an answer; a visitor gets nothing', async () => {
    const guest = await signupGuest(server.url);
    await channelOf(guest, 23, new Date());
    const socket = await loggedIn(guest);
    const visitor = await TestSocket.connect(server.wsUrl);
    try {
      await visitor.requestSession();
      for (const bad of [
        { type: 'loadChannels', offset: -1, limit: 10 },
        { type: 'loadChannels', offset: 0, limit: 501 },
        { type: 'loadChannels', offset: 0, limit: 0 },
        { type: 'loadChannels', offset: 'a', limit: 10 },
        { type: 'loadChannels', offset: 1.5, limit: 10 },
        { type: 'loadOnlineChannels', online: 'yes' },
        { type: 'filterChannels', filterType: 'spam' },
        { type: 'filterChannels' },
      ]) socket.send(bad);
      await socket.roundTrip();
      expect(socket.has('messengerChannels')).toBe(false);
      // The bad filter changed nothing: the state is still the default.
      socket.send({ type: 'loadChannels', offset: 0, limit: 10 });
      expect(await socket.next('messengerChannels')).toMatchObject({ filter: 'newest', online: false, total: 1 });

      visitor.send({ type: 'loadChannels', offset: 0, limit: 10 });
      visitor.send({ type: 'filterChannels', filterType: 'newest' });
      visitor.send({ type: 'loadOnlineChannels', online: true });
      await visitor.roundTrip();
      expect(visitor.has('messengerChannels')).toBe(false);
    } finally {
      await socket.close();
      await visitor.close();
    }
  });

  it('each socket keeps its own state, and lists only its own guest’s channels', async () => {
    const guest = await signupGuest(server.url);
    const other = await signupGuest(server.url);
    const own = await channelOf(guest, 24, new Date());
    const others = await channelOf(other, 24, new Date());
    const [tab, secondTab, stranger] = [await loggedIn(guest), await loggedIn(guest), await loggedIn(other)];
    try {
      tab.send({ type: 'filterChannels', filterType: 'blocked' });
      expect(await tab.next('messengerChannels')).toMatchObject({ filter: 'blocked', total: 0 });
      // The guest's other tab and another guest keep the default.
      secondTab.send({ type: 'loadChannels', offset: 0, limit: 10 });
      const second = await secondTab.next('messengerChannels');
      expect(second).toMatchObject({ filter: 'newest', total: 1 });
      expect(second.channels.map((c) => c.id)).toEqual([own]);
      stranger.send({ type: 'loadChannels', offset: 0, limit: 10 });
      const strangers = await stranger.next('messengerChannels');
      expect(strangers).toMatchObject({ filter: 'newest', total: 1 });
      expect(strangers.channels.map((c) => c.id)).toEqual([others]);
      // An answer goes to the asking socket only.
      await tab.roundTrip();
      expect(tab.has('messengerChannels')).toBe(false);

      // A socket that logs in as another guest starts afresh.
      await tab.requestSession(other.token);
      tab.send({ type: 'loadChannels', offset: 0, limit: 10 });
      const relogged = await tab.next('messengerChannels');
      expect(relogged).toMatchObject({ filter: 'newest', total: 1 });
      expect(relogged.channels.map((c) => c.id)).toEqual([others]);
    } finally {
      await Promise.all([tab.close(), secondTab.close(), stranger.close()]);
    }
  });
});
