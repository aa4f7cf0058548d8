import { act, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ChannelFilter, MessengerChannelPage } from '@vx/shared';
import { channelOf, messageOf } from '../testing/channels';
import { renderWithPlatform } from '../testing/renderWithPlatform';
import { channelKeys, CHANNELS_QUERY, useChannels } from './channels';
import { CHANNELS_ANSWER_TIMEOUT_MS } from './channelSocket';

const GUEST = { isLoggedIn: true, id: 7, balance: 0 };

function Probe({ filter = 'newest', online = false, pages }: { filter?: ChannelFilter; online?: boolean; pages: number }) {
  const list = useChannels(filter, online, pages, null);
  return <p data-testid="ids">{list.channels.map((channel) => channel.id).join(',')}</p>;
}

const pageOf = (ids: number[], total = 3): MessengerChannelPage => ({ channels: ids.map((id) => channelOf(id, { lastMessageId: id })), total, unreadTotal: 0 });

/** The first page of the newest channels is cached (the query service's mock is set only after the first render). */
function renderProbe(pages: number, filter: ChannelFilter = 'newest') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  queryClient.setQueryData(channelKeys.page(GUEST.id, 'newest', false, 0), pageOf([1, 2]));
  const view = renderWithPlatform(<Probe pages={pages} filter={filter} />, { route: '/en/messenger/', guest: GUEST, queryClient });
  const request = view.platform.vxql.request as jest.Mock;
  request.mockImplementation((_query: string, variables: { offset: number }) =>
    Promise.resolve({ messengerChannels: variables.offset === 0 ? pageOf([1, 2]) : pageOf([9]) }),
  );
  return Object.assign(view, { request, ids: () => screen.getByTestId('ids').textContent });
}

const loadsOf = (sent: unknown[]) => sent.filter((message) => (message as { type: string }).type === 'loadChannels');

describe('useChannels', () => {
  it('asks the query service for the first page and the socket for the next, and shows both', async () => {
    const view = renderProbe(1);
    view.rerender(<Probe pages={1} online />);
    await waitFor(() => expect(view.ids()).toBe('1,2'));
    expect(view.request).toHaveBeenCalledWith(CHANNELS_QUERY, { filter: 'newest', online: true, offset: 0, limit: 500 }, expect.anything());
    expect(loadsOf(view.sent)).toEqual([]);
    view.rerender(<Probe pages={2} online />);
    await waitFor(() => expect(loadsOf(view.sent)).toEqual([{ type: 'loadChannels', offset: 500, limit: 500 }]));
    expect(view.sent).toContainEqual({ type: 'loadOnlineChannels', online: true });
    act(() => view.bus.emit({ type: 'messengerChannels', ...pageOf([3]), offset: 500, filter: 'newest', online: true }));
    await waitFor(() => expect(view.ids()).toBe('1,2,3'));
    expect(view.request).toHaveBeenCalledTimes(1);
  });

  it("sets the socket's filter before a load-more, and caches the first page it answers under that filter", async () => {
    const view = renderProbe(2, 'archived');
    await waitFor(() => expect(view.sent).toContainEqual({ type: 'filterChannels', filterType: 'archived' }));
    act(() => {
      view.bus.emit({ type: 'messengerChannels', ...pageOf([4, 5]), offset: 0, filter: 'archived', online: false });
      view.bus.emit({ type: 'messengerChannels', ...pageOf([6]), offset: 500, filter: 'archived', online: false });
    });
    await waitFor(() => expect(view.ids()).toBe('4,5,6'));
    expect(view.queryClient.getQueryData(channelKeys.page(GUEST.id, 'archived', false, 0))).toEqual(pageOf([4, 5]));
  });

  it('caches an answer of another filter or offset too', () => {
    const view = renderProbe(1);
    act(() => view.bus.emit({ type: 'messengerChannels', ...pageOf([8]), offset: 500, filter: 'unread', online: true }));
    expect(view.queryClient.getQueryData(channelKeys.page(GUEST.id, 'unread', true, 500))).toEqual(pageOf([8]));
  });

  it('asks the query service for a page the socket does not answer', async () => {
    jest.useFakeTimers();
    try {
      const view = renderProbe(2);
      await act(async () => jest.advanceTimersByTimeAsync(CHANNELS_ANSWER_TIMEOUT_MS));
      expect(loadsOf(view.sent)).toHaveLength(1);
      expect(view.request).toHaveBeenCalledWith(CHANNELS_QUERY, { filter: 'newest', online: false, offset: 500, limit: 500 }, expect.anything());
      await waitFor(() => expect(view.ids()).toBe('1,2,9'));
    } finally {
      jest.useRealTimers();
    }
  });

  it('patches a page that came over the socket on a new message: the channel moves to the top', async () => {
    const view = renderProbe(2);
    await waitFor(() => expect(loadsOf(view.sent)).toHaveLength(1));
    act(() => view.bus.emit({ type: 'messengerChannels', ...pageOf([3]), offset: 500, filter: 'newest', online: false }));
    await waitFor(() => expect(view.ids()).toBe('1,2,3'));
    act(() => view.bus.emit({ type: 'messengerMessage', message: messageOf(50, 3) }));
    await waitFor(() => expect(view.ids()).toBe('3,1,2'));
  });
});
