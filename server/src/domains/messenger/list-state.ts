import { CHANNELS_FETCH } from '@vx/shared/constants';
import type { ChannelFilter } from '@vx/shared/protocol';
import type { AppDeps, SocketContext } from '../types';
import { listChannels } from './list';

/** A socket's channel list (spec 001 §7.3 load channels / load online channels / filter channels). */
interface ListState {
  /** The guest the state belongs to: a socket that logs in as another guest starts afresh. */
  guestId: number;
  filter: ChannelFilter;
  online: boolean;
}

/** Per socket, gone with it. */
const states = new WeakMap<object, ListState>();

/** The socket's list state; a socket that has not chosen shows the newest channels of every actor. */
function stateOf(ctx: SocketContext, guestId: number): ListState {
  const known = states.get(ctx.socket);
  if (known && known.guestId === guestId) return known;
  const fresh: ListState = { guestId, filter: 'newest', online: false };
  states.set(ctx.socket, fresh);
  return fresh;
}

/** Answers `messengerChannels`: the page at offset/limit under the socket's state, the state beside it. */
async function answer(deps: AppDeps, ctx: SocketContext, state: ListState, offset: number, limit: number): Promise<void> {
  const page = await listChannels(deps.database.db, state.guestId, { offset, limit, filter: state.filter, online: state.online });
  ctx.send({ type: 'messengerChannels', ...page, offset, filter: state.filter, online: state.online });
}

/** filter channels (filterType): sets the filter and answers the first page. */
export function filterChannels(deps: AppDeps, ctx: SocketContext, guestId: number, filter: ChannelFilter): Promise<void> {
  const state = stateOf(ctx, guestId);
  state.filter = filter;
  return answer(deps, ctx, state, 0, CHANNELS_FETCH);
}

/** load online channels (online): sets the online-only toggle and answers the first page. */
export function loadOnlineChannels(deps: AppDeps, ctx: SocketContext, guestId: number, online: boolean): Promise<void> {
  const state = stateOf(ctx, guestId);
  state.online = online;
  return answer(deps, ctx, state, 0, CHANNELS_FETCH);
}

/** load channels (offset, limit): the page under the current state (the schema bounds limit to the spec's 500). */
export function loadChannels(deps: AppDeps, ctx: SocketContext, guestId: number, offset: number, limit: number): Promise<void> {
  return answer(deps, ctx, stateOf(ctx, guestId), offset, limit);
}
