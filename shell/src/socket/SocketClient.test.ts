import { createBus } from '@vx/shared';
import { SocketClient, type SocketLike } from './SocketClient';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  closedWith: number | null = null;
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
    this.onclose?.({ code });
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(event: object) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
  serverClose(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  types() {
    return this.sent.map((m) => m.type);
  }
}

function setup(token: string | null = 'tok') {
  jest.useFakeTimers();
  const sockets: FakeSocket[] = [];
  const bus = createBus();
  const log = jest.fn();
  const client = new SocketClient({
    url: 'ws://test/ws',
    bus,
    getToken: () => token,
    getGuestId: () => (token ? 7 : null),
    getLanguage: () => 'de',
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    pingIntervalMs: 100,
    reconnectDelayMs: 50,
    log,
  });
  client.start();
  return { client, bus, sockets, log, current: () => sockets[sockets.length - 1] };
}

afterEach(() => jest.useRealTimers());

describe('SocketClient', () => {
  it('requests a session with the language and the token envelope', () => {
    const { current } = setup();
    current().open();
    expect(current().sent[0]).toEqual({ type: 'requestSession', language: 'de', accessToken: 'tok', guestId: 7 });
  });

  it('sends a renewed token in a new requestSession on the open socket, without reconnecting', () => {
    let token = 'tok';
    const { client, current, sockets } = setup();
    Object.assign(client['options'], { getToken: () => token });
    current().open();
    current().receive({ type: 'sessionAcknowledge', guestId: 7 });
    token = 'renewed';
    client.refreshSession();
    expect(sockets).toHaveLength(1);
    expect(current().sent[1]).toEqual({ type: 'requestSession', language: 'de', accessToken: 'renewed', guestId: 7 });
  });

  it('queues outgoing messages until the session is acknowledged', () => {
    const { bus, current } = setup();
    bus.send({ type: 'requestFavouriteActors' });
    current().open();
    expect(current().types()).toEqual(['requestSession']);
    current().receive({ type: 'sessionAcknowledge', guestId: 7 });
    expect(current().types()).toEqual(['requestSession', 'requestFavouriteActors']);
  });

  it('puts valid events on the bus and drops malformed ones', () => {
    const { bus, current, log } = setup();
    const seen: string[] = [];
    bus.events$.subscribe((e) => seen.push(e.type));
    current().open();
    current().receive({ type: 'actorOnline', actorId: 'x' });
    current().receive({ type: 'actorOnline', actorId: 3 });
    expect(seen).toEqual(['actorOnline']);
    expect(log).toHaveBeenCalled();
  });

  it('pings at the interval and closes with 4000 after two missed pongs', () => {
    const { current, log } = setup();
    current().open();
    current().receive({ type: 'sessionAcknowledge', guestId: 7 });
    jest.advanceTimersByTime(100);
    expect(current().types().filter((t) => t === 'ping')).toHaveLength(1);
    current().receive({ type: 'pong', ttl: 60 });
    jest.advanceTimersByTime(200);
    const socket = current();
    expect(socket.types().filter((t) => t === 'ping')).toHaveLength(3);
    expect(socket.closedWith).toBeNull();
    jest.advanceTimersByTime(100);
    expect(log).toHaveBeenCalledWith('Pong in Missing');
    expect(socket.closedWith).toBe(4000);
  });

  it('reconnects after the delay when the connection closes', () => {
    const { sockets, current } = setup();
    current().open();
    current().receive({ type: 'sessionAcknowledge', guestId: 7 });
    current().serverClose(1006);
    expect(sockets).toHaveLength(1);
    jest.advanceTimersByTime(49);
    expect(sockets).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
  });

  it('does not reconnect after a protocol error on the first attempt, but does later', () => {
    const first = setup();
    first.current().serverClose(1002);
    jest.advanceTimersByTime(1000);
    expect(first.sockets).toHaveLength(1);
    first.client.stop();

    const later = setup();
    later.current().open();
    later.current().serverClose(1006);
    jest.advanceTimersByTime(50);
    later.current().serverClose(1002);
    jest.advanceTimersByTime(50);
    expect(later.sockets).toHaveLength(3);
  });

  it('reports each close it did not ask for (logger/websocketConnectionError), never its own stop', () => {
    const { client, current } = setup();
    const onConnectionError = jest.fn();
    Object.assign(client['options'], { onConnectionError });
    current().open();
    current().onclose?.({ code: 1011, reason: 'server error' });
    jest.advanceTimersByTime(50);
    current().serverClose(1006);
    expect(onConnectionError.mock.calls).toEqual([[{ code: 1011, reason: 'server error', attempt: 1 }], [{ code: 1006, reason: '', attempt: 2 }]]);
    jest.advanceTimersByTime(50);
    client.stop();
    expect(onConnectionError).toHaveBeenCalledTimes(2);
  });

  it('keeps messages sent while disconnected and delivers them after the next acknowledge', () => {
    const { bus, current } = setup();
    current().open();
    current().receive({ type: 'sessionAcknowledge', guestId: 7 });
    current().serverClose(1006);
    bus.send({ type: 'setAllChannelsSeen' });
    jest.advanceTimersByTime(50);
    current().open();
    current().receive({ type: 'sessionAcknowledge', guestId: 7 });
    expect(current().types()).toEqual(['requestSession', 'setAllChannelsSeen']);
  });

  it('sends no token for a visitor', () => {
    const { current } = setup(null);
    current().open();
    expect(current().sent[0]).toEqual({ type: 'requestSession', language: 'de', guestId: null });
  });
});
