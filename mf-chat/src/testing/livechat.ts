import type { ChatMessage, ChatReceipt, ChatSession } from '@vx/shared';

/** A running session as livechat/start and liveChatState carry it: a video chat of 40 coins a minute. */
export function chatSession(changes: Partial<ChatSession> = {}): ChatSession {
  const startedAt = changes.startedAt ?? new Date().toISOString();
  return {
    chatId: 'chat-1',
    actorId: 1,
    actorName: 'Lena1',
    kind: 'videoChat',
    state: 'running',
    startedAt,
    pricePerMinute: 40,
    minutesBilled: 1,
    coinsSpent: 40,
    paidUntil: new Date(Date.parse(startedAt) + 60_000).toISOString(),
    minutesLeft: 10,
    freeUntil: null,
    streamUrl: '/live/1/master.m3u8?grant=g1',
    canWrite: true,
    exitCode: null,
    endedAt: null,
    ...changes,
  };
}

export function chatReceipt(changes: Partial<ChatReceipt> = {}): ChatReceipt {
  return {
    chatId: 'chat-1',
    price: 175,
    actorId: 1,
    actorName: 'Lena1',
    isVoyeur: false,
    isToyControl: false,
    kind: 'videoChat',
    exitCode: 100,
    durationSeconds: 185,
    pricePerMinute: 40,
    minutesBilled: 4,
    extras: 15,
    startedAt: '2026-11-20T20:00:00.000Z',
    endedAt: '2026-11-20T20:03:05.000Z',
    ...changes,
  };
}

export function chatMessage(changes: Partial<ChatMessage> = {}): ChatMessage {
  return {
    chatId: 'chat-1',
    messageId: 'm-1',
    senderType: 'actor',
    messageType: 'text',
    text: 'Hi there',
    amount: null,
    created: new Date().toISOString(),
    ...changes,
  };
}

type Answer = unknown | (() => unknown);
interface Call {
  method?: string;
  payload?: Record<string, unknown>;
}

export interface LiveChatServerOptions {
  actor: unknown;
  /** The running session livechat/current answers. */
  current?: ChatSession | null;
  /** Answers of livechat/start, one per call (the last one repeats). */
  start?: Answer[];
  preview?: Answer;
  end?: Answer;
}

/**
 * A fake of the profile's and the live chat's REST calls: the actor's profile, SEO and note, and
 * livechat/current, /start, /:chatId/end, /:chatId/rating, survey/chatexit, the catalogue and the
 * preview. Every call is recorded by jest as usual.
 */
export function liveChatServer(options: LiveChatServerOptions) {
  const starts = [...(options.start ?? [])];
  const value = (answer: Answer) => (typeof answer === 'function' ? (answer as () => unknown)() : answer);
  return jest.fn(async (path: string, call: Call = {}) => {
    if (path.startsWith('actor/getActorDataByIdOrName/')) return options.actor;
    if (path.startsWith('seo/getActorSeoContent/')) return { h1: '', h2: '', seoTitle: '', seoDescription: '', freeText: '', freeTextShort: '', breadcrumb: '', slug: '' };
    if (path.startsWith('actor/getActorNoteById/')) return { actorId: 1, comment: '' };
    if (path === 'livechat/current') return { session: options.current ?? null };
    if (path === 'livechat/start') return value(starts.length > 1 ? starts.shift() : starts[0]);
    if (/^livechat\/[^/]+\/end$/.test(path)) return value(options.end ?? chatReceipt());
    if (/^livechat\/[^/]+\/rating$/.test(path)) return { success: true };
    if (path === 'survey/chatexit') return { stored: true };
    if (path === 'livechat/catalogue') return { gifts: [], toyControls: [] };
    if (path.startsWith('phoenix/get_profile_preview/')) return value(options.preview ?? { success: false, exitCode: 402 });
    throw new Error(`unexpected ${call.method ?? 'GET'} ${path}`);
  });
}
