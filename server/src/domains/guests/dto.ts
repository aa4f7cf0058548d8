import { HELP_CENTER_DEFAULT_LOCALE, isLanguage, type Language } from '@vx/shared/constants';
import { formatMoney } from '@vx/shared/money';
import type { Guest, GuestBalance } from '@vx/shared/protocol';
import type { GuestRow } from './schema';

/** Help-center locale per language; English falls back to the spec's default (spec 001 §9). */
const HELP_CENTER_LOCALES: Record<Language, string> = {
  de: 'de-de',
  en: HELP_CENTER_DEFAULT_LOCALE,
  nl: 'nl-nl',
  es: 'es-es',
};

export function helpCenterLocale(language: Language): string {
  return HELP_CENTER_LOCALES[language];
}

export function formatCoins(balance: number, language: Language): string {
  return formatMoney(balance, 'VXC', language);
}

/** The counts of a guest's pinned favourites, where a call does not load them. */
export const NO_FAVOURITES = { pinned: 0, online: 0 };

/** The guest as REST and the query service deliver it (guestSchema); amounts formatted in `displayLanguage`. */
export function toGuestDto(row: GuestRow, displayLanguage: Language, favourites: { pinned: number; online: number } = NO_FAVOURITES): Guest {
  return {
    isLoggedIn: true,
    id: row.id,
    name: row.name,
    email: row.email,
    avatar: row.avatar,
    balance: row.balance,
    balanceFormatted: formatCoins(row.balance, displayLanguage),
    isVip: row.isVip,
    isLocked: row.isLocked,
    isRestricted: row.isRestricted,
    restrictionLevel: row.restrictionLevel,
    isVXSelect: row.isVXSelect,
    hasTvAbo: row.hasTvAbo,
    hadTvAbo: row.hadTvAbo,
    // Derived, not stored: both flags follow the subscriptions (server/docs/subscriptions.md).
    isPremium: row.isVip || row.hasTvAbo,
    isPayingCustomer: row.isPayingCustomer,
    isForcePayment: row.isForcePayment,
    hasAvs: row.hasAvs,
    avsStatus: row.avsStatus as Guest['avsStatus'],
    avsRejectMessage: row.avsRejectMessage,
    showDataProtection: row.showDataProtection,
    isBlockedForComments: row.isBlockedForComments,
    loyaltyPoints: row.loyaltyPoints,
    spinwheelSpins: row.spinwheelSpins,
    freeMessagesCount: row.freeMessagesCount,
    messengerGiftCount: row.messengerGiftCount,
    pinnedFavouritesCount: favourites.pinned,
    onlineFavouritesCount: favourites.online,
    country: row.country,
    language: isLanguage(row.language) ? row.language : 'en',
  };
}

export { visitorGuest } from '@vx/shared/protocol';

export function toBalanceDto(balance: number, isPayingCustomer: boolean, language: Language): GuestBalance {
  return { balance, balanceFormatted: formatCoins(balance, language), isPayingCustomer };
}
