import * as z from 'zod/mini';
import { videoStreamSchema } from './playback';
import { actorTileSchema, imageSetSchema, videoTileSchema } from './entities';

/**
 * Answers of the cams and actor-profile calls (spec 000 §3 Actor, Cam show, Top cam, Chat button
 * config, Video, Gallery; spec 001 §7.2). Server tests parse every answer with these.
 */
const int = z.int();
const price = z.object({ value: z.number(), currency: z.string() });

export const geoLocationResponseSchema = z.union([
  z.object({ success: z.literal(true), data: z.object({ lat: z.number(), long: z.number() }) }),
  z.object({ success: z.literal(false), data: z.null() }),
]);

export const actorNoteSchema = z.object({ actorId: int, comment: z.string() });

/** Keys the client translates; the server never sends button text itself. */
export const CHAT_BUTTON_TEXTS = ['online', 'offline', 'freeChat', 'voucherChat', 'ticketShow', 'voyeur', 'mobileVideocall'] as const;

export const chatButtonConfigSchema = z.object({
  actorId: int,
  actorLink: z.string(),
  buttonText: z.enum(CHAT_BUTTON_TEXTS),
  /** A key too: 'pricePerMinute', 'freeMinutes' or null. */
  buttonSubline: z.nullable(z.enum(['pricePerMinute', 'voucherMinutes', 'ticketPrice'])),
  freeChat: z.boolean(),
  isActorOnline: z.boolean(),
  voucherChatMinutes: int,
  isBannedCountryCode: z.nullable(z.boolean()),
  isOnlineMobileVideocall: z.boolean(),
  isCurrentlyTicketShow: z.boolean(),
  isVoyeurChatAvailable: z.boolean(),
  isVoyeurMode: z.boolean(),
  guestHasTicket: z.boolean(),
  multiChatPrice: price,
  singleC2CChatPrice: price,
  prices: z.object({ videoChat: price, voyeurChat: price, ticketShow: price, singleChat: price, singleC2CChat: price }),
});
export type ChatButtonConfig = z.infer<typeof chatButtonConfigSchema>;

export const heatMapDaySchema = z.object({
  date: z.string(),
  /** 0 (never online) to 4 (online most of the day). */
  activityLevel: int.check(z.gte(0), z.lte(4)),
  /** HH:MM in UTC, null on a day without activity. */
  start: z.nullable(z.string()),
  end: z.nullable(z.string()),
  hoursToBeOnline: z.number(),
  memo: z.string(),
});

export const interviewSchema = z.object({
  /** The language the answers are in: the one asked for, else English. */
  language: z.string(),
  items: z.array(z.object({ question: z.string(), answer: z.string() })),
});

/**
 * The full actor (spec 000 §3 Actor): every tile field plus the rest. It parses with
 * actorTileSchema too, so a profile can seed the tile caches of lists.
 */
export const actorDetailSchema = z.extend(actorTileSchema, {
  gender: z.enum(['N', 'M', 'F', 'C']),
  profile: z.extend(actorTileSchema.shape.profile, { about: z.string() }),
  bannedCountryCodes: z.array(z.string()),
  registeredSince: z.string(),
  onlineSince: z.nullable(z.string()),
  isActorAvailableForConversionChat: z.boolean(),
  isOnlineMobileVideocall: z.boolean(),
  isCurrentlyTicketShow: z.boolean(),
  isLivePreviewEnabled: z.boolean(),
  guestHasTicket: z.boolean(),
  sedcards: z.array(imageSetSchema),
  prices: z.object({ video: price, singlec2c: price, voucherChatMinutes: int }),
  chatPrices: z.object({
    videoChat: price,
    voyeurChat: price,
    ticketShow: price,
    singleChat: price,
    singleC2CChat: price,
  }),
  chatRatings: z.object({ lastNinetyDays: z.object({ countRatings: int, satisfactionRate: int }) }),
  modelGuestRelation: z.object({ isFavorite: z.boolean() }),
});
export type ActorDetail = z.infer<typeof actorDetailSchema>;

/** The profile page answer (actor/getActorDataByIdOrName): the actor plus guest-aware extras. */
export const actorProfileSchema = z.extend(actorDetailSchema, {
  /** The guest's pin with its email and SMS alerts when the actor comes online. */
  modelGuestRelation: z.object({ isFavorite: z.boolean(), notifyEmail: z.boolean(), notifySms: z.boolean() }),
  /** The last 14 days, oldest first. */
  heatMap: z.array(heatMapDaySchema),
  interview: z.nullable(interviewSchema),
  chatButtonConfig: chatButtonConfigSchema,
});
export type ActorProfile = z.infer<typeof actorProfileSchema>;

export const TICKET_ERROR_CODES = ['insufficient_balance', 'already_bought', 'show_ended', 'not_found', 'invalid_promo_code'] as const;
export const ticketResultSchema = z.object({ success: z.boolean(), errorCode: z.nullable(z.enum(TICKET_ERROR_CODES)) });
export type TicketResult = z.infer<typeof ticketResultSchema>;

export const chatShowSchema = z.object({
  id: int,
  name: z.string(),
  actorId: int,
  actorName: z.string(),
  actorLink: z.string(),
  price: z.extend(price, { symbol: z.string() }),
  title: z.string(),
  description: z.object({ value: z.string(), language: z.string() }),
  /** Shown only to ticket holders: empty unless isBought. */
  postBuyInfo: z.object({ value: z.string(), language: z.string() }),
  sedcards: z.array(imageSetSchema),
  avatar: imageSetSchema,
  imageUrl: z.string(),
  start: z.string(),
  end: z.string(),
  isBought: z.boolean(),
  isFree: z.boolean(),
  canBuy: z.boolean(),
  hasStarted: z.boolean(),
  bonusCode: z.nullable(z.string()),
  actorOnline: z.boolean(),
  isFeatured: z.boolean(),
  isAutoFeatured: z.boolean(),
  isInternal: z.boolean(),
});
export type ChatShow = z.infer<typeof chatShowSchema>;
export const chatShowListSchema = z.object({ shows: z.array(chatShowSchema), total: int });

export const MEDIA_BUY_ERROR_CODES = ['insufficient_balance', 'not_found'] as const;
export const mediaBuyResultSchema = z.object({
  success: z.boolean(),
  errorCode: z.nullable(z.enum(MEDIA_BUY_ERROR_CODES)),
  balance: int,
  balanceFormatted: z.string(),
});

export const guestMediaInfoSchema = z.object({ bought: z.boolean(), gifted: z.boolean(), flatrate: z.boolean(), liked: z.boolean() });

/** A tile of the actor's video grid: the video tile plus the marks the grid shows. */
export const actorVideoTileSchema = z.extend(videoTileSchema, {
  classic: z.boolean(),
  previewThumbnails: imageSetSchema,
  isBought: z.boolean(),
});
export const actorVideoGridSchema = z.object({
  videos: z.array(actorVideoTileSchema),
  page: int,
  maxPage: int,
  total: int,
  /** The actor's tag groups, most used first: the grid's filters. */
  tagGroups: z.array(z.string()),
});

export const videoDetailSchema = z.extend(actorVideoTileSchema, {
  description: z.string(),
  ageRating: int,
  isVip30Offer: z.boolean(),
  camRecording: z.boolean(),
  guestInfo: guestMediaInfoSchema,
  /** The stream's master playlist (spec 000 §3 Video url): the whole video or its preview, see `stream`. */
  url: z.nullable(z.string()),
  /** null when videos are switched off on the server. */
  stream: z.nullable(videoStreamSchema),
  tags: z.array(z.object({ id: int, label: z.string() })),
});

export const albumTileSchema = z.object({
  id: int,
  title: z.string(),
  description: z.string(),
  ageRating: int,
  free: z.boolean(),
  guestInfo: guestMediaInfoSchema,
  isBought: z.boolean(),
  price,
  previews: z.array(imageSetSchema),
  rating: z.object({ likes: int }),
  isVipContent: z.boolean(),
  type: z.enum(['image', 'video']),
  actor: z.object({ id: int, name: z.string() }),
  albumTotalViews: int,
  pictureCount: int,
});
export const actorAlbumListSchema = z.object({ albums: z.array(albumTileSchema), page: int, maxPage: int, total: int });
export const pictureSchema = z.object({
  id: int,
  position: int,
  /** Full images only for owners and free albums; others get null. */
  image: z.nullable(imageSetSchema),
  guestRatingLikes: int,
  guestRatingDislikes: int,
  isLiked: z.boolean(),
  isDisliked: z.boolean(),
  /** Pinned to the guest's favourites (spec 001 §7.3 favouritePin kind picture). */
  isPinned: z.boolean(),
});
/** Spec 000 §3 Gallery: the album's ratings (like 5, dislike 1) with the guest's flags, pin, comments. */
export const albumDetailSchema = z.extend(albumTileSchema, {
  guestRatingLikes: int,
  guestRatingDislikes: int,
  isLiked: z.boolean(),
  isDisliked: z.boolean(),
  isPinned: z.boolean(),
  commentsTotal: int,
  isGuestAllowedToCommentAlbum: z.boolean(),
  pictures: z.object({ items: z.array(pictureSchema), page: int, maxPage: int, total: int }),
});

export const TOP_CAM_TYPES = ['bestChats', 'top100', 'topFavorites', 'topVideocall'] as const;
export const topCamSchema = z.object({
  id: int,
  name: z.string(),
  profileLink: z.string(),
  online: z.boolean(),
  onlineVideocall: z.boolean(),
  age: int,
  previewPicture: z.string(),
  avatarPicture: z.string(),
  spokenLanguages: z.array(z.string()),
  pinnedCount: int,
  ratingCount: int,
  satisfactionRate: int,
  rankingPointsVideoCall: int,
  videocallPrice: price,
});
export const topCamListSchema = z.object({ type: z.enum(TOP_CAM_TYPES), topCams: z.array(topCamSchema) });

export const favouriteActorSchema = z.extend(actorTileSchema, { notifyEmail: z.boolean(), notifySms: z.boolean(), pinnedAt: z.string() });
export const favouriteActorListSchema = z.object({ actors: z.array(favouriteActorSchema), page: int, maxPage: int, total: int });

export const seoContentSchema = z.object({
  h1: z.string(),
  h2: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  freeText: z.string(),
  freeTextShort: z.string(),
  breadcrumb: z.string(),
  slug: z.string(),
});
export const breadcrumbResponseSchema = z.object({
  data: z.object({
    breadcrumb: z.array(z.object({ label: z.string(), routeName: z.string(), params: z.record(z.string(), z.union([z.string(), int])) })),
  }),
});
export const ticketRemoveResultSchema = z.extend(ticketResultSchema, { refunded: int });
