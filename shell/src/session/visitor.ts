import type { Guest, Language } from '@vx/shared';

/** The guest as long as nobody is logged in. */
export function visitor(language: Language): Guest {
  return {
    isLoggedIn: false,
    id: null,
    name: null,
    email: null,
    avatar: null,
    balance: 0,
    balanceFormatted: '0 VXC',
    isVip: false,
    isLocked: false,
    isRestricted: false,
    restrictionLevel: 0,
    isVXSelect: false,
    hasTvAbo: false,
    hadTvAbo: false,
    isPayingCustomer: false,
    isForcePayment: false,
    hasAvs: false,
    avsStatus: 'unknown',
    avsRejectMessage: null,
    showDataProtection: false,
    isBlockedForComments: false,
    loyaltyPoints: 0,
    spinwheelSpins: 0,
    freeMessagesCount: 0,
    messengerGiftCount: 0,
    country: null,
    language,
  };
}
