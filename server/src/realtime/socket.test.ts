import { sql } from 'drizzle-orm';
import type { IncomingEvent } from '@vx/shared/protocol';
import { queryRows } from '../testing/db';
import { hashToken } from '../domains/auth/tokens';
import { renewLogin, signupGuest } from '../testing/http';
import { useTestServer } from '../testing/server';
import { TestSocket } from '../testing/socket';

describe('realtime socket /ws', () => {
  const server = useTestServer();
  const sockets: TestSocket[] = [];
  const connect = async (query = '') => {
    const socket = await TestSocket.connect(`${server.wsUrl}${query}`);
    sockets.push(socket);
    return socket;
  };

  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((s) => s.close()));
  });

  describe('session', () => {
    it('acknowledges a visitor with guestId null', async () => {
      const socket = await connect();
      expect(await socket.requestSession()).toEqual({ type: 'sessionAcknowledge', guestId: null });
    });

    it('acknowledges a guest with its id', async () => {
      const { token, guestId } = await signupGuest(server.url);
      const socket = await connect();
      expect(await socket.requestSession(token)).toEqual({ type: 'sessionAcknowledge', guestId });
    });

    it('ignores an access_token parameter of the upgrade: the token goes in requestSession, not in a logged URL', async () => {
      const { token } = await signupGuest(server.url);
      const socket = await connect(`?access_token=${token}`);
      expect(await socket.requestSession()).toEqual({ type: 'sessionAcknowledge', guestId: null });
    });

    it('takes a renewed access token in a new requestSession on the open socket', async () => {
      const { token, guestId, refreshToken } = await signupGuest(server.url);
      const socket = await connect();
      await socket.requestSession(token);
      const renewed = await renewLogin(server.url, refreshToken);
      expect(await socket.requestSession(renewed.body.accessToken)).toEqual({ type: 'sessionAcknowledge', guestId });
      await server.database.db.execute(sql`UPDATE sessions SET revoked_at = now() WHERE token_hash = ${hashToken(token)}`);
      socket.send({ type: 'passwordChanged' });
      await socket.roundTrip();
      expect(socket.has('sessionExpired')).toBe(false);
    });

    it('answers sessionExpired for an unknown token and stays open', async () => {
      const socket = await connect();
      expect(await socket.requestSession('D'.repeat(43))).toEqual({ type: 'sessionExpired' });
      expect(socket.isOpen).toBe(true);
      expect(await socket.requestSession()).toEqual({ type: 'sessionAcknowledge', guestId: null });
    });
  });

  describe('heartbeat', () => {
    it('answers ping with pong; ttl is the session lifetime left in seconds', async () => {
      const visitor = await connect();
      visitor.send({ type: 'ping' });
      expect(await visitor.next('pong')).toEqual({ type: 'pong', ttl: 0 });

      const { token } = await signupGuest(server.url);
      const guest = await connect();
      await guest.requestSession(token);
      guest.send({ type: 'ping' });
      const pong = await guest.next('pong');
      expect(pong.ttl).toBeGreaterThan(server.config.ACCESS_TOKEN_TTL_SECONDS - 60);
      expect(pong.ttl).toBeLessThanOrEqual(server.config.ACCESS_TOKEN_TTL_SECONDS);
    });
  });

  describe('bad input', () => {
    it.each([
      ['not JSON', 'hello{'],
      ['JSON that is not an object', '42'],
      ['an unknown type', JSON.stringify({ type: 'launchRockets' })],
      ['a known type with wrong fields', JSON.stringify({ type: 'requestNotifications', target: 'sideways', newest: -1 })],
      ['a session request with an unknown language', JSON.stringify({ type: 'requestSession', language: 'fr' })],
    ])('ignores %s and keeps the socket open', async (_case, raw) => {
      const socket = await connect();
      socket.send(raw);
      await socket.roundTrip();
      expect(socket.isOpen).toBe(true);
      expect(socket.received.map((e) => e.type)).toEqual(['pong']);
    });

    it('ignores binary frames', async () => {
      const socket = await connect();
      socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
      await socket.roundTrip();
      expect(socket.isOpen).toBe(true);
    });

    it('closes only the socket that sends an oversized frame', async () => {
      const bystander = await connect();
      const socket = await connect();
      socket.send(JSON.stringify({ type: 'ping', padding: 'x'.repeat(70 * 1024) }));
      const { code } = await socket.closed;
      expect(code).toBe(1009);
      await bystander.roundTrip();
    });
  });

  describe('logged-in messages', () => {
    it('ignores a logged-in message from a visitor', async () => {
      const socket = await connect();
      await socket.requestSession();
      socket.send({ type: 'requestNotifications', target: 'navbar', newest: 5 });
      await socket.roundTrip();
      expect(socket.has('notifications')).toBe(false);
    });

    it('sends the newest notifications, never hidden types', async () => {
      const { token, guestId } = await signupGuest(server.url);
      await server.database.db.execute(sql`
        INSERT INTO notifications (guest_id, type, title, text) VALUES
          (${guestId}, 6, 'hidden six', ''), (${guestId}, 22, 'hidden twenty-two', ''), (${guestId}, 3, 'visible', '')`);
      const socket = await connect();
      await socket.requestSession(token);
      socket.send({ type: 'requestNotifications', target: 'navbar', newest: 5 });
      const event = await socket.next('notifications');
      expect(event.target).toBe('navbar');
      expect(event.notifications.map((n) => n.title)).toEqual(['visible', 'Welcome!']);
      expect(event.notifications[1]).toMatchObject({ type: 1, unread: true, unseen: true, link: null });

      socket.send({ type: 'requestNotifications', target: 'floating', newest: 1 });
      expect((await socket.next('notifications')).notifications.map((n) => n.title)).toEqual(['visible']);
    });

    it('marks a notification read and seen and pushes the change to every socket of the guest', async () => {
      const { token, guestId } = await signupGuest(server.url);
      const [welcome] = await queryRows<{ id: number }>(server.database, sql`SELECT id FROM notifications WHERE guest_id = ${guestId}`);
      const tab1 = await connect();
      const tab2 = await connect();
      await tab1.requestSession(token);
      await tab2.requestSession(token);

      tab1.send({ type: 'markNotificationSeen', target: 'navbar', notificationId: welcome.id });
      const seen = await tab2.next('notifications');
      expect(seen.notifications).toEqual([expect.objectContaining({ id: welcome.id, unseen: false, unread: true })]);
      expect(seen.markedAsReadIds).toEqual([]);

      tab1.send({ type: 'markNotificationRead', target: 'navbar', notificationId: welcome.id });
      // tab1 got the "seen" push too; the second push is the "read" one.
      expect((await tab1.next('notifications')).markedAsReadIds).toEqual([]);
      const read = await tab1.next('notifications');
      expect(read.markedAsReadIds).toEqual([welcome.id]);
      expect(read.notifications).toEqual([expect.objectContaining({ id: welcome.id, unread: false, unseen: false })]);
      const rows = await queryRows(server.database, sql`SELECT unread, unseen FROM notifications WHERE id = ${welcome.id}`);
      expect(rows[0]).toEqual({ unread: false, unseen: false });
    });

    it("cannot mark another guest's notification", async () => {
      const owner = await signupGuest(server.url);
      const intruder = await signupGuest(server.url);
      const [row] = await queryRows<{ id: number }>(server.database, sql`SELECT id FROM notifications WHERE guest_id = ${owner.guestId}`);
      const socket = await connect();
      await socket.requestSession(intruder.token);
      socket.send({ type: 'markNotificationRead', target: 'navbar', notificationId: row.id });
      await socket.roundTrip();
      const rows = await queryRows(server.database, sql`SELECT unread FROM notifications WHERE id = ${row.id}`);
      expect(rows[0]).toEqual({ unread: true });
    });
  });

  describe('hub', () => {
    it("delivers toGuest only to that guest's sockets and broadcast to everybody", async () => {
      const a = await signupGuest(server.url);
      const b = await signupGuest(server.url);
      const socketA = await connect();
      const socketB = await connect();
      const visitor = await connect();
      await socketA.requestSession(a.token);
      await socketB.requestSession(b.token);
      await visitor.requestSession();

      server.hub.toGuest(a.guestId, { type: 'loyaltyPointsChanged', points: 7 });
      expect(await socketA.next('loyaltyPointsChanged')).toEqual({ type: 'loyaltyPointsChanged', points: 7 });
      server.hub.broadcast({ type: 'actorOnline', actorId: 3 });
      for (const socket of [socketA, socketB, visitor]) expect(await socket.next('actorOnline')).toEqual({ type: 'actorOnline', actorId: 3 });
      await socketB.roundTrip();
      expect(socketB.has('loyaltyPointsChanged')).toBe(false);
    });

    it('refuses to send an event that breaks the protocol', async () => {
      const socket = await connect();
      server.hub.broadcast({ type: 'actorOnline', actorId: -1 } as IncomingEvent);
      server.hub.broadcast({ type: 'actorOffline', actorId: 4 });
      expect(await socket.next('actorOffline')).toEqual({ type: 'actorOffline', actorId: 4 });
      expect(socket.has('actorOnline')).toBe(false);
    });

    it('delivers events of every frame size intact', async () => {
      const socket = await connect();
      for (const length of [10, 300, 70_000]) {
        const message = 'm'.repeat(length);
        server.hub.broadcast({ type: 'liveReaction', referenceType: 'video', referenceId: 1, imageId: null, message, data: '{}' });
        expect((await socket.next('liveReaction')).message).toBe(message);
      }
    });

    it('fans a broadcast out to many sockets exactly once each', async () => {
      const many = await Promise.all(Array.from({ length: 200 }, () => connect()));
      server.hub.broadcast({ type: 'actorOnline', actorId: 9 });
      await Promise.all(many.map((s) => s.next('actorOnline')));
      await Promise.all(many.map((s) => s.roundTrip()));
      for (const s of many) expect(s.received.filter((e) => e.type === 'actorOnline')).toHaveLength(1);
    });
  });
});
