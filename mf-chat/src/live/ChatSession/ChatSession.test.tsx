import { act, fireEvent, screen, within } from '@testing-library/react';
import { CHAT_TIMINGS, TIME_LIMITS, type ChatSession as Session, type IncomingEvent } from '@vx/shared';
import { actorProfile } from '../../testing/fixtures';
import { FakeHls, withFakePlayer } from '../../testing/fakeHls';
import { chatMessage, chatSession } from '../../testing/livechat';
import { renderWithPlatform } from '../../testing/renderWithPlatform';
import { ChatSession } from './ChatSession';

jest.mock('hls.js/light', () => jest.requireActual('../../testing/fakeHls').fakeHlsModule);

const toy = { id: 7, displayName: 'Wave', duration: 10, random: false, price: { value: 15, currency: 'VXC' } };
const gift = { id: 3, name: 'Rose', price: { value: 20, currency: 'VXC' }, imageUrl: '', active: true, vip: false, categoryId: 1 };

function server({ gifts = [gift] } = {}) {
  return jest.fn(async (path: string) => {
    if (path === 'livechat/catalogue') return { gifts, toyControls: [toy] };
    throw new Error(`unexpected ${path}`);
  });
}

function renderSession(changes: Partial<Session> = {}, { dildocontrol = false, gifts = [gift] } = {}) {
  const onEnd = jest.fn();
  const session = chatSession(changes);
  const actor = actorProfile(1, { chatFeatures: { livePreview: false, hd: true, audio: false, dildocontrol } });
  const view = renderWithPlatform(<ChatSession session={session} actor={actor} onEnd={onEnd} />, { restCall: server({ gifts }), guest: { isLoggedIn: true, id: 7 } });
  (view.platform.vxql.request as jest.Mock).mockResolvedValue({ toyControls: [toy] });
  return { ...view, onEnd, session };
}

const emit = (view: { bus: { emit: (event: IncomingEvent) => void } }, event: IncomingEvent) => act(() => view.bus.emit(event));
const tick = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('ChatSession', () => {
  withFakePlayer({ now: Date.parse('2026-11-20T20:00:00.000Z') });

  it('plays the session stream and ticks the meter every second', async () => {
    renderSession();
    await tick(0);
    expect(FakeHls.last.source).toBe('/live/1/master.m3u8?grant=g1');
    const meter = screen.getByTestId('chat-meter');
    expect(meter.textContent).toContain('00:00');
    await tick(65_000);
    expect(meter.textContent).toContain('01:05');
    expect(meter.getAttribute('data-minutes')).toBe('2');
    expect(meter.getAttribute('data-coins-spent')).toBe('80');
  });

  it('sends a message into the session and shows it until the server echoes it', async () => {
    const view = renderSession({ kind: 'freeChat', pricePerMinute: 0, minutesLeft: null, paidUntil: null, freeUntil: new Date(Date.now() + 120_000).toISOString() });
    const composer = screen.getByTestId('chat-composer');
    fireEvent.change(within(composer).getByRole('textbox'), { target: { value: '  Hello Lena  ' } });
    fireEvent.submit(composer);
    expect(view.sent).toEqual([
      expect.objectContaining({
        type: 'sendMessage',
        channelId: 1,
        messageType: 'text',
        senderType: 'guest',
        isVideochat: true,
        isFreechat: true,
        data: 'Hello Lena',
        includedGifts: [],
        chatId: 'chat-1',
        messageId: expect.stringMatching(/.{8,}/),
      }),
    ]);
    const { messageId } = view.sent[0] as { messageId: string };
    expect(screen.getAllByTestId('chat-message').map((item) => item.textContent)).toEqual(['You: Hello Lena']);
    emit(view, { type: 'liveChatMessage', message: chatMessage({ messageId, senderType: 'guest', text: 'Hello Lena' }) });
    emit(view, { type: 'liveChatMessage', message: chatMessage({ messageId: 'other-chat', chatId: 'chat-2', text: 'not mine' }) });
    expect(screen.getAllByTestId('chat-message')).toHaveLength(1);
  });

  it('renders a message with markup as text, never as HTML', () => {
    const view = renderSession();
    emit(view, { type: 'liveChatMessage', message: chatMessage({ text: '<img src=x onerror="alert(1)"><b>bold</b>' }) });
    const message = screen.getByTestId('chat-message');
    expect(message.textContent).toContain('<img src=x onerror="alert(1)"><b>bold</b>');
    expect(message.querySelector('img, b')).toBeNull();
  });

  it('says the server\'s system messages in the guest\'s language', () => {
    const view = renderWithPlatform(<ChatSession session={chatSession()} actor={actorProfile(1)} onEnd={jest.fn()} />, { restCall: server(), guest: { isLoggedIn: true, id: 7 }, language: 'de' });
    emit(view, { type: 'liveChatMessage', message: chatMessage({ messageId: 's1', senderType: 'system', messageType: 'chat_start', text: 'chat_start' }) });
    emit(view, { type: 'liveChatMessage', message: chatMessage({ messageId: 's2', senderType: 'system', messageType: 'charge_success', text: 'charge_success', amount: 250 }) });
    expect(screen.getAllByTestId('chat-message').map((item) => item.textContent)).toEqual(['Der Chat hat begonnen.', 'Deine Aufladung über 250 VXC ist angekommen.']);
  });

  it('turns the composer off for a voyeur and says why', () => {
    const view = renderSession({ kind: 'voyeur', canWrite: false });
    const input = within(screen.getByTestId('chat-composer')).getByRole('textbox');
    expect((input as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('composer-closed').textContent).toBe('As a voyeur you watch only: you cannot write in this chat.');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByTestId('composer-closed').id);
    fireEvent.submit(screen.getByTestId('chat-composer'));
    expect(view.sent).toEqual([]);
  });

  it('ends at once in the first CHAT_TIMINGS.minDurationBeforeExitPrompt seconds, asks after them', async () => {
    const { onEnd } = renderSession();
    fireEvent.click(screen.getByTestId('chat-end'));
    expect(onEnd).toHaveBeenCalledTimes(1);
    await tick(CHAT_TIMINGS.minDurationBeforeExitPrompt * 1000);
    fireEvent.click(screen.getByTestId('chat-end'));
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('chat-end-confirm').textContent).toContain('End your chat with Lena1?');
    fireEvent.click(screen.getByRole('button', { name: 'Keep chatting' }));
    expect(onEnd).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('chat-end'));
    fireEvent.click(screen.getByTestId('chat-end-yes'));
    expect(onEnd).toHaveBeenCalledTimes(2);
  });

  it('sends toy commands with a message id and shows the queue with countdowns', async () => {
    const view = renderSession({ kind: 'toyControl' });
    // A toy-control session opens with its toys.
    expect(screen.getByTestId('control-toys').getAttribute('aria-pressed')).toBe('true');
    const command = await screen.findByTestId('toy-command');
    expect(command.textContent).toContain('Wave');
    expect(command.textContent).toContain('10 s · 15 VXC');
    fireEvent.click(command);
    expect(view.sent).toEqual([expect.objectContaining({ type: 'sendMessage', messageType: 'dildocontrol', data: '7', chatId: 'chat-1', channelId: 1, messageId: expect.any(String) })]);
    // A second tap at once sends nothing (each command is paid).
    fireEvent.click(screen.getByTestId('toy-command'));
    expect(view.sent).toHaveLength(1);
    const now = Date.now();
    emit(view, {
      type: 'liveChatToyQueue',
      chatId: 'chat-1',
      queue: [
        { id: 'q1', toyId: 7, displayName: 'Wave', duration: 10, startsAt: new Date(now).toISOString() },
        { id: 'q2', toyId: 7, displayName: 'Pulse', duration: 10, startsAt: new Date(now + 10_000).toISOString() },
      ],
    });
    const queue = screen.getByTestId('toy-queue');
    expect(within(queue).getAllByTestId('toy-queue-item').map((item) => item.textContent)).toEqual(['Wave – running, 10 seconds left', 'Pulse – starts in 10 seconds']);
    await tick(4_000);
    expect(within(queue).getAllByTestId('toy-queue-item').map((item) => item.textContent)).toEqual(['Wave – running, 6 seconds left', 'Pulse – starts in 6 seconds']);
    await tick(10_000);
    expect(within(queue).getAllByTestId('toy-queue-item').map((item) => item.textContent)).toEqual(['Pulse – running, 6 seconds left']);
  });

  it('offers toy control in a toy-control chat only (the toy is connected there)', () => {
    const { unmount } = renderSession({ kind: 'videoChat' }, { dildocontrol: true });
    expect(screen.queryByTestId('control-toys')).toBeNull();
    unmount();
    renderSession({ kind: 'toyControl' }, { dildocontrol: true });
    expect(screen.getByTestId('control-toys')).toBeTruthy();
  });

  it('tips with a gift of the catalogue', async () => {
    const view = renderSession();
    fireEvent.click(await screen.findByTestId('control-tips'));
    fireEvent.click(screen.getByTestId('tip-button'));
    expect(view.sent).toEqual([expect.objectContaining({ messageType: 'gift', includedGifts: [{ giftId: 3, quantity: 1 }], chatId: 'chat-1', messageId: expect.any(String) })]);
  });

  it('has no tip button where the catalogue has no gifts', async () => {
    renderSession({}, { gifts: [] });
    await tick(0);
    expect(screen.queryByTestId('control-tips')).toBeNull();
  });

  it('tops up in the chat: asks for one-click, offers the amounts for TIME_LIMITS.inChatOneClick seconds, charges one', async () => {
    const view = renderSession();
    fireEvent.click(screen.getByTestId('control-top-up'));
    fireEvent.click(screen.getByTestId('one-click-ask'));
    expect(view.sent).toEqual([{ type: 'canOneClick' }]);
    emit(view, { type: 'canOneClickResult', result: true, config: {}, amounts: [100, 250], autoRechargeAllowed: false, autoRechargeConfig: {}, autoRechargeAmount: 0, isPaying: true });
    expect(screen.getAllByTestId('one-click-amount').map((button) => button.textContent)).toEqual(['+ 100 VXC', '+ 250 VXC']);
    await tick((TIME_LIMITS.inChatOneClick - 1) * 1000);
    expect(screen.getAllByTestId('one-click-amount')).toHaveLength(2);
    fireEvent.click(screen.getAllByTestId('one-click-amount')[1]);
    expect(view.sent[1]).toEqual({ type: 'chargeOneClick', amount: 250, channelId: 1 });
    emit(view, { type: 'guestBalance', guestBalance: 650, guestBalanceFormatted: '650 VXC', guestIsPayingCustomer: true });
    expect(screen.getByTestId('one-click').textContent).toContain('Coins added. Your chat goes on.');
  });

  it('lets the one-click offer lapse after TIME_LIMITS.inChatOneClick seconds', async () => {
    const view = renderSession();
    fireEvent.click(screen.getByTestId('control-top-up'));
    fireEvent.click(screen.getByTestId('one-click-ask'));
    emit(view, { type: 'canOneClickResult', result: true, config: {}, amounts: [100], autoRechargeAllowed: false, autoRechargeConfig: {}, autoRechargeAmount: 0, isPaying: true });
    await tick(TIME_LIMITS.inChatOneClick * 1000);
    expect(screen.queryByTestId('one-click-amount')).toBeNull();
  });

  it('warns at one minute left and asks for a one-click top-up by itself', () => {
    const view = renderSession({ minutesLeft: 1 });
    expect(screen.getByTestId('low-balance').textContent).toBe('Your coins last for about one more minute. Top up to keep chatting.');
    expect(view.sent).toEqual([{ type: 'canOneClick' }]);
    emit(view, { type: 'canOneClickResult', result: false, config: {}, amounts: [], autoRechargeAllowed: false, autoRechargeConfig: {}, autoRechargeAmount: 0, isPaying: false });
    fireEvent.click(screen.getByRole('button', { name: 'Buy coins' }));
    expect(view.openFlow).toHaveBeenCalledWith('moneycharge');
  });

  it('counts down the free time, follows the actor\'s change of it, and closes the composer when it is over', async () => {
    const view = renderSession({ kind: 'freeChat', pricePerMinute: 0, minutesLeft: null, paidUntil: null, minutesBilled: 0, coinsSpent: 0, freeUntil: null });
    // No freeUntil: the text-chat countdown of TIME_LIMITS.textChatCountdown seconds.
    expect(screen.getByTestId('free-countdown').textContent).toBe('Free time ends in 01:00');
    emit(view, { type: 'freeChatDurationChanged', actorId: 1, duration: 180 });
    expect(screen.getByTestId('free-countdown').textContent).toBe('Free time left: 03:00');
    await tick(180_000);
    expect(screen.getByTestId('free-countdown').textContent).toBe('Your free time is over.');
    expect((within(screen.getByTestId('chat-composer')).getByRole('textbox') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('composer-closed').textContent).toBe('Your free text time is over.');
  });
});
