import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CHAT_TIMINGS, visitorGuest, type ActorProfile, type ChatButtonConfig, type ChatStartError, type IncomingEvent } from '@vx/shared';
import type { RenderWithPlatformOptions } from '@vx/shared/testing';
import ActorProfilePage from '../../pages/ActorProfile/ActorProfilePage';
import { FakeHls, stubMediaElement, withFakePlayer } from '../../testing/fakeHls';
import { actorProfile } from '../../testing/fixtures';
import { chatReceipt, chatSession, liveChatServer, type LiveChatServerOptions } from '../../testing/livechat';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { rememberStart } from '../pendingStart';
import { SEQUENCE_KEY } from '../sequence';

jest.mock('hls.js/light', () => jest.requireActual('../../testing/fakeHls').fakeHlsModule);

const loggedIn = { isLoggedIn: true, id: 7, name: 'guest' };

function actorWith(config: Partial<ChatButtonConfig> = {}, changes: Partial<ActorProfile> = {}): ActorProfile {
  const actor = actorProfile(1, changes);
  return { ...actor, chatButtonConfig: { ...actor.chatButtonConfig, ...config } };
}

function renderProfile(server: Omit<LiveChatServerOptions, 'actor'> & { actor?: ActorProfile } = {}, options: RenderWithPlatformOptions = {}) {
  const rest = liveChatServer({ actor: server.actor ?? actorWith(), ...server });
  const view = renderWithPlatform(<ActorProfilePage />, { restCall: rest, route: '/en/amateur/lena1/', path: '/en/amateur/:actorName/', guest: loggedIn, ...options });
  return { ...view, rest };
}

const startCalls = (rest: jest.Mock) => rest.mock.calls.filter(([path]) => path === 'livechat/start').map(([, call]) => call.payload);
const emit = (bus: { emit: (event: IncomingEvent) => void }, event: IncomingEvent) => act(() => bus.emit(event));

describe('the live chat on the actor profile', () => {
  let restore: () => void;
  beforeEach(() => {
    FakeHls.reset();
    sessionStorage.clear();
    restore = stubMediaElement();
  });
  afterEach(() => restore());

  it('starts a video chat from the chat button of a logged-in guest and opens the session', async () => {
    sessionStorage.setItem(SEQUENCE_KEY, '4');
    const { rest } = renderProfile({ start: [{ success: true, data: chatSession() }] });
    fireEvent.click(await screen.findByTestId('chat-button'));
    expect(await screen.findByTestId('chat-session')).toBeTruthy();
    expect(startCalls(rest)).toEqual([{ actorId: 1, kind: 'videoChat', sequence: 5 }]);
    expect(sessionStorage.getItem(SEQUENCE_KEY)).toBe('5');
    expect(screen.getByTestId('live-video')).toBeTruthy();
    expect(screen.getByTestId('chat-meter')).toBeTruthy();
    // The session replaces the button.
    expect(screen.queryByTestId('chat-button')).toBeNull();
  });

  it.each([
    ['online', 'videoChat'],
    ['voucherChat', 'videoChat'],
    ['voyeur', 'voyeur'],
    ['ticketShow', 'ticketShow'],
    ['freeChat', 'freeChat'],
    ['mobileVideocall', 'mobileVideocall'],
  ] as const)('starts the kind the config decides: %s → %s', async (buttonText, kind) => {
    const { rest } = renderProfile({ actor: actorWith({ buttonText }), start: [{ success: true, data: chatSession({ kind }) }] });
    fireEvent.click(await screen.findByTestId('chat-button'));
    await screen.findByTestId('chat-session');
    expect(startCalls(rest)).toEqual([expect.objectContaining({ kind })]);
  });

  it('sends a visitor to login first, then starts the chat he asked for once his socket runs as him, without a second press', async () => {
    const view = renderProfile({ start: [{ success: true, data: chatSession() }] }, { guest: undefined });
    fireEvent.click(await screen.findByTestId('chat-button'));
    expect(view.openFlow).toHaveBeenCalledWith('login');
    expect(startCalls(view.rest)).toEqual([]);
    // The login: the page's guest changes, then the socket's new session is acknowledged.
    view.setGuest({ ...visitorGuest('en'), ...loggedIn });
    expect(startCalls(view.rest)).toEqual([]);
    emit(view.bus, { type: 'sessionAcknowledge', guestId: 7 });
    expect(await screen.findByTestId('chat-session')).toBeTruthy();
    expect(startCalls(view.rest)).toEqual([{ actorId: 1, kind: 'videoChat', sequence: expect.any(Number) }]);
    // Once only: a later session of the socket starts nothing more.
    emit(view.bus, { type: 'sessionAcknowledge', guestId: 7 });
    expect(startCalls(view.rest)).toHaveLength(1);
  });

  it('continues on the ack that came before the page knew the guest, and not on another actor\'s profile', async () => {
    const view = renderProfile({ start: [{ success: true, data: chatSession() }] }, { guest: undefined });
    fireEvent.click(await screen.findByTestId('chat-button'));
    emit(view.bus, { type: 'sessionAcknowledge', guestId: 7 });
    view.setGuest({ ...visitorGuest('en'), ...loggedIn });
    await screen.findByTestId('chat-session');
    expect(startCalls(view.rest)).toHaveLength(1);
    view.unmount();

    rememberStart(2, 'videoChat');
    const other = renderProfile({}, { guest: undefined });
    await screen.findByTestId('chat-button');
    emit(other.bus, { type: 'sessionAcknowledge', guestId: 7 });
    other.setGuest({ ...visitorGuest('en'), ...loggedIn });
    await screen.findByTestId('chat-button');
    expect(startCalls(other.rest)).toEqual([]);
  });

  it('offers voyeur and toy control beside the button where the actor has them', async () => {
    const actor = actorWith({ isVoyeurChatAvailable: true }, { chatFeatures: { livePreview: false, hd: true, audio: false, dildocontrol: true } });
    const { rest } = renderProfile({ actor, start: [{ success: true, data: chatSession({ kind: 'toyControl' }) }] });
    expect((await screen.findByTestId('chat-button-voyeur')).textContent).toContain('Watch Lena1 as a voyeur');
    expect(screen.getByTestId('chat-button-voyeur').textContent).toContain('40 VXC / min');
    fireEvent.click(screen.getByTestId('chat-button-toyControl'));
    await screen.findByTestId('chat-session');
    expect(startCalls(rest)).toEqual([expect.objectContaining({ kind: 'toyControl' })]);
  });

  it('offers no other kinds where the actor has none', async () => {
    renderProfile();
    await screen.findByTestId('chat-button');
    expect(screen.queryByTestId('chat-button-voyeur')).toBeNull();
    expect(screen.queryByTestId('chat-button-toyControl')).toBeNull();
  });

  it('sends a visitor to login instead', async () => {
    const { rest, openFlow } = renderProfile({}, { guest: { isLoggedIn: false } });
    fireEvent.click(await screen.findByTestId('chat-button'));
    expect(openFlow).toHaveBeenCalledWith('login');
    expect(startCalls(rest)).toEqual([]);
  });

  it.each([
    ['Guest offline', 'Your connection to the chat server is down. Check your internet connection and try again.'],
    ['Wrong sequence number', 'This start was overtaken by a newer one (another tab?). Please try again.'],
    ['actor_offline', 'Lena1 has just gone offline. Leave her a message or come back later.'],
    ['kind_not_offered', 'Lena1 does not offer this kind of chat right now.'],
    ['insufficient_balance', 'You do not have enough coins for this chat. Top up to start.'],
    ['ticket_required', 'This show needs a ticket. Get one, then join.'],
    ['banned_country', 'This chat is not available in your country.'],
  ] as [ChatStartError, string][])('says what the refusal %s means', async (error, message) => {
    renderProfile({ start: [{ success: false, error, exitCode: null }] });
    fireEvent.click(await screen.findByTestId('chat-button'));
    const alert = await screen.findByTestId('chat-error');
    expect(alert.textContent).toBe(message);
    expect(screen.queryByTestId('chat-session')).toBeNull();
  });

  it('says a start that got no answer failed, and tries again on the button', async () => {
    let calls = 0;
    const { rest } = renderProfile({
      start: [
        () => {
          calls += 1;
          if (calls === 1) throw new Error('offline');
          return { success: true, data: chatSession() };
        },
      ],
    });
    fireEvent.click(await screen.findByTestId('chat-button'));
    expect((await screen.findByTestId('chat-error')).textContent).toBe('The chat could not be started. Check your connection and try again.');
    fireEvent.click(screen.getByTestId('chat-retry'));
    await screen.findByTestId('chat-session');
    const [first, second] = startCalls(rest);
    expect(second.sequence).toBe(first.sequence + 1);
  });

  it('offers a top-up for a short balance: one-click or the moneycharge flow', async () => {
    const view = renderProfile({ start: [{ success: false, error: 'insufficient_balance', exitCode: null }] });
    fireEvent.click(await screen.findByTestId('chat-button'));
    await screen.findByTestId('chat-error');
    fireEvent.click(screen.getByRole('button', { name: 'Buy coins' }));
    expect(view.openFlow).toHaveBeenCalledWith('moneycharge');
    fireEvent.click(screen.getByTestId('one-click-ask'));
    expect(view.sent).toContainEqual({ type: 'canOneClick' });
  });

  it('leads a ticket show without a ticket to the live-show page', async () => {
    renderProfile({ actor: actorWith({ buttonText: 'ticketShow' }), start: [{ success: false, error: 'ticket_required', exitCode: null }] });
    fireEvent.click(await screen.findByTestId('chat-button'));
    await screen.findByTestId('chat-error');
    expect(screen.getByRole('link', { name: 'Get a ticket for the show' }).getAttribute('href')).toBe('/en/amateur/lena1/live-show/');
  });

  it('shows its own running session for "Already in progress"', async () => {
    const running = chatSession();
    let current: unknown = null;
    const rest = liveChatServer({ actor: actorWith(), start: [{ success: false, error: 'Already in progress', exitCode: null }] });
    const base = rest.getMockImplementation()!;
    rest.mockImplementation(async (path: string, call?: object) => (path === 'livechat/current' ? { session: current } : base(path, call)));
    renderWithPlatform(<ActorProfilePage />, { restCall: rest, route: '/en/amateur/lena1/', path: '/en/amateur/:actorName/', guest: loggedIn });
    const button = await screen.findByTestId('chat-button');
    current = running; // started in another tab meanwhile
    fireEvent.click(button);
    expect(await screen.findByTestId('chat-session')).toBeTruthy();
    expect(screen.queryByTestId('chat-error')).toBeNull();
  });

  it('reopens the running session with this actor after a reload (livechat/current)', async () => {
    const { rest } = renderProfile({ current: chatSession() });
    expect(await screen.findByTestId('chat-session')).toBeTruthy();
    expect(startCalls(rest)).toEqual([]);
  });

  it('names a running session with another actor instead of starting one', async () => {
    renderProfile({ current: chatSession({ actorId: 2, actorName: 'Mia2', chatId: 'chat-9' }) });
    expect((await screen.findByTestId('chat-elsewhere')).textContent).toContain('You are in a live chat with Mia2.');
    expect(screen.getByRole('link', { name: 'Back to Mia2' }).getAttribute('href')).toBe('/en/amateur/mia2/');
  });

  it('follows liveChatState: a billed minute and a renewed grant', async () => {
    const view = renderProfile({ current: chatSession() });
    await screen.findByTestId('chat-session');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    emit(view.bus, { type: 'liveChatState', session: chatSession({ minutesBilled: 2, coinsSpent: 80, paidUntil: new Date(Date.now() + 60_000).toISOString(), streamUrl: '/live/1/master.m3u8?grant=g2' }) });
    await waitFor(() => expect(screen.getByTestId('chat-meter').getAttribute('data-coins-spent')).toBe('80'));
    expect(FakeHls.instances).toHaveLength(1);
    await waitFor(() => expect(FakeHls.last.grantHeader()).toBe('g2'));
  });

  it('shows the receipt on chatEnd of this session, then takes a rating and the survey', async () => {
    const view = renderProfile({ current: chatSession() });
    await screen.findByTestId('chat-session');
    emit(view.bus, { type: 'chatEnd', ...chatReceipt({ exitCode: 501 }) });
    const receipt = screen.getByTestId('chat-receipt');
    expect(screen.queryByTestId('chat-session')).toBeNull();
    expect(within(receipt).getByTestId('exit-message').textContent).toBe('The chat ended because your coins ran out. Top up to chat again.');
    expect(receipt.textContent).toContain('Video chat');
    expect(receipt.textContent).toContain('03:05');
    expect(receipt.textContent).toContain('40 VXC / min');
    expect(within(receipt).getByTestId('receipt-total').textContent).toBe('175 VXC');
    fireEvent.click(within(receipt).getByTestId('rate-like'));
    expect(await within(receipt).findByTestId('rating-thanks')).toBeTruthy();
    expect(view.rest).toHaveBeenCalledWith('livechat/chat-1/rating', expect.objectContaining({ method: 'POST', payload: { rating: 5 } }));
    fireEvent.click(within(receipt).getByLabelText('Too expensive'));
    fireEvent.change(within(receipt).getByLabelText('Anything else you want to tell us? (optional)'), { target: { value: ' Nice ' } });
    fireEvent.click(within(receipt).getByRole('button', { name: 'Send feedback' }));
    expect(await within(receipt).findByTestId('survey-thanks')).toBeTruthy();
    expect(view.rest).toHaveBeenCalledWith('survey/chatexit', expect.objectContaining({ method: 'POST', payload: { chatId: 'chat-1', reasons: ['too_expensive'], text: 'Nice' } }));
    fireEvent.click(within(receipt).getByTestId('receipt-close'));
    expect(screen.queryByTestId('chat-receipt')).toBeNull();
    expect(await screen.findByTestId('chat-button')).toBeTruthy();
  });

  it('ignores the chatEnd of another actor', async () => {
    const view = renderProfile({ current: chatSession() });
    await screen.findByTestId('chat-session');
    emit(view.bus, { type: 'chatEnd', ...chatReceipt({ chatId: 'chat-9', actorId: 2, actorName: 'Mia2' }) });
    expect(screen.queryByTestId('chat-receipt')).toBeNull();
    expect(screen.getByTestId('chat-session')).toBeTruthy();
  });

  it('ends the session with exit code 100 and shows the answer as the receipt', async () => {
    const { rest } = renderProfile({ current: chatSession() });
    fireEvent.click(await screen.findByTestId('chat-end'));
    const receipt = await screen.findByTestId('chat-receipt');
    expect(rest).toHaveBeenCalledWith('livechat/chat-1/end', expect.objectContaining({ method: 'POST', payload: { exitCode: 100 } }));
    expect(within(receipt).getByTestId('exit-message').textContent).toBe('You ended the chat.');
  });

  it('ends a running session when the guest leaves the page, and not before', async () => {
    const { rest, unmount } = renderProfile({ current: chatSession() });
    await screen.findByTestId('chat-session');
    const endCalls = () => rest.mock.calls.filter(([path]) => path === 'livechat/chat-1/end');
    expect(endCalls()).toHaveLength(0);
    unmount();
    await waitFor(() => expect(endCalls()).toHaveLength(1));
    expect(endCalls()[0][1]).toEqual(expect.objectContaining({ method: 'POST', payload: { exitCode: 100 } }));
  });
});

describe('a start that timed out', () => {
  withFakePlayer();
  beforeEach(() => sessionStorage.clear());

  it('is tried once more after CHAT_TIMINGS.startRetryMs, with a new sequence', async () => {
    const { rest } = renderProfile({ start: [{ success: false, error: 'Timeout', exitCode: 199 }, { success: true, data: chatSession() }] });
    fireEvent.click(await screen.findByTestId('chat-button'));
    await waitFor(() => expect(screen.getByTestId('chat-starting').textContent).toBe('The start is taking longer than usual. Trying once more…'));
    await act(() => jest.advanceTimersByTimeAsync(CHAT_TIMINGS.startRetryMs - 10));
    expect(startCalls(rest)).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(await screen.findByTestId('chat-session')).toBeTruthy();
    const [first, second] = startCalls(rest);
    expect(second).toEqual({ ...first, sequence: first.sequence + 1 });
  });

  it('is not tried a third time', async () => {
    const { rest } = renderProfile({ start: [{ success: false, error: 'Timeout', exitCode: 199 }] });
    fireEvent.click(await screen.findByTestId('chat-button'));
    await screen.findByTestId('chat-starting');
    await act(() => jest.advanceTimersByTimeAsync(CHAT_TIMINGS.startRetryMs));
    expect((await screen.findByTestId('chat-error')).textContent).toBe('The chat did not start in time. Please try again.');
    await act(() => jest.advanceTimersByTimeAsync(CHAT_TIMINGS.startRetryMs * 3));
    expect(startCalls(rest)).toHaveLength(2);
  });
});
