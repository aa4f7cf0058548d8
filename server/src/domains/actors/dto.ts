import { actorDetailSchema, type ActorDetail, type ActorTile } from '@vx/shared/protocol';
import { actorImages, sedcardImages } from '../../media/urls';
import { actors, type ActorRow } from './schema';

/**
 * The one mapping from actor rows to what the REST answers carry. Tiles (lists) read only the
 * columns in `actorTileColumns`; the full actor (profile page) reads the whole row.
 */

export const actorTileColumns = {
  id: actors.id,
  name: actors.name,
  isOnline: actors.isOnline,
  freeChat: actors.freeChat,
  age: actors.age,
  threeWords: actors.threeWords,
  languages: actors.languages,
  country: actors.country,
  genderType: actors.genderType,
  featureLivePreview: actors.featureLivePreview,
  featureHd: actors.featureHd,
  featureAudio: actors.featureAudio,
  featureDildocontrol: actors.featureDildocontrol,
  chatPriceVideo: actors.chatPriceVideo,
  priceCurrency: actors.priceCurrency,
  voyeurAvailable: actors.voyeurAvailable,
  topAmateur: actors.topAmateur,
  star: actors.star,
};

export type ActorTileRow = Pick<ActorRow, keyof typeof actorTileColumns>;

const price = (value: number, currency: string) => ({ value, currency });

export function toActorTile(row: ActorTileRow): ActorTile {
  return {
    id: row.id,
    name: row.name,
    isOnline: row.isOnline,
    freeChat: row.freeChat,
    avatar: actorImages(row.id),
    profile: { age: row.age, threeWords: row.threeWords, languages: row.languages, country: row.country },
    genderType: row.genderType as ActorTile['genderType'],
    chatFeatures: {
      livePreview: row.featureLivePreview,
      hd: row.featureHd,
      audio: row.featureAudio,
      dildocontrol: row.featureDildocontrol,
    },
    chatPrices: { videoChat: price(row.chatPriceVideo, row.priceCurrency) },
    isVoyeurChatAvailable: row.voyeurAvailable,
    isTopAmateur: row.topAmateur,
    star: row.star,
  };
}

/** Moved to the shared protocol (the client parses it too); re-exported for existing imports. */
export { actorDetailSchema, type ActorDetail };

export function toActorDetail(row: ActorRow): ActorDetail {
  const tile = toActorTile(row);
  const currency = row.priceCurrency;
  return {
    ...tile,
    gender: row.gender as ActorDetail['gender'],
    profile: { ...tile.profile, about: row.about },
    bannedCountryCodes: row.bannedCountryCodes,
    registeredSince: row.registeredSince.toISOString(),
    onlineSince: row.onlineSince ? row.onlineSince.toISOString() : null,
    isActorAvailableForConversionChat: row.conversionChatAvailable,
    isOnlineMobileVideocall: row.onlineMobileVideocall,
    isCurrentlyTicketShow: row.ticketShowRunning,
    isLivePreviewEnabled: row.featureLivePreview,
    // Tickets and favourites belong to a guest; the guest-aware calls fill them in.
    guestHasTicket: false,
    sedcards: sedcardImages(row.id, row.sedcardCount),
    prices: {
      video: price(row.priceVideo, currency),
      singlec2c: price(row.priceSinglec2c, currency),
      voucherChatMinutes: row.voucherChatMinutes,
    },
    chatPrices: {
      videoChat: price(row.chatPriceVideo, currency),
      voyeurChat: price(row.chatPriceVoyeur, currency),
      ticketShow: price(row.chatPriceTicketShow, currency),
      singleChat: price(row.chatPriceSingle, currency),
      singleC2CChat: price(row.chatPriceSingleC2C, currency),
    },
    chatRatings: {
      lastNinetyDays: { countRatings: row.ratingCount90d, satisfactionRate: row.satisfactionRate90d },
    },
    modelGuestRelation: { isFavorite: false },
  };
}

/** The live state of an actor (actor/getActorStateById): what changes while a guest looks at a profile. */
export interface ActorState {
  id: number;
  isOnline: boolean;
  onlineSince: string | null;
  freeChat: boolean;
  isCurrentlyTicketShow: boolean;
  isOnlineMobileVideocall: boolean;
  isVoyeurChatAvailable: boolean;
}

export const actorStateColumns = {
  id: actors.id,
  isOnline: actors.isOnline,
  onlineSince: actors.onlineSince,
  freeChat: actors.freeChat,
  ticketShowRunning: actors.ticketShowRunning,
  onlineMobileVideocall: actors.onlineMobileVideocall,
  voyeurAvailable: actors.voyeurAvailable,
};

export function toActorState(row: Pick<ActorRow, keyof typeof actorStateColumns>): ActorState {
  return {
    id: row.id,
    isOnline: row.isOnline,
    onlineSince: row.onlineSince ? row.onlineSince.toISOString() : null,
    freeChat: row.freeChat,
    isCurrentlyTicketShow: row.ticketShowRunning,
    isOnlineMobileVideocall: row.onlineMobileVideocall,
    isVoyeurChatAvailable: row.voyeurAvailable,
  };
}
