import * as z from 'zod/mini';

/**
 * The live chat session (spec 000 §1 chat kinds, §4 chat start errors; spec 001 §7.3, §8, §9). The
 * spec shows the events a session produces but not how a client starts one ("not shown"): a session
 * is started and ended over REST (`livechat/…`, server/docs/live-chat.md), and everything that
 * happens while it runs reaches the guest on the socket. Server and client import these schemas.
 */

const int = z.int();
const id = int.check(z.positive());

/** The kinds of live session; which one a button starts is decided by the chat-button config. */
export const CHAT_KINDS = ['videoChat', 'voyeur', 'toyControl', 'ticketShow', 'freeChat', 'singleChat', 'mobileVideocall', 'voicecall'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];

/** Chat start errors of spec 001 §8, in the spec's words, and the refusals the spec leaves unnamed. */
export const CHAT_START_ERRORS = [
  'Already in progress',
  'Guest offline',
  'Timeout',
  'Wrong sequence number',
  'actor_offline',
  'kind_not_offered',
  'insufficient_balance',
  'ticket_required',
  'banned_country',
] as const;
export type ChatStartError = (typeof CHAT_START_ERRORS)[number];

/**
 * Exit codes of spec 001 §8 that this platform produces. Every code of §8 has a message in the
 * client; these are the ones a session of ours ends with.
 */
export const CHAT_EXIT = {
  exit: 100,
  logout: 101,
  disconnect: 106,
  timeout: 107,
  startOffline: 198,
  startTimeout: 199,
  hostExit: 201,
  adminKick: 301,
  previewLimit: 401,
  noMoney: 501,
  textTime: 502,
  timeLimit: 503,
  ageRatingDenied: 601,
  liveShowStarted: 908,
  serverTimeout: 990,
} as const;

export const chatSessionSchema = z.object({
  chatId: z.string(),
  actorId: id,
  actorName: z.string(),
  kind: z.enum(CHAT_KINDS),
  state: z.enum(['running', 'ended']),
  startedAt: z.string(),
  /** Coins per started minute; 0 for free chat and ticket shows. */
  pricePerMinute: int,
  minutesBilled: int,
  coinsSpent: int,
  /** The served time the billed minutes cover; the server ends the session here unless the next minute is paid. */
  paidUntil: z.nullable(z.string()),
  /** Whole minutes the guest's balance pays for after paidUntil. */
  minutesLeft: z.nullable(int),
  /** Free chat and text-chat countdowns: when the free time ends. */
  freeUntil: z.nullable(z.string()),
  /** The actor's live stream, signed for this session (a new grant comes with every billed minute). */
  streamUrl: z.string(),
  /** A voyeur watches only, unless the channel lets voyeurs write. */
  canWrite: z.boolean(),
  exitCode: z.nullable(int),
  endedAt: z.nullable(z.string()),
});
export type ChatSession = z.infer<typeof chatSessionSchema>;

export const chatStartRequestSchema = z.object({
  actorId: id,
  kind: z.enum(CHAT_KINDS),
  /** The client's start attempt counter (spec: "Wrong sequence number" refuses an older one). */
  sequence: int.check(z.gte(1), z.lte(1_000_000)),
});
export type ChatStartRequest = z.infer<typeof chatStartRequestSchema>;

export const chatStartResponseSchema = z.union([
  z.object({ success: z.literal(true), data: chatSessionSchema }),
  z.object({ success: z.literal(false), error: z.enum(CHAT_START_ERRORS), exitCode: z.nullable(int) }),
]);
export type ChatStartResponse = z.infer<typeof chatStartResponseSchema>;

/** The receipt of an ended session: the spec's chat-end fields and what the guest paid for. */
export const chatReceiptSchema = z.object({
  chatId: z.string(),
  price: int,
  actorId: id,
  actorName: z.string(),
  isVoyeur: z.boolean(),
  isToyControl: z.boolean(),
  kind: z.enum(CHAT_KINDS),
  exitCode: int,
  durationSeconds: int,
  pricePerMinute: int,
  minutesBilled: int,
  /** Tips and toy commands during the session, in coins; `price` includes them. */
  extras: int,
  startedAt: z.string(),
  endedAt: z.string(),
});
export type ChatReceipt = z.infer<typeof chatReceiptSchema>;

export const chatHistorySchema = z.object({ sessions: z.array(chatReceiptSchema), total: int });
export type ChatHistory = z.infer<typeof chatHistorySchema>;

/** The live preview before paying (phoenix/get_profile_preview): counted by the server per guest or visitor. */
export const livePreviewSchema = z.union([
  z.object({ success: z.literal(true), data: z.object({ actorId: id, streamUrl: z.string(), secondsLeft: int, limit: int }) }),
  z.object({ success: z.literal(false), exitCode: int }),
]);
export type LivePreview = z.infer<typeof livePreviewSchema>;

export const toyControlSchema = z.object({
  id,
  displayName: z.string(),
  /** Seconds the toy runs. */
  duration: int,
  random: z.boolean(),
  price: z.object({ value: int, currency: z.string() }),
});
export type ToyControl = z.infer<typeof toyControlSchema>;

export const chatMessageSchema = z.object({
  chatId: z.string(),
  messageId: z.string(),
  senderType: z.enum(['actor', 'guest', 'system']),
  messageType: z.enum(['text', 'gift', 'dildocontrol', 'chat_start', 'chat_end', 'voyeur_info', 'charge_success', 'charge_failure', 'system']),
  /** Plain text; clients render it as text, never as HTML. */
  text: z.string(),
  /** Coins, for gifts (tips) and toy commands. */
  amount: z.nullable(int),
  created: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const toyQueueItemSchema = z.object({ id: z.string(), toyId: id, displayName: z.string(), duration: int, startsAt: z.string() });
export type ToyQueueItem = z.infer<typeof toyQueueItemSchema>;

/** A gift a guest sends (spec 000 §3 Gift): in a live chat, a tip to the actor. Prices in coins. */
export const chatGiftSchema = z.object({
  id,
  name: z.string(),
  price: z.object({ value: int, currency: z.string() }),
  imageUrl: z.string(),
  active: z.boolean(),
  vip: z.boolean(),
  categoryId: int,
});
export type ChatGift = z.infer<typeof chatGiftSchema>;

/** What can be sent in a live chat (`GET livechat/catalogue`): gifts (tips) and toy commands. */
export const liveChatCatalogueSchema = z.object({ gifts: z.array(chatGiftSchema), toyControls: z.array(toyControlSchema) });
export type LiveChatCatalogue = z.infer<typeof liveChatCatalogueSchema>;

/** The reasons the chat-exit survey (`survey/chatexit`) takes, as keys the client translates. */
export const CHAT_EXIT_SURVEY_REASONS = [
  'too_expensive',
  'actor_not_responsive',
  'actor_not_my_type',
  'bad_stream_quality',
  'technical_problem',
  'just_looking',
  'ran_out_of_coins',
  'other',
] as const;
export type ChatExitSurveyReason = (typeof CHAT_EXIT_SURVEY_REASONS)[number];

/**
 * The codes system messages carry as their text, never wording: the client says them in the
 * guest's language, and a text that is no known code is shown as it is (as text).
 */
export const CHAT_SYSTEM_MESSAGE_CODES = [
  'chat_start',
  'chat_end',
  'voyeur_cannot_write',
  'chat_not_running',
  'message_too_long',
  'message_empty',
  'message_id_required',
  'message_type_not_supported',
  'unknown_gift',
  'unknown_toy',
  'toy_not_offered',
  'insufficient_balance',
  'charge_success',
  'charge_failure',
] as const;
export type ChatSystemMessageCode = (typeof CHAT_SYSTEM_MESSAGE_CODES)[number];
