import { CHANNEL_LOAD_THROTTLE_MS, CHANNELS_FETCH, type Bus, type ChannelFilter, type IncomingOf, type MessengerChannelPage as ChannelPage } from '@vx/shared';
import { throttle } from './throttle';

/**
 * How long a load-more waits for the socket's answer before the query service is asked instead: the
 * socket holds messages while it is down, and the list must not wait for it.
 */
export const CHANNELS_ANSWER_TIMEOUT_MS = 4_000;

/** The socket's channel list state (server list-state.ts); a new socket starts at newest, every actor. */
interface ListState {
  filter: ChannelFilter;
  online: boolean;
}
const FRESH: ListState = { filter: 'newest', online: false };

export type ChannelsAnswer = IncomingOf<'messengerChannels'>;

/** The page of an answer, as the query service answers it (the list state beside it left off). */
export const pageOf = ({ channels, total, unreadTotal }: ChannelsAnswer): ChannelPage => ({ channels, total, unreadTotal });

export interface ChannelSocket {
  /**
   * A page after the first over the socket (spec 001 §7.3 load channels), the socket's state set first
   * when it differs (filter channels, load online channels). Sends are spaced one per 500 ms (spec 000 §5:
   * a request inside the window waits for the next one, none is lost); null when no answer came in time.
   */
  loadMore: (filter: ChannelFilter, online: boolean, offset: number) => Promise<ChannelPage | null>;
}

const sockets = new WeakMap<Bus, ChannelSocket>();

/** One loader per page bus, like the socket it talks to: its state and throttle are the socket's. */
export function channelSocketOf(bus: Bus, now: () => number = () => Date.now()): ChannelSocket {
  const known = sockets.get(bus);
  if (known) return known;
  let state: ListState = FRESH;
  // Each answer tells the socket's state; a new session is a new socket on the server, at its defaults.
  bus.on('messengerChannels').subscribe(({ filter, online }) => (state = { filter, online }));
  bus.on('sessionAcknowledge').subscribe(() => (state = FRESH));

  const gate = throttle(CHANNEL_LOAD_THROTTLE_MS, now);
  const waiting: (() => void)[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const drain = () => {
    timer = null;
    while (waiting.length > 0) {
      let sent = false;
      gate(() => {
        sent = true;
        waiting.shift()!();
      });
      if (!sent) {
        timer = setTimeout(drain, CHANNEL_LOAD_THROTTLE_MS);
        return;
      }
    }
  };

  const send = (filter: ChannelFilter, online: boolean, offset: number) => {
    // The server handles a socket's messages in order, so the state is set before the page is read.
    if (state.filter !== filter) bus.send({ type: 'filterChannels', filterType: filter });
    if (state.online !== online) bus.send({ type: 'loadOnlineChannels', online });
    state = { filter, online };
    bus.send({ type: 'loadChannels', offset, limit: CHANNELS_FETCH });
  };

  const socket: ChannelSocket = {
    loadMore: (filter, online, offset) =>
      new Promise((resolve) => {
        waiting.push(() => {
          const answers = bus.on('messengerChannels').subscribe((answer) => {
            if (answer.filter !== filter || answer.online !== online || answer.offset !== offset) return;
            done(pageOf(answer));
          });
          const expiry = setTimeout(() => done(null), CHANNELS_ANSWER_TIMEOUT_MS);
          function done(page: ChannelPage | null) {
            answers.unsubscribe();
            clearTimeout(expiry);
            resolve(page);
          }
          send(filter, online, offset);
        });
        if (timer === null) drain();
      }),
  };
  sockets.set(bus, socket);
  return socket;
}
