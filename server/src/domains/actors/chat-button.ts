import type { Language } from '@vx/shared/constants';
import type { ChatButtonConfig } from '@vx/shared/protocol';
import type { ActorRow } from './schema';

export interface ButtonGuest {
  /** The viewer's country (client address, else the guest row); null when unknown. */
  country: string | null;
  hasTicket: boolean;
}

const price = (value: number, currency: string) => ({ value, currency });

/**
 * The chat button of the profile (spec 000 §3 Chat button config). buttonText and buttonSubline are
 * translation keys, never text: the client owns the wording in four languages. The first state
 * that applies wins: offline (or mobile videocall), ticket show, voyeur, free chat, voucher, online.
 */
export function chatButtonOf(row: ActorRow, guest: ButtonGuest, language: Language): ChatButtonConfig {
  const c = row.priceCurrency;
  // Voyeur mode (actor busy in a private chat) is not tracked yet: the flag stays false.
  const isVoyeurMode = false;
  let buttonText: ChatButtonConfig['buttonText'];
  let buttonSubline: ChatButtonConfig['buttonSubline'] = 'pricePerMinute';
  if (!row.isOnline) {
    buttonText = row.onlineMobileVideocall ? 'mobileVideocall' : 'offline';
    buttonSubline = row.onlineMobileVideocall ? 'pricePerMinute' : null;
  } else if (row.ticketShowRunning) {
    buttonText = 'ticketShow';
    buttonSubline = 'ticketPrice';
  } else if (isVoyeurMode && row.voyeurAvailable) {
    buttonText = 'voyeur';
  } else if (row.freeChat) {
    buttonText = 'freeChat';
    buttonSubline = null;
  } else if (row.voucherChatMinutes > 0) {
    buttonText = 'voucherChat';
    buttonSubline = 'voucherMinutes';
  } else {
    buttonText = 'online';
  }
  return {
    actorId: row.id,
    actorLink: `/${language}/amateur/${row.name.toLowerCase()}/`,
    buttonText,
    buttonSubline,
    freeChat: row.freeChat,
    isActorOnline: row.isOnline,
    voucherChatMinutes: row.voucherChatMinutes,
    isBannedCountryCode: guest.country === null ? null : row.bannedCountryCodes.includes(guest.country.toUpperCase()),
    isOnlineMobileVideocall: row.onlineMobileVideocall,
    isCurrentlyTicketShow: row.ticketShowRunning,
    isVoyeurChatAvailable: row.voyeurAvailable,
    isVoyeurMode,
    guestHasTicket: guest.hasTicket,
    multiChatPrice: price(row.chatPriceVideo, c),
    singleC2CChatPrice: price(row.chatPriceSingleC2C, c),
    prices: {
      videoChat: price(row.chatPriceVideo, c),
      voyeurChat: price(row.chatPriceVoyeur, c),
      ticketShow: price(row.chatPriceTicketShow, c),
      singleChat: price(row.chatPriceSingle, c),
      singleC2CChat: price(row.chatPriceSingleC2C, c),
    },
  };
}
