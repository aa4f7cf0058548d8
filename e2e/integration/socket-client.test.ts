import WebSocket from 'ws';
import { createBus, type IncomingEvent } from '@vx/shared';
import { SocketClient, type SocketLike } from '../../shell/src/socket/SocketClient';
import { post, signupGuest } from '../../server/src/testing/http';
import { SERVER_START_TIMEOUT, startTestServer, type TestServer } from '../../server/src/testing/server';

/**
 * The shell's socket client against the real server, with short injected intervals: the
 * protocol of spec 001 §7.3 end to end (queue until acknowledged, ping/pong, 4000, reconnect).
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seedActors: 5 });
}, SERVER_START_TIMEOUT);

afterAll(() => server.close());

interface Harness {
  client: SocketClient;
  events: IncomingEvent[];
  sockets: WebSocket[];
  logs: string[];
  bus: ReturnType<typeof createBus>;
}

function connect(token: string | null, options: { dropPongs?: boolean; pingIntervalMs?: number } = {}): Harness {
  const bus = createBus();
  const events: IncomingEvent[] = [];
  const sockets: WebSocket[] = [];
  const logs: string[] = [];
  bus.events$.subscribe((event) => events.push(event));
  const client = new SocketClient({
    url: server.wsUrl,
    bus,
    getToken: () => token,
    getGuestId: () => null,
    getLanguage: () => 'en',
    pingIntervalMs: options.pingIntervalMs ?? 60_000,
    reconnectDelayMs: 100,
    log: (message) => logs.push(message),
    createSocket: (url) => {
      const socket = new WebSocket(url);
      sockets.push(socket);
      if (!options.dropPongs) return socket as unknown as SocketLike;
      // A network that loses the server's pongs on the way back.
      const lossy = socket as unknown as SocketLike;
      queueMicrotask(() => {
        const deliver = lossy.onmessage;
        lossy.onmessage = (event) => {
          if (!String(event.data).includes('"pong"')) deliver?.(event);
        };
      });
      return lossy;
    },
  });
  client.start();
  return { client, events, sockets, logs, bus };
}

const waitFor = async (check: () => boolean, timeoutMs = 5000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

const count = (events: IncomingEvent[], type: IncomingEvent['type']) => events.filter((e) => e.type === type).length;

describe('the shell socket client against the server', () => {
  it('holds a message sent before the session is acknowledged and delivers it after', async () => {
    const guest = await signupGuest(server.url);
    const h = connect(guest.token);
    h.bus.send({ type: 'requestNotifications', target: 'navbar', newest: 5 });
    await waitFor(() => count(h.events, 'notifications') === 1);
    const ack = h.events.findIndex((e) => e.type === 'sessionAcknowledge');
    const answer = h.events.findIndex((e) => e.type === 'notifications');
    expect(ack).toBeGreaterThanOrEqual(0);
    expect(ack).toBeLessThan(answer);
    expect(h.events[ack]).toMatchObject({ guestId: guest.guestId });
    h.client.stop();
  });

  it('pings at the injected interval and the server answers each with a pong', async () => {
    const h = connect(null, { pingIntervalMs: 50 });
    await waitFor(() => count(h.events, 'pong') >= 3);
    expect(h.sockets).toHaveLength(1);
    expect(h.logs).not.toContain('Pong in Missing');
    h.client.stop();
  });

  it("closes with 4000 and logs 'Pong in Missing' after two missed pongs, then reconnects", async () => {
    const h = connect(null, { pingIntervalMs: 50, dropPongs: true });
    const closes: number[] = [];
    await waitFor(() => h.sockets.length === 1);
    h.sockets[0].on('close', (code) => closes.push(code));
    await waitFor(() => h.logs.includes('Pong in Missing'));
    await waitFor(() => closes.length === 1);
    expect(closes[0]).toBe(4000);
    await waitFor(() => h.sockets.length === 2 && count(h.events, 'sessionAcknowledge') === 2);
    h.client.stop();
  });

  it('reconnects after the server drops the connection and gets a new session', async () => {
    const h = connect(null);
    await waitFor(() => count(h.events, 'sessionAcknowledge') === 1);
    for (const socket of server.app.websocketServer.clients) socket.terminate();
    await waitFor(() => count(h.events, 'sessionAcknowledge') === 2);
    expect(h.sockets).toHaveLength(2);
    h.client.stop();
  });

  it('an unknown token gets sessionExpired instead of a session', async () => {
    const h = connect('not-a-valid-token');
    await waitFor(() => count(h.events, 'sessionExpired') === 1);
    expect(count(h.events, 'sessionAcknowledge')).toBe(0);
    h.client.stop();
  });

  it('logging out elsewhere revokes the token and ends the open session with sessionExpired', async () => {
    const guest = await signupGuest(server.url);
    const h = connect(guest.token);
    await waitFor(() => count(h.events, 'sessionAcknowledge') === 1);
    const response = await post(`${server.url}/rest/v1/vxpay/logout`, {}, { token: guest.token });
    expect(response.status).toBe(200);
    await waitFor(() => count(h.events, 'sessionExpired') === 1);
    h.client.stop();
  });
});
