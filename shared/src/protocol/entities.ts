import * as z from 'zod/mini';
import { AVS_STATUSES, GENDER_TYPES, LANGUAGES, type Language } from '../constants';
import { formatMoney } from '../money';

/** Entity schemas of spec 000 §3 as the REST and query services deliver them. */

const price = z.object({ value: z.number(), currency: z.string() });
export type Price = z.infer<typeof price>;

/** Image URLs keyed by the spec's widths. */
export const imageSetSchema = z.object({ w320: z.string(), w640: z.string(), w1280: z.string() });
export type ImageSet = z.infer<typeof imageSetSchema>;

export const chatFeaturesSchema = z.object({
  livePreview: z.boolean(),
  hd: z.boolean(),
  audio: z.boolean(),
  dildocontrol: z.boolean(),
});

export const actorTileSchema = z.object({
  id: z.int(),
  name: z.string(),
  isOnline: z.boolean(),
  freeChat: z.boolean(),
  avatar: imageSetSchema,
  profile: z.object({
    age: z.int(),
    threeWords: z.string(),
    languages: z.array(z.string()),
    country: z.string(),
  }),
  genderType: z.enum(GENDER_TYPES),
  chatFeatures: chatFeaturesSchema,
  chatPrices: z.object({ videoChat: price }),
  isVoyeurChatAvailable: z.boolean(),
  isTopAmateur: z.boolean(),
  star: z.boolean(),
});
export type ActorTile = z.infer<typeof actorTileSchema>;

export const actorListSchema = z.object({
  actors: z.array(actorTileSchema),
  page: z.int(),
  maxPage: z.int(),
  totalHits: z.int(),
});
export type ActorList = z.infer<typeof actorListSchema>;

export const videoTileSchema = z.object({
  id: z.int(),
  title: z.string(),
  duration: z.int(),
  free: z.boolean(),
  vip: z.boolean(),
  new: z.boolean(),
  price: price,
  basePrice: price,
  discount: z.int(),
  preview: imageSetSchema,
  rating: z.object({ likes: z.int() }),
  model: z.object({ id: z.int(), name: z.string() }),
});
export type VideoTile = z.infer<typeof videoTileSchema>;

/** tileGrid/get/{type}/{payload}: the payload is URL-encoded JSON (spec 001 §7.2). */
export function tileGridPath(type: string, payload: Record<string, unknown>): string {
  return `tileGrid/get/${type}/${encodeURIComponent(JSON.stringify(payload))}`;
}

/** The grids the start page asks first; the server inlines their answers in its first view. */
export const START_PAGE_GRIDS = {
  onlineActors: { page: 1, pageSize: 12 },
  newVideos: { page: 1, pageSize: 12 },
} as const;

/** A tile grid's answer (tileGrid/get, spec 001 §7.2) with items of the given schema. */
export function tileGridSchema<T extends z.core.$ZodType>(item: T) {
  return z.object({ success: z.boolean(), data: z.object({ items: z.array(item), totalCount: z.int() }) });
}

export const guestSchema = z.object({
  isLoggedIn: z.boolean(),
  id: z.nullable(z.int()),
  name: z.nullable(z.string()),
  email: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
  balance: z.int(),
  balanceFormatted: z.string(),
  isVip: z.boolean(),
  isLocked: z.boolean(),
  isRestricted: z.boolean(),
  restrictionLevel: z.int(),
  isVXSelect: z.boolean(),
  hasTvAbo: z.boolean(),
  hadTvAbo: z.boolean(),
  /** Premium subscriber (spec 000 §6): a VIP or TV subscription runs. The premium TV gates read hasTvAbo. */
  isPremium: z.boolean(),
  isPayingCustomer: z.boolean(),
  isForcePayment: z.boolean(),
  hasAvs: z.boolean(),
  avsStatus: z.enum(AVS_STATUSES),
  avsRejectMessage: z.nullable(z.string()),
  showDataProtection: z.boolean(),
  isBlockedForComments: z.boolean(),
  loyaltyPoints: z.int(),
  spinwheelSpins: z.int(),
  freeMessagesCount: z.int(),
  messengerGiftCount: z.int(),
  /** Pinned favourite actors, and how many of them are online now (spec 000 §3, §4). */
  pinnedFavouritesCount: z.int(),
  onlineFavouritesCount: z.int(),
  country: z.nullable(z.string()),
  language: z.enum(LANGUAGES),
});
export type Guest = z.infer<typeof guestSchema>;

/** A visitor: not logged in, nothing owned, every flag off. */
export function visitorGuest(language: Language): Guest {
  return {
    isLoggedIn: false,
    id: null,
    name: null,
    email: null,
    avatar: null,
    balance: 0,
    balanceFormatted: formatMoney(0, 'VXC', language),
    isVip: false,
    isLocked: false,
    isRestricted: false,
    restrictionLevel: 0,
    isVXSelect: false,
    hasTvAbo: false,
    hadTvAbo: false,
    isPremium: false,
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
    pinnedFavouritesCount: 0,
    onlineFavouritesCount: 0,
    country: null,
    language,
  };
}

export const guestProfileResponseSchema = z.object({
  config: z.object({ currency: z.literal('VXC'), helpCenterLocale: z.string() }),
  profile: guestSchema,
});

export const guestBalanceSchema = z.object({
  balance: z.int(),
  balanceFormatted: z.string(),
  isPayingCustomer: z.boolean(),
});
export type GuestBalance = z.infer<typeof guestBalanceSchema>;

export const authResponseSchema = z.object({
  accessToken: z.string(),
  expiresAt: z.string(),
  /** Seconds the access token lives, counted by the server: a client renews by it, whatever its clock. */
  expiresIn: z.int().check(z.positive()),
  guest: guestSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const okSchema = z.object({ success: z.boolean() });

/** GET guest/name/suggestion (ours, not in spec 001): a readable name no guest or actor holds, for the signup form. */
export const guestNameSuggestionSchema = z.object({ name: z.string() });

export const chargePackageSchema = z.object({
  id: z.string(),
  priceCents: z.int(),
  currency: z.enum(['EUR', 'CHF']),
  coins: z.int(),
});
export type ChargePackage = z.infer<typeof chargePackageSchema>;

export const moneychargeStartSchema = z.object({ paymentId: z.string(), checkoutUrl: z.string() });

export const legalTextSchema = z.object({
  id: z.int(),
  type: z.string(),
  product: z.string(),
  version: z.int(),
  language: z.enum(LANGUAGES),
  html: z.string(),
});
export type LegalText = z.infer<typeof legalTextSchema>;
