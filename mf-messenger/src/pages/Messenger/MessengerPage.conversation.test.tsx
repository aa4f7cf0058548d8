import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { MessengerChannel, MessengerContent } from '@vx/shared';
import { channelKeys } from '../../queries/channels';
import { messageKeys, TOUCH_MUTATION } from '../../queries/messages';
import { channelOf, messageOf } from '../../testing/channels';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import MessengerPage from './MessengerPage';

const GUEST = { isLoggedIn: true, id: 7, balance: 100 };

/** The page with its list and conversations cached; the query service never answers. */
function renderPage(channels: MessengerChannel[], contents: MessengerContent[], route = '/en/messenger/?channel=1', restAnswer: (path: string) => Promise<unknown> = () => new Promise(() => undefined)) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  queryClient.setQueryData(channelKeys.page(GUEST.id, 'newest', false, 0), { channels, total: channels.length, unreadTotal: 0 });
  for (const content of contents) queryClient.setQueryData(messageKeys.channel(GUEST.id, content.channelId), content);
  const restCall = jest.fn(restAnswer);
  const view = renderWithPlatform(<MessengerPage />, { route, guest: GUEST, queryClient, restCall });
  (view.platform.vxql.request as jest.Mock).mockImplementation(() => new Promise(() => undefined));
  return Object.assign(view, { restCall });
}

const typing = () => screen.getByTestId('messenger-typing').textContent;

describe('MessengerPage conversation', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the actor typing until her message arrives', () => {
    const view = renderPage([channelOf(1)], [{ channelId: 1, messages: [], hasMore: false }]);
    act(() => view.bus.emit({ type: 'messengerTyping', channelId: 1, actorId: 101 }));
    expect(typing()).toBe('Actor1 is typing…');
    act(() => view.bus.emit({ type: 'messengerTyping', channelId: 2, actorId: 102 }));
    act(() => view.bus.emit({ type: 'messengerMessage', message: messageOf(9, 1) }));
    expect(typing()).toBe('');
  });

  it('stops showing her typing after 6 s without a message', () => {
    jest.useFakeTimers();
    const view = renderPage([channelOf(1)], [{ channelId: 1, messages: [], hasMore: false }]);
    act(() => view.bus.emit({ type: 'messengerTyping', channelId: 1, actorId: 101 }));
    act(() => jest.advanceTimersByTime(5_900));
    expect(typing()).toBe('Actor1 is typing…');
    act(() => jest.advanceTimersByTime(100));
    expect(typing()).toBe('');
  });

  it('sends a message refused for want of coins again, with its client id, after a paid top-up', async () => {
    const view = renderPage([channelOf(1)], [{ channelId: 1, messages: [], hasMore: false }]);
    view.openFlow.mockResolvedValueOnce('completed');
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: 'Hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(view.sent.at(-1)).toMatchObject({ type: 'sendMessage', data: 'Hi' }));
    const { messageId } = view.sent.at(-1) as { messageId: string };
    const before = view.sent.length;
    act(() => view.bus.emit({ type: 'messengerMessageRefused', clientId: messageId, code: 'insufficient_balance' }));
    await waitFor(() => expect(view.sent).toHaveLength(before + 1));
    expect(view.openFlow).toHaveBeenCalledWith('moneycharge');
    expect(view.sent.at(-1)).toMatchObject({ type: 'sendMessage', data: 'Hi', messageId });
    expect(screen.getByTestId('messenger-message').getAttribute('aria-busy')).toBe('true');
  });

  it('opens a chosen channel at its first unread message', () => {
    renderPage([channelOf(1, { unreadCount: 1, unread: true })], [{ channelId: 1, messages: [messageOf(4, 1), messageOf(5, 1)], hasMore: false }], '/en/messenger/');
    fireEvent.click(screen.getByTestId('messenger-channel'));
    const divider = screen.getByTestId('messenger-unread-from');
    expect((divider.nextElementSibling as HTMLElement).textContent).toContain('Message 5');
  });

  it('reads a channel opened by link, at its first unread message', async () => {
    const view = renderPage([channelOf(1, { unreadCount: 1, unread: true })], [{ channelId: 1, messages: [messageOf(4, 1), messageOf(5, 1)], hasMore: false }]);
    await waitFor(() => expect(view.platform.vxql.request).toHaveBeenCalledWith(TOUCH_MUTATION, { channelId: 1 }, expect.anything()));
    expect((screen.getByTestId('messenger-unread-from').nextElementSibling as HTMLElement).textContent).toContain('Message 5');
  });

  it("reads a channel opened by actor (her profile's message button), at its first unread message, and keeps it read", async () => {
    const mine = channelOf(1, { unreadCount: 2, unread: true });
    const view = renderPage([], [{ channelId: 1, messages: [messageOf(4, 1), messageOf(5, 1)], hasMore: false }], '/en/messenger/?actor=101', (path) =>
      path === 'messenger/channel/actor/101' ? Promise.resolve(mine) : new Promise(() => undefined),
    );
    await waitFor(() => expect(view.platform.vxql.request).toHaveBeenCalledWith(TOUCH_MUTATION, { channelId: 1 }, expect.anything()));
    expect((screen.getByTestId('messenger-unread-from').nextElementSibling as HTMLElement).textContent).toContain('Message 4');
    (view.platform.vxql.request as jest.Mock).mockClear();
    act(() => view.bus.emit({ type: 'messengerMessage', message: messageOf(9, 1) }));
    await waitFor(() => expect(view.platform.vxql.request).toHaveBeenCalledWith(TOUCH_MUTATION, { channelId: 1 }, expect.anything()));
  });

  it('places the slider of 5 recommendations, without her, beside an open conversation', () => {
    const view = renderPage([channelOf(1)], [{ channelId: 1, messages: [], hasMore: false }]);
    expect(view.restCall).toHaveBeenCalledWith('messenger/recommendations', expect.objectContaining({ payload: expect.objectContaining({ currentActorId: 101, useGrid: false }) }));
  });
});
