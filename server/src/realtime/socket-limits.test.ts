import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { get } from '../testing/http';
import { useTestServer } from '../testing/server';
import { TestSocket } from '../testing/socket';

/** Opens a socket with these upgrade headers: 101 when it opened (then closed again), else the refusal's status. */
function upgradeStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.once('open', () => {
      ws.once('close', () => resolve(101));
      ws.close();
    });
    ws.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      response.resume();
      ws.terminate();
    });
    ws.once('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('socket limits', () => {
  const server = useTestServer({ config: { SOCKETS_PER_ADDRESS: 3, TRUST_PROXY: '127.0.0.1' } });
  const sockets: TestSocket[] = [];
  const connect = async () => {
    const socket = await TestSocket.connect(server.wsUrl);
    sockets.push(socket);
    return socket;
  };
  // A failed test must not leave sockets that count against the next one's address limit.
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((s) => s.close()));
  });

  describe('messages per socket', () => {
    it('closes a socket that floods 1,000 messages a second with 1008, and the alive call stays fast', async () => {
      await get(`${server.url}/rest/v1/alive`);
      const flooder = await connect();
      const bystander = await connect();
      const aliveMs: number[] = [];
      const ends = performance.now() + 1500;
      let sent = 0;
      const flooding = (async () => {
        while (performance.now() < ends && flooder.isOpen) {
          for (let i = 0; i < 10; i += 1) flooder.send({ type: 'ping' });
          sent += 10;
          await sleep(10);
        }
      })();
      while (performance.now() < ends) {
        const started = performance.now();
        expect((await get(`${server.url}/rest/v1/alive`)).status).toBe(200);
        aliveMs.push(performance.now() - started);
        await sleep(20);
      }
      await flooding;
      const { code } = await flooder.closed;
      expect(code).toBe(1008);
      expect(sent).toBeLessThan(1000);
      // It took over a second before; the margin above 100 ms is for a machine busy with other work.
      expect(Math.max(...aliveMs)).toBeLessThan(250);
      await bystander.roundTrip();
    }, 10_000);

    it('keeps a socket that sends a burst of 50 messages, as a client flushing its queue does', async () => {
      const socket = await connect();
      for (let i = 0; i < 50; i += 1) socket.send({ type: 'ping' });
      for (let i = 0; i < 50; i += 1) await socket.next('pong');
      expect(socket.isOpen).toBe(true);
    });
  });

  describe('upgrades', () => {
    it.each([
      ['a brand host', 'http://amora.localhost:4000'],
      ['the main brand on another port', 'http://localhost:4000'],
    ])('accepts the Origin of %s', async (_what, origin) => {
      expect(await upgradeStatus(server.wsUrl, { origin })).toBe(101);
    });

    it('accepts a client that sends no Origin (not a browser)', async () => {
      expect(await upgradeStatus(server.wsUrl)).toBe(101);
    });

    it.each(['https://evil.example', 'http://localhost.evil.example', 'null', 'not a url'])('refuses the Origin %s with 403', async (origin) => {
      expect(await upgradeStatus(server.wsUrl, { origin })).toBe(403);
    });

    it('refuses a socket over the limit of one address with 429, and takes one again when another closed', async () => {
      // The server learns of the earlier tests' closes a moment after their clients.
      await sleep(100);
      const open = await Promise.all([1, 2, 3].map(() => connect()));
      expect(await upgradeStatus(server.wsUrl)).toBe(429);
      await open[0].close();
      await sleep(100);
      expect(await upgradeStatus(server.wsUrl)).toBe(101);
    });

    it('counts IPv6 clients by their /64, so a new address per socket gains nothing', async () => {
      await sleep(100);
      const from = (address: string) => ({ 'x-forwarded-for': address });
      const open = await Promise.all(
        ['2001:db8::1', '2001:db8::2', '2001:db8::3'].map(
          (address) =>
            new Promise<WebSocket>((resolve, reject) => {
              const ws = new WebSocket(server.wsUrl, { headers: from(address) });
              ws.once('open', () => resolve(ws));
              ws.once('error', reject);
            }),
        ),
      );
      expect(await upgradeStatus(server.wsUrl, from('2001:db8::4'))).toBe(429);
      expect(await upgradeStatus(server.wsUrl, from('2001:db8:0:1::1'))).toBe(101);
      for (const ws of open) ws.close();
    });
  });
});

describe('socket upgrades per address', () => {
  const server = useTestServer({ config: { SOCKET_UPGRADES_PER_ADDRESS: 5 } });

  it('refuses upgrades beyond the budget of a minute with 429, so a socket closed for flooding cannot reconnect at once, again and again', async () => {
    for (let i = 0; i < 5; i += 1) expect(await upgradeStatus(server.wsUrl)).toBe(101);
    expect(await upgradeStatus(server.wsUrl)).toBe(429);
  });
});
