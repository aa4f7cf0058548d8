import { MIN_BALANCE_FOR_CHAT } from '@vx/shared/constants';
import type { ChatKind, ChatStartError } from '@vx/shared/protocol';
import { CHAT_EXIT } from '@vx/shared/protocol';
import type { ActorRow } from '../actors/schema';

/**
 * What each kind of session costs and when an actor offers it (spec 000 §3 Actor prices, chat
 * features, Chat button config). Pure: the start flow reads the actor and the guest, this decides.
 */

/** Kinds billed per started minute; free chat and ticket shows are paid otherwise or not at all. */
export const PAID_KINDS: ReadonlySet<ChatKind> = new Set(['videoChat', 'voyeur', 'toyControl', 'singleChat', 'mobileVideocall', 'voicecall']);

/** Kinds that show the actor's video (spec "guest chat video time"); free chat is text, a voicecall audio. */
export const VIDEO_KINDS: readonly ChatKind[] = ['videoChat', 'voyeur', 'toyControl', 'ticketShow', 'singleChat', 'mobileVideocall'];

/** Coins per started minute at the actor's current prices. */
export function pricePerMinute(kind: ChatKind, actor: Pick<ActorRow, 'chatPriceVideo' | 'chatPriceVoyeur' | 'chatPriceSingle' | 'chatPriceSingleC2C'>): number {
  switch (kind) {
    case 'videoChat':
    case 'toyControl':
      // A toy-control chat is a video chat; the toy commands are paid one by one.
      return actor.chatPriceVideo;
    case 'voyeur':
      return actor.chatPriceVoyeur;
    case 'singleChat':
    case 'voicecall':
      return actor.chatPriceSingle;
    case 'mobileVideocall':
      return actor.chatPriceSingleC2C;
    case 'ticketShow':
    case 'freeChat':
      return 0;
  }
}

/** MIN_BALANCE_FOR_CHAT (0.5) in whole coins, the wallet's unit: 1. */
export const MIN_CHAT_COINS = Math.ceil(MIN_BALANCE_FOR_CHAT);

/** The balance a paid session needs to start: the spec's minimum, and at least the first minute. */
export function requiredBalance(price: number): number {
  return Math.max(MIN_CHAT_COINS, price);
}

export interface OfferContext {
  /** The viewer's country, null when unknown (then nothing is banned). */
  country: string | null;
  hasTicket: boolean;
  /** The guest's conversion-chat countdown runs (guest/conversionChat). */
  conversionChat: boolean;
  /** Seconds of free chat the guest has left with this actor today. */
  freeChatSeconds: number;
}

export type OfferRefusal = { error: ChatStartError; exitCode: number | null };

/**
 * Whether the actor offers `kind` to this guest now; null when she does. The actor is online (the
 * caller checked). During a ticket show only ticket holders get in, and only into the show.
 */
export function offerRefusal(kind: ChatKind, actor: ActorRow, context: OfferContext): OfferRefusal | null {
  if (context.country !== null && actor.bannedCountryCodes.includes(context.country.toUpperCase())) return { error: 'banned_country', exitCode: null };
  if (actor.ticketShowRunning) {
    if (!context.hasTicket) return { error: 'ticket_required', exitCode: CHAT_EXIT.liveShowStarted };
    return kind === 'ticketShow' ? null : { error: 'kind_not_offered', exitCode: null };
  }
  const offered: Record<ChatKind, boolean> = {
    videoChat: true,
    singleChat: true,
    ticketShow: false,
    voyeur: actor.voyeurAvailable,
    toyControl: actor.featureDildocontrol,
    freeChat: actor.freeChat || (context.conversionChat && actor.conversionChatAvailable),
    mobileVideocall: actor.onlineMobileVideocall,
    voicecall: actor.featureAudio,
  };
  if (!offered[kind]) return { error: 'kind_not_offered', exitCode: null };
  if (kind === 'freeChat' && context.freeChatSeconds <= 0) return { error: 'kind_not_offered', exitCode: CHAT_EXIT.textTime };
  return null;
}
