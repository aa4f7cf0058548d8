import { createBus } from './bus';
import { parseIncoming } from './parse';

describe('bus', () => {
  it('delivers typed events to subscribers of their type only', () => {
    const bus = createBus();
    const online: number[] = [];
    bus.on('actorOnline').subscribe((e) => online.push(e.actorId));
    bus.emit({ type: 'actorOffline', actorId: 1 });
    bus.emit({ type: 'actorOnline', actorId: 2 });
    expect(online).toEqual([2]);
  });

  it('keeps delivering to other subscribers when one throws', async () => {
    const bus = createBus();
    const seen: number[] = [];
    bus.on('actorOnline').subscribe(() => {
      throw new Error('faulty remote');
    });
    bus.on('actorOnline').subscribe((e) => seen.push(e.actorId));
    const onError = jest.fn();
    const { config } = await import('rxjs');
    config.onUnhandledError = onError;
    bus.emit({ type: 'actorOnline', actorId: 3 });
    bus.emit({ type: 'actorOnline', actorId: 4 });
    expect(seen).toEqual([3, 4]);
    await new Promise((r) => setTimeout(r, 0));
    expect(onError).toHaveBeenCalled();
    config.onUnhandledError = null;
  });

  it('passes outgoing messages to the socket side', () => {
    const bus = createBus();
    const sent: string[] = [];
    bus.outgoing$.subscribe((m) => sent.push(m.type));
    bus.send({ type: 'requestFavouriteActors' });
    expect(sent).toEqual(['requestFavouriteActors']);
  });
});

describe('parseIncoming', () => {
  it('accepts a valid event', () => {
    expect(parseIncoming('{"type":"actorOnline","actorId":5}')).toEqual({ type: 'actorOnline', actorId: 5 });
  });

  it('drops malformed, unknown and non-JSON frames with a log line', () => {
    const log = jest.fn();
    expect(parseIncoming('{"type":"actorOnline","actorId":"x"}', log)).toBeNull();
    expect(parseIncoming('{"type":"nope"}', log)).toBeNull();
    expect(parseIncoming('not json', log)).toBeNull();
    expect(log).toHaveBeenCalledTimes(3);
  });
});
