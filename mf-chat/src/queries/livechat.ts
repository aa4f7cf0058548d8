import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import {
  CALLER_ACCESS_TOKEN,
  chatHistorySchema,
  chatReceiptSchema,
  chatSessionSchema,
  chatStartResponseSchema,
  liveChatCatalogueSchema,
  livePreviewSchema,
  RATING,
  toyControlSchema,
  useBusEvent,
  usePlatform,
  type ChatKind,
  type ChatSession,
  type Language,
  type RestClient,
  type VxqlClient,
} from '@vx/shared';

/**
 * The live chat (server/docs/live-chat.md): started and ended over REST, followed on the socket.
 * The guest's running session is server state: the answer of `livechat/current`, patched by the
 * bus (`liveChatState`, `chatEnd`) and by the start and end answers.
 */

export const currentSessionSchema = z.object({ session: z.nullable(chatSessionSchema) });
/** The rating's answer is not used; any JSON answer of a 2xx counts. */
export const ratingAnswerSchema = z.unknown();
/** Survey answers (spec 001 §7.5): stored, or not stored because of a time limit. */
export const surveyAnswerSchema = z.looseObject({ stored: z.optional(z.boolean()), timeLimit: z.optional(z.boolean()) });
export const toyControlsAnswerSchema = z.object({ toyControls: z.array(toyControlSchema) });

export const HISTORY_PAGE_SIZE = 10;

export const liveChatKeys = {
  all: ['liveChat'] as const,
  current: (guestId: number | null) => ['liveChat', 'current', guestId] as const,
  history: (guestId: number | null, offset: number) => ['liveChat', 'history', guestId, offset] as const,
  /** A preview is counted by the server per call: one key per place that shows one. */
  preview: (place: 'profile' | 'tile', guestId: number | null, actorId: number) => ['liveChat', 'preview', place, guestId, actorId] as const,
  toyControls: (language: Language) => ['liveChat', 'toyControls', language] as const,
  catalogue: (language: Language) => ['liveChat', 'catalogue', language] as const,
};

export const fetchCurrentSession = (rest: RestClient, signal?: AbortSignal) => rest.call('livechat/current', { schema: currentSessionSchema, signal });

export const startLiveChat = (rest: RestClient, request: { actorId: number; kind: ChatKind; sequence: number }) =>
  rest.call('livechat/start', { method: 'POST', payload: request, schema: chatStartResponseSchema });

export const endLiveChat = (rest: RestClient, chatId: string, exitCode: number) =>
  rest.call(`livechat/${encodeURIComponent(chatId)}/end`, { method: 'POST', payload: { exitCode }, schema: chatReceiptSchema });

export const rateLiveChat = (rest: RestClient, chatId: string, rating: (typeof RATING)[keyof typeof RATING]) =>
  rest.call(`livechat/${encodeURIComponent(chatId)}/rating`, { method: 'POST', payload: { rating }, schema: ratingAnswerSchema });

export const sendChatExitSurvey = (rest: RestClient, survey: { chatId: string; reasons: string[]; text?: string }) =>
  rest.call('survey/chatexit', { method: 'POST', payload: survey, schema: surveyAnswerSchema });

export const fetchLiveChatHistory = (rest: RestClient, offset: number, signal?: AbortSignal) =>
  rest.call('livechat/history', { payload: { first: HISTORY_PAGE_SIZE, offset }, schema: chatHistorySchema, signal });

export const fetchLivePreview = (rest: RestClient, actorId: number, signal?: AbortSignal) =>
  rest.call(`phoenix/get_profile_preview/${actorId}`, { method: 'POST', schema: livePreviewSchema, signal });

export const TOY_CONTROLS_QUERY = 'query ToyControls { toyControls { id displayName duration random price { value currency } } }';

/** What can be sent in a live chat: gifts (tips) and toy commands (GET livechat/catalogue). */
export const fetchLiveChatCatalogue = (rest: RestClient, signal?: AbortSignal) => rest.call('livechat/catalogue', { schema: liveChatCatalogueSchema, signal });

/** The toy commands of the query service (spec 001 §7.4 toy controls); the catalogue's where the service has none. */
export const fetchToyControls = (vxql: VxqlClient, rest: RestClient, signal?: AbortSignal) =>
  Promise.resolve()
    .then(() => vxql.request(TOY_CONTROLS_QUERY, {}, toyControlsAnswerSchema))
    .then(
      (answer) => answer.toyControls,
      () => fetchLiveChatCatalogue(rest, signal).then((catalogue) => catalogue.toyControls),
    );

/** startAnonymousVoicecallChat of the query service (server/docs/live-chat.md): 2000 started, 2001–2009 refused. */
export const START_VOICECALL_MUTATION =
  'mutation StartAnonymousVoicecallChat($accessToken: String!, $actorId: Int!) { startAnonymousVoicecallChat(accessToken: $accessToken, actorId: $actorId) { result chatId } }';

export const voicecallAnswerSchema = z.object({ startAnonymousVoicecallChat: z.object({ result: z.int(), chatId: z.nullable(z.string()) }) });

/** Starts an anonymous voicecall as the calling guest: the query client fills in his own access token. */
export const startAnonymousVoicecallChat = (vxql: VxqlClient, actorId: number) =>
  vxql.request(START_VOICECALL_MUTATION, { accessToken: CALLER_ACCESS_TOKEN, actorId }, voicecallAnswerSchema).then((answer) => answer.startAnonymousVoicecallChat);

type Current = z.infer<typeof currentSessionSchema>;

/**
 * The logged-in guest's running session (null: none); visitors ask for none. The bus keeps it
 * live: every `liveChatState` replaces it, a `chatEnd` of it clears it.
 */
export function useCurrentLiveChat() {
  const { rest, guest } = usePlatform();
  const client = useQueryClient();
  const queryKey = liveChatKeys.current(guest.isLoggedIn ? guest.id : null);
  useBusEvent('liveChatState', (event) => client.setQueryData<Current>(queryKey, { session: event.session }));
  useBusEvent('chatEnd', (event) => client.setQueryData<Current>(queryKey, (current) => (current?.session?.chatId === event.chatId ? { session: null } : current)));
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchCurrentSession(rest, signal),
    enabled: guest.isLoggedIn,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** Starts a session; a started one becomes the current session at once. */
export function useStartLiveChat() {
  const { rest, guest } = usePlatform();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: { actorId: number; kind: ChatKind; sequence: number }) => startLiveChat(rest, request),
    onSuccess: (answer) => {
      if (answer.success) client.setQueryData<Current>(liveChatKeys.current(guest.id), { session: answer.data });
    },
  });
}

/** Starts an anonymous voicecall with an actor (the answer's result code decides, see useVoicecall). */
export function useStartVoicecall(actorId: number) {
  const { vxql } = usePlatform();
  return useMutation({ mutationFn: () => startAnonymousVoicecallChat(vxql, actorId) });
}

/** Asks the server again for the running session (after 'Already in progress'). */
export function useRefreshCurrentLiveChat(): () => Promise<ChatSession | null> {
  const { rest, guest } = usePlatform();
  const client = useQueryClient();
  return () => client.fetchQuery({ queryKey: liveChatKeys.current(guest.id), queryFn: ({ signal }) => fetchCurrentSession(rest, signal) }).then((answer) => answer.session);
}

/** Ends a session with an exit code; the answer is its receipt, and no session runs any more. */
export function useEndLiveChat() {
  const { rest, guest } = usePlatform();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ chatId, exitCode }: { chatId: string; exitCode: number }) => endLiveChat(rest, chatId, exitCode),
    onSuccess: (receipt) =>
      client.setQueryData<Current>(liveChatKeys.current(guest.id), (current) => (current?.session?.chatId === receipt.chatId ? { session: null } : current)),
  });
}

export function useRateLiveChat(chatId: string) {
  const { rest } = usePlatform();
  return useMutation({ mutationFn: (rating: (typeof RATING)[keyof typeof RATING]) => rateLiveChat(rest, chatId, rating) });
}

export function useChatExitSurvey(chatId: string) {
  const { rest } = usePlatform();
  return useMutation({ mutationFn: (survey: { reasons: string[]; text?: string }) => sendChatExitSurvey(rest, { chatId, ...survey }) });
}

/** One page of the guest's past sessions, newest first; the next page keeps the last one shown meanwhile. */
export function useLiveChatHistory(offset: number) {
  const { rest, guest } = usePlatform();
  return useQuery({
    queryKey: liveChatKeys.history(guest.isLoggedIn ? guest.id : null, offset),
    queryFn: ({ signal }) => fetchLiveChatHistory(rest, offset, signal),
    enabled: guest.isLoggedIn,
    placeholderData: (previous) => previous,
  });
}

/**
 * The live preview of an actor (phoenix/get_profile_preview). The server counts every call, so it
 * is asked once per showing: never refetched, and forgotten when no one shows it any more (the
 * next showing asks again and gets the seconds that are left). A failed load shows nothing (spec
 * 001 §7.5 "Preview load failure is ignored").
 */
export function useLivePreview(place: 'profile' | 'tile', actorId: number, enabled = true) {
  const { rest, guest } = usePlatform();
  return useQuery({
    queryKey: liveChatKeys.preview(place, guest.isLoggedIn ? guest.id : null, actorId),
    queryFn: ({ signal }) => fetchLivePreview(rest, actorId, signal),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** The toy commands the guest can send; the same for every actor. */
export function useToyControls(enabled: boolean) {
  const { vxql, rest, language } = usePlatform();
  return useQuery({ queryKey: liveChatKeys.toyControls(language), queryFn: ({ signal }) => fetchToyControls(vxql, rest, signal), enabled, staleTime: 10 * 60_000, retry: false });
}

/** The gifts a guest can tip with (the active ones of the catalogue); no tips where there are none. */
export function useChatGifts(enabled: boolean) {
  const { rest, language } = usePlatform();
  return useQuery({
    queryKey: liveChatKeys.catalogue(language),
    queryFn: ({ signal }) => fetchLiveChatCatalogue(rest, signal),
    select: (catalogue) => catalogue.gifts.filter((gift) => gift.active),
    enabled,
    staleTime: 10 * 60_000,
    retry: false,
  });
}
