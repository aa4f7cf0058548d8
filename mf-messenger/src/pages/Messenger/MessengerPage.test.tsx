import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { MessengerChannel, MessengerContent } from '@vx/shared';
import { channelKeys, CHANNELS_QUERY } from '../../queries/channels';
import { CONTENT_QUERY, messageKeys, TOUCH_MUTATION } from '../../queries/messages';
import { channelOf, messageOf } from '../../testing/channels';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import MessengerPage from './MessengerPage';

// Coins enough for the paid messages sent here: a send the balance does not cover opens moneycharge first.
const GUEST = { isLoggedIn: true, id: 7, balance: 100 };

function seeded(channels: MessengerChannel[], contents: MessengerContent[] = []) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  queryClient.setQueryData(channelKeys.page(GUEST.id, 'newest', false, 0), { channels, total: channels.length, unreadTotal: 0 });
  for (const content of contents) queryClient.setQueryData(messageKeys.channel(GUEST.id, content.channelId), content);
  return queryClient;
}

function renderPage(channels: MessengerChannel[], contents: MessengerContent[] = [], route = '/en/messenger/') {
  const view = renderWithPlatform(<MessengerPage />, { route, guest: GUEST, queryClient: seeded(channels, contents) });
  const request = view.platform.vxql.request as jest.Mock;
  request.mockImplementation(() => new Promise(() => undefined));
  // Assigned, not spread: `location` and `platform` are getters that must stay live.
  return Object.assign(view, { request });
}

const rows = () => screen.getAllByTestId('messenger-channel');

describe('MessengerPage', () => {
  it('asks a visitor to log in and opens the login flow', () => {
    const view = renderWithPlatform(<MessengerPage />, { route: '/en/messenger/' });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(view.openFlow).toHaveBeenCalledWith('login');
    expect(screen.queryByTestId('messenger-channel')).toBeNull();
  });

  it('lists the channels with name, age, unread badge and online state', () => {
    renderPage([channelOf(1, { unreadCount: 3, unread: true, isActorOnline: true }), channelOf(2)]);
    expect(rows()).toHaveLength(2);
    expect(within(rows()[0]).getByText('Actor1, 21')).toBeTruthy();
    expect(within(rows()[0]).getByLabelText('3 unread messages').textContent).toBe('3');
    expect(within(rows()[0]).getByTestId('messenger-online').textContent).toBe('Online');
    expect(within(rows()[1]).queryByTestId('messenger-unread')).toBeNull();
  });

  it('follows the actors going online and offline on the bus', async () => {
    const view = renderPage([channelOf(1, { isActorOnline: true }), channelOf(2)]);
    act(() => {
      view.bus.emit({ type: 'actorOffline', actorId: 101 });
      view.bus.emit({ type: 'actorOnline', actorId: 102 });
    });
    await waitFor(() => expect(rows().map((row) => within(row).getByTestId('messenger-online').textContent)).toEqual(['Offline', 'Online']));
  });

  it('asks for the channels of another filter and of online actors only', () => {
    const { request } = renderPage([channelOf(1)]);
    fireEvent.click(screen.getByRole('button', { name: 'Unread' }));
    expect(request).toHaveBeenLastCalledWith(CHANNELS_QUERY, { filter: 'unread', online: false, offset: 0, limit: 500 }, expect.anything());
    expect(screen.getByRole('button', { name: 'Unread' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Online only' }));
    expect(request).toHaveBeenLastCalledWith(CHANNELS_QUERY, { filter: 'unread', online: true, offset: 0, limit: 500 }, expect.anything());
  });

  it('marks a chosen channel read and shows its conversation in place of the list on a phone', async () => {
    const view = renderPage([channelOf(1, { unreadCount: 2, unread: true })], [{ channelId: 1, messages: [messageOf(5, 1)], hasMore: false }]);
    expect(getComputedStyle(screen.getByTestId('messenger-conversation-pane')).display).toBe('none');
    fireEvent.click(rows()[0]);
    await waitFor(() => expect(view.request).toHaveBeenCalledWith(TOUCH_MUTATION, { channelId: 1 }, expect.anything()));
    await waitFor(() => expect(within(rows()[0]).queryByTestId('messenger-unread')).toBeNull());
    expect(screen.getByText('Message 5')).toBeTruthy();
    expect(getComputedStyle(screen.getByTestId('messenger-list-pane')).display).toBe('none');
    expect(getComputedStyle(screen.getByTestId('messenger-conversation-pane')).display).toBe('flex');
    expect(view.location.search).toBe('?channel=1');
  });

  it('shows the list alone on a phone until a channel is chosen, and goes back to it', () => {
    const view = renderPage([channelOf(1)], [{ channelId: 1, messages: [], hasMore: false }], '/en/messenger/?channel=1');
    expect(getComputedStyle(screen.getByTestId('messenger-list-pane')).display).toBe('none');
    fireEvent.click(screen.getByTestId('messenger-back'));
    expect(view.location.search).toBe('');
    expect(getComputedStyle(screen.getByTestId('messenger-list-pane')).display).toBe('flex');
    expect(getComputedStyle(screen.getByTestId('messenger-conversation-pane')).display).toBe('none');
  });

  it('renders a message of HTML as text', () => {
    const html = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    renderPage([channelOf(1)], [{ channelId: 1, messages: [messageOf(5, 1, { text: html })], hasMore: false }], '/en/messenger/?channel=1');
    const message = screen.getByTestId('messenger-message');
    expect(message.textContent).toBe(html);
    expect(message.querySelector('img, script')).toBeNull();
  });

  it('names the type of a notice message', () => {
    renderPage([channelOf(1)], [{ channelId: 1, messages: [messageOf(5, 1, { messageType: 'charge_failure', senderType: 'system', text: '' })], hasMore: false }], '/en/messenger/?channel=1');
    expect(screen.getByTestId('messenger-message').textContent).toBe('Payment failed');
  });

  it('shows the price before sending, the message pending until the ack, then the stored one', async () => {
    const view = renderPage([channelOf(1, { messagePrice: 3 })], [{ channelId: 1, messages: [], hasMore: false }], '/en/messenger/?channel=1');
    expect(screen.getByTestId('messenger-price').textContent).toBe('3 VXC per message');
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: 'Hello <b>you</b>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const sent = view.sent.at(-1) as { type: string; channelId: number; data: string; messageId: string };
    expect(sent).toMatchObject({ type: 'sendMessage', channelId: 1, messageType: 'text', data: 'Hello <b>you</b>' });
    const pending = screen.getByTestId('messenger-message');
    expect(pending.getAttribute('aria-busy')).toBe('true');
    expect(within(pending).getByText('Sending…')).toBeTruthy();
    act(() => {
      view.bus.emit({ type: 'messengerMessage', message: messageOf(9, 1, { senderType: 'guest', text: 'Hello <b>you</b>', clientId: sent.messageId, price: 3 }) });
      view.bus.emit({ type: 'messengerMessageAck', clientId: sent.messageId, messageId: 9 });
    });
    await waitFor(() => expect(screen.getAllByTestId('messenger-message')).toHaveLength(1));
    const messages = screen.getAllByTestId('messenger-message');
    expect(messages[0].getAttribute('aria-busy')).toBeNull();
    expect(messages[0].textContent).toBe('Hello <b>you</b>');
  });

  it('tells free messages left before the price', () => {
    renderPage([channelOf(1, { freeMessagesAmount: 2, isMessagingFree: true })], [{ channelId: 1, messages: [], hasMore: false }], '/en/messenger/?channel=1');
    expect(screen.getByTestId('messenger-price').textContent).toBe('2 free messages left');
  });

  it('opens moneycharge when a message is refused for want of coins', () => {
    const view = renderPage([channelOf(1)], [{ channelId: 1, messages: [], hasMore: false }], '/en/messenger/?channel=1');
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: 'Hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const { messageId } = view.sent.at(-1) as { messageId: string };
    act(() => view.bus.emit({ type: 'messengerMessageRefused', clientId: messageId, code: 'insufficient_balance' }));
    expect(view.openFlow).toHaveBeenCalledWith('moneycharge');
    expect(screen.getByRole('alert').textContent).toBe('Not sent: your balance is too low.');
  });

  it('asks for the content of a channel it has not cached', () => {
    const { request } = renderPage([channelOf(1)], [], '/en/messenger/?channel=1');
    expect(request).toHaveBeenCalledWith(CONTENT_QUERY, { channelId: 1 }, expect.anything());
  });
});

describe('MessengerPage channel actions', () => {
  it('sees every channel when opened', () => {
    const view = renderPage([channelOf(1)]);
    expect(view.sent).toContainEqual({ type: 'setAllChannelsSeen' });
  });

  function renderWithRest(answers: Record<string, unknown>) {
    const restCall = jest.fn(async (path: string) => answers[path]);
    const view = renderWithPlatform(<MessengerPage />, {
      route: '/en/messenger/?channel=1',
      guest: GUEST,
      restCall,
      queryClient: seeded([channelOf(1), channelOf(2)], [{ channelId: 1, messages: [messageOf(5, 1)], hasMore: false }]),
    });
    (view.platform.vxql.request as jest.Mock).mockImplementation(() => new Promise(() => undefined));
    return Object.assign(view, { restCall });
  }

  it('archives the open channel, asks for the lists again and keeps its conversation by actor without selecting it', async () => {
    const archived = channelOf(1, { archived: true });
    const view = renderWithRest({ 'messenger/channel/1/archive': { channel: archived }, 'messenger/channel/actor/101': archived });
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(view.restCall).toHaveBeenCalledWith('messenger/channel/1/archive', expect.objectContaining({ method: 'POST', payload: { status: true } })));
    await waitFor(() => expect(view.location.search).toBe('?actor=101'));
    expect(view.queryClient.getQueryState(channelKeys.page(GUEST.id, 'newest', false, 0))?.isInvalidated).toBe(true);
    // The location is read while rendering; the page's commit of the navigation may come a moment later.
    expect(await screen.findByRole('button', { name: 'Restore from archive' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Actor1' })).toBeTruthy();
    expect(screen.getByText('Message 5')).toBeTruthy();
    expect(rows().some((row) => row.getAttribute('aria-current') === 'true')).toBe(false);
  });

  it('blocks the open channel, asks for the lists again and goes back to the list', async () => {
    const view = renderWithRest({ 'messenger/channel/1/block': { channel: channelOf(1, { blocked: true }) } });
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(view.restCall).toHaveBeenCalledWith('messenger/channel/1/block', expect.objectContaining({ method: 'POST', payload: { status: true } })));
    await waitFor(() => expect(view.location.search).toBe(''));
    expect(view.queryClient.getQueryState(channelKeys.page(GUEST.id, 'newest', false, 0))?.isInvalidated).toBe(true);
  });

  it('reselects the open channel by actor when another tab archives it', async () => {
    const view = renderWithRest({ 'messenger/channel/actor/101': channelOf(1, { archived: true }) });
    act(() => view.bus.emit({ type: 'channelArchived', channelId: 1, status: true }));
    await waitFor(() => expect(view.location.search).toBe('?actor=101'));
    expect(screen.getByRole('heading', { name: 'Actor1' })).toBeTruthy();
  });

  it('leaves the open channel alone when another tab archives another one', () => {
    const view = renderWithRest({});
    act(() => view.bus.emit({ type: 'channelArchived', channelId: 2, status: true }));
    expect(view.location.search).toBe('?channel=1');
  });
});

describe('MessengerPage in step with other tabs', () => {
  it.each([
    ['channelArchived', { type: 'channelArchived', channelId: 1, status: true }],
    ['messengerContentChange', { type: 'messengerContentChange', channelId: 1 }],
  ] as const)('asks for the channels again on %s', (_, event) => {
    const view = renderPage([channelOf(1)]);
    act(() => view.bus.emit(event));
    expect(view.request).toHaveBeenCalledWith(CHANNELS_QUERY, { filter: 'newest', online: false, offset: 0, limit: 500 }, expect.anything());
  });
});

describe('MessengerPage on new messages', () => {
  it('patches the list in place: one more unread, newest first, no new request', async () => {
    const view = renderPage([channelOf(1, { lastMessageId: 1 }), channelOf(2, { lastMessageId: 2 })]);
    act(() => view.bus.emit({ type: 'messengerMessage', message: messageOf(9, 2, { created: '2026-11-26T11:00:00.000Z' }) }));
    await waitFor(() => expect(within(rows()[0]).getByText('Actor2, 22')).toBeTruthy());
    expect(within(rows()[0]).getByLabelText('1 unread message').textContent).toBe('1');
    const [cached] = view.queryClient.getQueryData<{ channels: MessengerChannel[] }>(channelKeys.page(GUEST.id, 'newest', false, 0))!.channels;
    expect(cached).toMatchObject({ id: 2, messageTimestamp: '2026-11-26T11:00:00.000Z', lastMessageId: 9 });
    expect(within(rows()[0]).getByTestId('messenger-last-message').getAttribute('dateTime')).toBe('2026-11-26T11:00:00.000Z');
    expect(view.request).not.toHaveBeenCalledWith(CHANNELS_QUERY, expect.anything(), expect.anything());
  });

  it('keeps the open channel read and tells the server', async () => {
    const view = renderPage([channelOf(1, { lastMessageId: 1 }), channelOf(2, { lastMessageId: 2 })], [{ channelId: 1, messages: [], hasMore: false }], '/en/messenger/?channel=1');
    act(() => view.bus.emit({ type: 'messengerMessage', message: messageOf(9, 1) }));
    await waitFor(() => expect(screen.getByText('Message 9')).toBeTruthy());
    expect(within(rows()[0]).queryByTestId('messenger-unread')).toBeNull();
    expect(view.request).toHaveBeenCalledWith(TOUCH_MUTATION, { channelId: 1 }, expect.anything());
  });

  it('asks the list again for a channel it does not hold', () => {
    const view = renderPage([channelOf(1, { lastMessageId: 1 })]);
    act(() => view.bus.emit({ type: 'messengerMessage', message: messageOf(9, 5) }));
    expect(view.request).toHaveBeenCalledWith(CHANNELS_QUERY, { filter: 'newest', online: false, offset: 0, limit: 500 }, expect.anything());
  });
});

describe('MessengerPage after a reconnect', () => {
  it('sends the unconfirmed message again with the same client id and asks for what came after the last message held', async () => {
    const view = renderPage([channelOf(1)], [{ channelId: 1, messages: [messageOf(5, 1)], hasMore: false }], '/en/messenger/?channel=1');
    view.request.mockImplementation(async (query: string) =>
      query === CONTENT_QUERY ? { messengerContent: { channelId: 1, messages: [messageOf(6, 1, { text: 'Missed' })], hasMore: false } } : new Promise(() => undefined),
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: 'Still there?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const { messageId } = view.sent.at(-1) as { messageId: string };
    act(() => view.bus.emit({ type: 'sessionAcknowledge', guestId: GUEST.id }));
    expect(view.sent.at(-1)).toMatchObject({ type: 'sendMessage', channelId: 1, data: 'Still there?', messageId });
    expect(view.request).toHaveBeenCalledWith(CONTENT_QUERY, { channelId: 1, sinceId: 5 }, expect.anything());
    expect(view.request).toHaveBeenCalledWith(CHANNELS_QUERY, { filter: 'newest', online: false, offset: 0, limit: 500 }, expect.anything());
    await waitFor(() => expect(screen.getByText('Missed')).toBeTruthy());
    expect(screen.getAllByTestId('messenger-message').map((message) => message.textContent)).toEqual(['Message 5', 'Missed', 'Still there?Sending…']);
  });

  it('keeps a message pending across leaving the conversation until the server confirms it', async () => {
    renderPage([channelOf(1)], [{ channelId: 1, messages: [], hasMore: false }], '/en/messenger/?channel=1');
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: 'Wait' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    fireEvent.click(screen.getByTestId('messenger-back'));
    fireEvent.click(rows()[0]);
    expect(screen.getByTestId('messenger-message').getAttribute('aria-busy')).toBe('true');
  });
});
