import { hashToken } from '../domains/auth/tokens';
import { signupGuest } from '../testing/http';
import { useTestServer, type TestServer } from '../testing/server';
import { TestSocket } from '../testing/socket';
import { RedisPubSub } from './redis-pubsub';

/**
 * Two server instances sharing one Redis: an event published through instance A reaches sockets
 * on instance B. Runs only with TEST_REDIS_URL.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const describeRedis = redisUrl ? describe : describe.skip;

describeRedis('pub/sub over Redis between two server instances', () => {
  const a = useTestServer({ config: { REDIS_URL: redisUrl } });
  const b = useTestServer({ config: { REDIS_URL: redisUrl } });
  const sockets: TestSocket[] = [];

  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((s) => s.close()));
  });

  const connect = async (server: TestServer) => {
    const socket = await TestSocket.connect(server.wsUrl);
    sockets.push(socket);
    return socket;
  };

  it('runs two instances on different ports', () => {
    expect(a.url).not.toBe(b.url);
  });

  it('delivers a broadcast published on A to sockets on both instances, once', async () => {
    const onA = await connect(a);
    const onB = await connect(b);
    await onA.requestSession();
    await onB.requestSession();
    a.hub.broadcast({ type: 'actorOnline', actorId: 42 });
    expect(await onB.next('actorOnline')).toEqual({ type: 'actorOnline', actorId: 42 });
    expect(await onA.next('actorOnline')).toEqual({ type: 'actorOnline', actorId: 42 });
    await onB.roundTrip();
    expect(onB.received.filter((e) => e.type === 'actorOnline')).toHaveLength(1);
  });

  it("delivers an event for a guest published on A to the guest's socket on B", async () => {
    const { token, guestId } = await signupGuest(b.url);
    const onB = await connect(b);
    await onB.requestSession(token);
    a.hub.toGuest(guestId, { type: 'guestBalance', guestBalance: 12, guestBalanceFormatted: '12 VXC', guestIsPayingCustomer: false });
    expect(await onB.next('guestBalance')).toMatchObject({ guestBalance: 12 });
  });

  it('expires a session on B when A revokes its token', async () => {
    const { token, guestId } = await signupGuest(b.url);
    const onB = await connect(b);
    await onB.requestSession(token);
    a.hub.expireSession(hashToken(token));
    await onB.next('sessionExpired');
    // The socket is a visitor now: guest events no longer reach it.
    a.hub.toGuest(guestId, { type: 'loyaltyPointsChanged', points: 1 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await onB.roundTrip();
    expect(onB.has('loyaltyPointsChanged')).toBe(false);
  });

  it('RedisPubSub delivers to every subscriber and stops after unsubscribe', async () => {
    const first = new RedisPubSub(redisUrl as string);
    const second = new RedisPubSub(redisUrl as string);
    try {
      const got: string[] = [];
      const channel = `vx:test:${Date.now()}`;
      const off = await second.subscribe(channel, (m) => got.push(m));
      await first.publish(channel, 'one');
      await waitFor(() => got.length === 1);
      await off();
      await first.publish(channel, 'two');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(got).toEqual(['one']);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
