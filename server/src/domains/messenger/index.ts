import type { Domain } from '../types';
import { messengerRoutes } from './rest';
import { messengerSocketHandlers } from './socket';
import { messengerVxql } from './vxql';

/** The guest's channel with an actor, for the message store: opened on the first message, told of each new one. */
export { openChannel, ownChannel, noteMessage } from './channels';

/**
 * The messenger's channels (issue 13; spec 000 §3 Messenger: Channel, §4 Messenger; spec 001 §7.2
 * messenger/*, §7.3 channel events, §7.4 messengerChannels, unreadCount, touchMessengerChannel).
 * docs/messenger.md.
 */
export const messengerDomain: Domain = {
  name: 'messenger',
  rest: messengerRoutes,
  vxql: messengerVxql,
  socket: messengerSocketHandlers,
};
