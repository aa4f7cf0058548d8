import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  CHANNELS_FETCH,
  useBusEvent,
  usePlatform,
  type ChannelFilter,
  messengerChannelAnswerSchema,
  type MessengerChannel as Channel,
  type MessengerChannelPage as ChannelPage,
  type RestClient,
  type VxqlClient,
} from '@vx/shared';
import { pagesAfterMessage } from './channelPatch';
import { channelSocketOf, pageOf } from './channelSocket';
import { useReportLoadFailure, useReportRefusedSends } from './errorReports';
import { channelPageAnswerSchema } from './schemas';

/** The guest's channels (spec 001 §7.4 messengerChannels), one query per loaded page of CHANNELS_FETCH. */
export const channelKeys = {
  all: ['messengerChannels'] as const,
  list: (guestId: number | null, filter: ChannelFilter, onlineOnly: boolean) => ['messengerChannels', guestId, filter, onlineOnly] as const,
  page: (guestId: number | null, filter: ChannelFilter, onlineOnly: boolean, offset: number) =>
    [...channelKeys.list(guestId, filter, onlineOnly), offset] as const,
};

export const CHANNELS_QUERY =
  'query MessengerChannels($filter: String!, $online: Boolean!, $offset: Int!, $limit: Int!) { messengerChannels(filter: $filter, online: $online, offset: $offset, limit: $limit) { total unreadTotal channels { id actorId actorName actorAge previewPictureUrl isActorOnline freeChat canVoyeurChat isVoyeurInSingleChatAllowed isDildocontrolAvailable multiChatPrice messagePrice freeMessagesAmount isMessagingFree subject unread unreadCount unseen archived blocked messageTimestamp lastViewedTimestamp lastMessageId } } }';

export const fetchChannels = (vxql: VxqlClient, filter: ChannelFilter, onlineOnly: boolean, offset: number) =>
  vxql
    .request(CHANNELS_QUERY, { filter, online: onlineOnly, offset, limit: CHANNELS_FETCH }, channelPageAnswerSchema)
    .then((answer) => answer.messengerChannels);

export interface ChannelListView {
  channels: Channel[];
  total: number;
  isPending: boolean;
  isError: boolean;
  hasMore: boolean;
  refetch: () => void;
}

/**
 * The first `pages` pages of the guest's channels under a filter, concatenated; visitors ask for none.
 * `selectedId` is the open channel, whose new messages are not counted unread. The first page comes
 * from the query service (cached per filter, and answered before the socket is); the pages after it
 * over the socket (channelSocket.ts), or from the query service when the socket does not answer.
 */
export function useChannels(filter: ChannelFilter, onlineOnly: boolean, pages: number, selectedId: number | null): ChannelListView {
  const { vxql, bus, guest } = usePlatform();
  useChannelsLive(selectedId);
  const guestId = guest.isLoggedIn ? guest.id : null;
  useCacheSocketAnswers(guestId);
  const loadPage = async (offset: number) =>
    (offset > 0 ? await channelSocketOf(bus).loadMore(filter, onlineOnly, offset) : null) ?? fetchChannels(vxql, filter, onlineOnly, offset);
  const view = useQueries({
    queries: Array.from({ length: pages }, (_, index) => ({
      queryKey: channelKeys.page(guestId, filter, onlineOnly, index * CHANNELS_FETCH),
      queryFn: () => loadPage(index * CHANNELS_FETCH),
      enabled: guest.isLoggedIn,
      staleTime: Infinity,
    })),
    combine: (results) => {
      const loaded = results.map((result) => result.data).filter((page): page is ChannelPage => page !== undefined);
      const channels = loaded.flatMap((page) => page.channels);
      const total = loaded.at(-1)?.total ?? 0;
      return {
        channels,
        total,
        isPending: results.some((result) => result.isPending),
        isError: results.some((result) => result.isError),
        hasMore: loaded.length === pages && channels.length < total,
        refetch: () => results.forEach((result) => void result.refetch()),
      };
    },
  });
  useReportLoadFailure(view.isError, 'channels');
  useReportRefusedSends();
  return view;
}

/**
 * Every `messengerChannels` answer of the socket (a load-more's page, and the first page that setting
 * its filter or online toggle answers) goes into the cache under its filter, online toggle and offset.
 */
function useCacheSocketAnswers(guestId: number | null) {
  const client = useQueryClient();
  useBusEvent('messengerChannels', (answer) => {
    if (guestId !== null) client.setQueryData(channelKeys.page(guestId, answer.filter, answer.online, answer.offset), pageOf(answer));
  });
}

type Patch = (channel: Channel) => Channel;
type ListKey = ReturnType<typeof channelKeys.list>;

/** Applies a change to every cached copy of the channels that match. */
export function usePatchChannels() {
  const client = useQueryClient();
  return (match: (channel: Channel) => boolean, patch: Patch) =>
    client.setQueriesData<ChannelPage>({ queryKey: channelKeys.all }, (page) =>
      page && page.channels.some(match) ? { ...page, channels: page.channels.map((channel) => (match(channel) ? patch(channel) : channel)) } : page,
    );
}

/**
 * A new message patches the cached lists in place (channelPatch.ts). A list that does not hold the
 * channel (a new channel, one of another filter) or the archived one (an actor's message brings a
 * channel back) is asked again.
 */
function usePatchOnMessage(selectedId: number | null) {
  const client = useQueryClient();
  useBusEvent('messengerMessage', ({ message }) => {
    // The cached pages grouped by list (guest, filter, online only), each in offset order.
    const lists = new Map<string, { list: ListKey; pages: (ChannelPage | undefined)[] }>();
    for (const [key, page] of client.getQueriesData<ChannelPage>({ queryKey: channelKeys.all })) {
      const [, guestId, filter, onlineOnly, offset] = key as ReturnType<typeof channelKeys.page>;
      const list = channelKeys.list(guestId, filter, onlineOnly);
      const entry = lists.get(JSON.stringify(list)) ?? { list, pages: [] };
      entry.pages[offset / CHANNELS_FETCH] = page;
      lists.set(JSON.stringify(list), entry);
    }
    for (const { list, pages } of lists.values()) {
      const patched = list[2] === 'archived' && message.senderType !== 'guest' ? undefined : pagesAfterMessage(pages, message, selectedId);
      if (!patched) {
        void client.invalidateQueries({ queryKey: list });
        continue;
      }
      patched.forEach((page, index) => {
        if (page && page !== pages[index]) client.setQueryData([...list, index * CHANNELS_FETCH], page);
      });
    }
  });
}

/** The bus keeps the cached channels live: online state, free shows, new messages, archive and seen events of any tab. */
function useChannelsLive(selectedId: number | null) {
  const client = useQueryClient();
  const patch = usePatchChannels();
  usePatchOnMessage(selectedId);
  useBusEvent('actorOnline', (event) => patch((channel) => channel.actorId === event.actorId, (channel) => ({ ...channel, isActorOnline: true })));
  useBusEvent('actorOffline', (event) => patch((channel) => channel.actorId === event.actorId, (channel) => ({ ...channel, isActorOnline: false })));
  useBusEvent('freeShowStart', (event) => patch((channel) => channel.actorId === event.actorId, (channel) => ({ ...channel, freeChat: true })));
  useBusEvent('freeShowStop', (event) => patch((channel) => channel.actorId === event.actorId, (channel) => ({ ...channel, freeChat: false })));
  useBusEvent('allChannelsSeen', () => patch(() => true, (channel) => ({ ...channel, unread: false, unreadCount: 0 })));
  // Archiving moves a channel between filters, and a read or block in another tab changes its
  // counts: the lists are asked again rather than guessed.
  useBusEvent('channelArchived', () => void client.invalidateQueries({ queryKey: channelKeys.all }));
  useBusEvent('messengerContentChange', () => void client.invalidateQueries({ queryKey: channelKeys.all }));
}

export type ChannelChange = 'archive' | 'block';

export const changeChannel = (rest: RestClient, change: ChannelChange, channelId: number, status: boolean) =>
  rest.call(`messenger/channel/${channelId}/${change}`, { method: 'POST', payload: { status }, schema: messengerChannelAnswerSchema });

/** Archives or blocks a channel (or undoes it); it moves between filters, so the lists are asked again. */
export function useChangeChannel() {
  const { rest } = usePlatform();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ change, channelId, status }: { change: ChannelChange; channelId: number; status: boolean }) => changeChannel(rest, change, channelId, status),
    // Not awaited: the guest leaves the channel at once, the lists refresh behind.
    onSuccess: () => void client.invalidateQueries({ queryKey: channelKeys.all }),
  });
}

/** Opening the messenger sees every channel (spec 001 §7.3 set all channels seen); the server tells every tab. */
export function useSeeAllChannels() {
  const { bus, guest } = usePlatform();
  useEffect(() => {
    if (guest.isLoggedIn) bus.send({ type: 'setAllChannelsSeen' });
  }, [bus, guest.isLoggedIn]);
}
