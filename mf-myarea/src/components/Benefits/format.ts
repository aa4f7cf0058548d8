import type { BenefitType } from '@vx/shared';

/** A date of a voucher, code or reward in the page's language (day, month, year). */
export const formatDay = (iso: string, language: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));

/** The unit a benefit's amount counts in (`benefits.units.*`): coins, days of a subscription, messages, minutes or items. */
export type BenefitUnit = 'coins' | 'days' | 'messages' | 'minutes' | 'items';

const UNITS: Record<BenefitType, BenefitUnit> = {
  bonus: 'coins',
  coins: 'coins',
  credits: 'coins',
  vipAbo: 'days',
  premiumAbo: 'days',
  actorAbo: 'days',
  freeMessages: 'messages',
  freeMinutes: 'minutes',
  media: 'items',
  vouchers: 'items',
  liveShow: 'items',
  messengerGifts: 'items',
};

export const unitOf = (type: BenefitType): BenefitUnit => UNITS[type];
