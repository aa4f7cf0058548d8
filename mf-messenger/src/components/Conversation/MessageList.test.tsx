import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { MessengerContent } from '@vx/shared';
import { CONTENT_QUERY, messageKeys } from '../../queries/messages';
import { OLDER_PAGE } from '../../queries/olderMessages';
import { messageOf } from '../../testing/channels';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { MessageList, WINDOW } from './MessageList';

const GUEST = { isLoggedIn: true, id: 7 };
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => messageOf(from + index, 1));

/** The list as the conversation renders it, from the cached content so a pushed message re-renders it. */
function renderList(content: MessengerContent, unreadOnOpen = 0) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const key = messageKeys.channel(GUEST.id, 1);
  queryClient.setQueryData(key, content);
  const view = renderWithPlatform(<MessageList channelId={1} content={content} pending={[]} unreadOnOpen={unreadOnOpen} />, { guest: GUEST, queryClient });
  const update = (next: MessengerContent) => view.rerender(<MessageList channelId={1} content={next} pending={[]} unreadOnOpen={unreadOnOpen} />);
  return Object.assign(view, { update, request: view.platform.vxql.request as jest.Mock, key });
}

/** jsdom lays nothing out: the pane gets a height and a scroll position as a browser would give. */
function scrollPane(scrollTop: number, scrollHeight = 2_000, clientHeight = 400) {
  const pane = screen.getByTestId('messenger-messages-pane');
  Object.defineProperty(pane, 'scrollHeight', { configurable: true, value: scrollHeight });
  Object.defineProperty(pane, 'clientHeight', { configurable: true, value: clientHeight });
  pane.scrollTop = scrollTop;
  fireEvent.scroll(pane);
  return pane;
}

const texts = () => screen.getAllByTestId('messenger-message').map((message) => message.textContent);

describe('MessageList', () => {
  it('ticks the guest’s messages: read once she answered after them, else sent', () => {
    renderList({ channelId: 1, messages: [messageOf(1, 1, { senderType: 'guest' }), messageOf(2, 1), messageOf(3, 1, { senderType: 'guest' })], hasMore: false });
    const ticks = screen.getAllByRole('img');
    expect(ticks.map((tick) => [tick.getAttribute('aria-label'), tick.getAttribute('data-receipt')])).toEqual([
      ['Read', 'read'],
      ['Sent', 'sent'],
    ]);
  });

  it('marks where the unread messages begin', () => {
    renderList({ channelId: 1, messages: range(1, 5), hasMore: false }, 2);
    const items = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    const divider = items.findIndex((item) => item.getAttribute('data-testid') === 'messenger-unread-from');
    expect(items[divider]!.textContent).toBe('Unread messages');
    expect(items[divider + 1]!.textContent).toContain('Message 4');
  });

  it('stays at the end on a new message while the guest is there', () => {
    const view = renderList({ channelId: 1, messages: range(1, 3), hasMore: false });
    const pane = scrollPane(1_600);
    view.update({ channelId: 1, messages: range(1, 4), hasMore: false });
    expect(pane.scrollTop).toBe(2_000);
    expect(screen.queryByTestId('messenger-jump')).toBeNull();
  });

  it('counts new messages while the guest reads older ones, and jumps to the end', () => {
    const view = renderList({ channelId: 1, messages: range(1, 3), hasMore: false });
    const pane = scrollPane(700);
    view.update({ channelId: 1, messages: range(1, 4), hasMore: false });
    view.update({ channelId: 1, messages: range(1, 6), hasMore: false });
    expect(pane.scrollTop).toBe(700);
    fireEvent.click(screen.getByRole('button', { name: '3 new messages' }));
    expect(pane.scrollTop).toBe(2_000);
    expect(screen.queryByTestId('messenger-jump')).toBeNull();
  });

  it(`renders only the newest ${WINDOW} messages held, the older ones when asked`, () => {
    renderList({ channelId: 1, messages: range(1, WINDOW + 20), hasMore: false });
    expect(texts()).toHaveLength(WINDOW);
    expect(texts()[0]).toContain('Message 21');
    fireEvent.click(screen.getByRole('button', { name: 'Show older messages' }));
    expect(texts()).toHaveLength(WINDOW + 20);
    expect(screen.queryByRole('button', { name: 'Show older messages' })).toBeNull();
  });

  it('asks for the page before the oldest message at the top, keeping the view where it was', async () => {
    const view = renderList({ channelId: 1, messages: range(60, 62), hasMore: true });
    view.request.mockImplementation(async () => ({ messengerContent: { channelId: 1, messages: range(58, 59), hasMore: false } }));
    scrollPane(1_000);
    const pane = scrollPane(10, 2_000);
    Object.defineProperty(pane, 'scrollHeight', { configurable: true, value: 2_000 });
    await waitFor(() => expect(view.request).toHaveBeenCalledWith(CONTENT_QUERY, { channelId: 1, beforeId: 60, limit: OLDER_PAGE }, expect.anything()));
    await waitFor(() => expect(view.queryClient.getQueryData<MessengerContent>(view.key)?.messages.map((message) => message.id)).toEqual([58, 59, 60, 61, 62]));
    Object.defineProperty(pane, 'scrollHeight', { configurable: true, value: 2_300 });
    act(() => view.update(view.queryClient.getQueryData<MessengerContent>(view.key)!));
    expect(texts()).toEqual([58, 59, 60, 61, 62].map((id) => expect.stringContaining(`Message ${id}`)));
    expect(pane.scrollTop).toBe(310);
  });
});
