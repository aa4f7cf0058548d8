import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RouteTableCache } from './route-tables';

/** A tiny remote: answers routes.json with whatever `state` says. */
function fakeRemote() {
  const state = { status: 200, body: '{"cams":{"de":"cams/","en":"cams/","nl":"cams/","es":"cams/"}}', hang: false, hits: 0 };
  const server: Server = createServer((_request, response) => {
    state.hits += 1;
    if (state.hang) return;
    response.writeHead(state.status, { 'content-type': 'application/json' }).end(state.body);
  });
  return {
    state,
    start: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/routes.json`))),
    stop: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

/** The cache's clock, moved by the test instead of sleeping past the time to live. */
function fakeClock() {
  const clock = { ms: 1_000, now: () => clock.ms, advance: (ms: number) => void (clock.ms += ms) };
  return clock;
}

describe('RouteTableCache', () => {
  const remote = fakeRemote();
  let url: string;
  beforeAll(async () => {
    url = await remote.start();
  });
  afterAll(() => remote.stop());
  beforeEach(() => Object.assign(remote.state, { status: 200, hang: false, hits: 0, body: '{"cams":{"de":"cams/","en":"cams/","nl":"cams/","es":"cams/"}}' }));

  it('reads and validates a remote route table, then serves it from memory', async () => {
    const cache = new RouteTableCache({ ttlMs: 60_000 });
    expect(await cache.get(url)).toEqual({ cams: { de: 'cams/', en: 'cams/', nl: 'cams/', es: 'cams/' } });
    await cache.get(url);
    expect(remote.state.hits).toBe(1);
  });

  it('keeps the last good table while the remote is failing, and picks up a new one when it is back', async () => {
    const clock = fakeClock();
    const cache = new RouteTableCache({ ttlMs: 20, now: clock.now });
    const good = await cache.get(url);
    remote.state.status = 503;
    clock.advance(30);
    expect(await cache.get(url)).toEqual(good); // served while the refresh runs
    await cache.idle();
    expect(remote.state.hits).toBe(2);
    expect(await cache.get(url)).toEqual(good); // the refresh failed: still the last good one
    remote.state.status = 200;
    remote.state.body = '{"freeChat":{"de":"gratis-chat/","en":"free-chat/","nl":"gratis-chat/","es":"chat-gratis/"}}';
    expect(Object.keys(await cache.get(url))).toEqual(['cams']); // fresh for 20 ms after the failed attempt
    clock.advance(30);
    await cache.get(url);
    await cache.idle();
    expect(Object.keys(await cache.get(url))).toEqual(['freeChat']);
    expect(remote.state.hits).toBe(3);
  });

  it('refuses a table that does not match the schema, keeping the last good one', async () => {
    const clock = fakeClock();
    const cache = new RouteTableCache({ ttlMs: 20, now: clock.now });
    const good = await cache.get(url);
    remote.state.body = '{"Bad Name":{"de":"x"}}';
    clock.advance(30);
    await cache.get(url);
    await cache.idle();
    expect(remote.state.hits).toBe(2);
    expect(await cache.get(url)).toEqual(good);
  });

  it('answers an empty table for a remote never read: down, hanging or broken', async () => {
    const down = new RouteTableCache({ ttlMs: 1_000 });
    expect(await down.get('http://127.0.0.1:9/routes.json')).toEqual({});

    remote.state.hang = true;
    const slow = new RouteTableCache({ timeoutMs: 100 });
    const started = Date.now();
    expect(await slow.get(url)).toEqual({});
    expect(Date.now() - started).toBeLessThan(1_500);

    remote.state.hang = false;
    remote.state.body = 'not json';
    expect(await new RouteTableCache().get(url)).toEqual({});
  });
});
