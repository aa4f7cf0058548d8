import { loggedInGuest, onMessage } from '../../realtime/handlers';
import type { AppDeps, Domain } from '../types';
import { archiveChannel } from './archive';
import { filterChannels, loadChannels, loadOnlineChannels } from './list-state';
import { setAllChannelsSeen } from './read-state';

/**
 * The channel actions of spec 001 §7.3: archive channel (channelId, status), set all channels
 * seen, and the list's load channels / load online channels / filter channels (each answered with
 * `messengerChannels` to the asking socket; list-state.ts). Logged-in only (the dispatcher drops
 * them for visitors); another guest's channel changes nothing and sends nothing.
 */
export const messengerSocketHandlers: NonNullable<Domain['socket']> = (deps: AppDeps) => ({
  archiveChannel: onMessage<'archiveChannel'>(async (message, ctx) => {
    await archiveChannel(deps, loggedInGuest(ctx), message.channelId, message.status);
  }),
  setAllChannelsSeen: onMessage<'setAllChannelsSeen'>((_message, ctx) => setAllChannelsSeen(deps, loggedInGuest(ctx))),
  loadChannels: onMessage<'loadChannels'>((message, ctx) => loadChannels(deps, ctx, loggedInGuest(ctx), message.offset, message.limit)),
  loadOnlineChannels: onMessage<'loadOnlineChannels'>((message, ctx) => loadOnlineChannels(deps, ctx, loggedInGuest(ctx), message.online)),
  filterChannels: onMessage<'filterChannels'>((message, ctx) => filterChannels(deps, ctx, loggedInGuest(ctx), message.filterType)),
});
