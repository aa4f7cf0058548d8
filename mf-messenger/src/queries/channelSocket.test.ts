import { createBus, type ChannelFilter, type OutgoingPayload } from '@vx/shared';
import { channelOf } from '../testing/channels';
import { CHANNELS_ANSWER_TIMEOUT_MS, channelSocketOf, type ChannelsAnswer } from './channelSocket';

function setup() {
  const bus = createBus();
  const sent: OutgoingPayload[] = [];
  bus.outgoing$.subscribe((message) => sent.push(message));
  return { bus, sent, socket: channelSocketOf(bus), loads: () => sent.filter((message) => message.type === 'loadChannels') };
}

const answer = (filter: ChannelFilter, online: boolean, offset: number): ChannelsAnswer => ({
  type: 'messengerChannels',
  channels: [channelOf(offset + 1)],
  total: 600,
  unreadTotal: 0,
  offset,
  filter,
  online,
});

describe('channelSocketOf', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends at most one loadChannels per 500 ms however fast the load-mores come, and loses none', () => {
    const { socket, loads } = setup();
    for (const offset of [500, 1000, 1500, 2000]) void socket.loadMore('newest', false, offset);
    expect(loads()).toEqual([{ type: 'loadChannels', offset: 500, limit: 500 }]);
    jest.advanceTimersByTime(499);
    expect(loads()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(loads()).toHaveLength(2);
    jest.advanceTimersByTime(500);
    expect(loads()).toHaveLength(3);
    jest.advanceTimersByTime(500);
    expect(loads().map((message) => message.type === 'loadChannels' && message.offset)).toEqual([500, 1000, 1500, 2000]);
  });

  it("resolves with the answer of its filter, online toggle and offset, and ignores the others'", async () => {
    const { bus, socket } = setup();
    const page = socket.loadMore('newest', false, 500);
    bus.emit(answer('newest', false, 1000));
    bus.emit(answer('archived', false, 500));
    bus.emit(answer('newest', false, 500));
    await expect(page).resolves.toEqual({ channels: [channelOf(501)], total: 600, unreadTotal: 0 });
  });

  it('resolves null when the socket does not answer in time', async () => {
    const { socket } = setup();
    const page = socket.loadMore('newest', false, 500);
    jest.advanceTimersByTime(CHANNELS_ANSWER_TIMEOUT_MS);
    await expect(page).resolves.toBeNull();
  });

  it("sets the socket's filter and online toggle first when they differ from the list's, and only then", () => {
    const { bus, sent, socket } = setup();
    void socket.loadMore('newest', false, 500);
    expect(sent.map((message) => message.type)).toEqual(['loadChannels']);
    jest.advanceTimersByTime(500);
    void socket.loadMore('archived', true, 500);
    expect(sent.slice(1)).toEqual([
      { type: 'filterChannels', filterType: 'archived' },
      { type: 'loadOnlineChannels', online: true },
      { type: 'loadChannels', offset: 500, limit: 500 },
    ]);
    // The answer confirms the state: the next page needs no state message.
    bus.emit(answer('archived', true, 500));
    jest.advanceTimersByTime(500);
    void socket.loadMore('archived', true, 1000);
    expect(sent.slice(4)).toEqual([{ type: 'loadChannels', offset: 1000, limit: 500 }]);
  });

  it('takes the state from the answers, and a new session as a socket at its defaults', () => {
    const { bus, sent, socket } = setup();
    bus.emit(answer('unread', false, 0));
    void socket.loadMore('unread', false, 500);
    expect(sent.map((message) => message.type)).toEqual(['loadChannels']);
    bus.emit({ type: 'sessionAcknowledge', guestId: 7 });
    jest.advanceTimersByTime(500);
    void socket.loadMore('unread', false, 1000);
    expect(sent.slice(1).map((message) => message.type)).toEqual(['filterChannels', 'loadChannels']);
  });
});
