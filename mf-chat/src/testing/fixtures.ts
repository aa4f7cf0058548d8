import type { ActorProfile } from '@vx/shared';
import { actorTile } from '@vx/shared/testing';

export { actorTile };

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const eur = (value: number) => ({ value, currency: 'VXC' });

/** A full profile answer of actor/getActorDataByIdOrName. */
export function actorProfile(id: number, changes: Partial<ActorProfile> = {}): ActorProfile {
  const tile = actorTile(id);
  return {
    ...tile,
    name: `Lena${id}`,
    gender: 'F',
    profile: { ...tile.profile, about: 'Hi, I am Lena.' },
    bannedCountryCodes: [],
    registeredSince: '2020-05-01T00:00:00.000Z',
    onlineSince: null,
    isActorAvailableForConversionChat: false,
    isOnlineMobileVideocall: false,
    isCurrentlyTicketShow: false,
    isLivePreviewEnabled: false,
    guestHasTicket: false,
    sedcards: [{ w320: `/s/${id}-320.jpg`, w640: `/s/${id}-640.jpg`, w1280: `/s/${id}-1280.jpg` }],
    prices: { video: eur(200), singlec2c: eur(120), voucherChatMinutes: 0 },
    chatPrices: { videoChat: eur(100), voyeurChat: eur(40), ticketShow: eur(500), singleChat: eur(150), singleC2CChat: eur(180) },
    chatRatings: { lastNinetyDays: { countRatings: 12, satisfactionRate: 93 } },
    modelGuestRelation: { isFavorite: false, notifyEmail: false, notifySms: false },
    heatMap: [
      { date: '2026-11-20', activityLevel: 3, start: '18:00', end: '23:00', hoursToBeOnline: 5, memo: '' },
      { date: '2026-11-21', activityLevel: 0, start: null, end: null, hoursToBeOnline: 0, memo: '' },
    ],
    interview: { language: 'en', items: [{ question: 'Favourite food?', answer: 'Pasta' }] },
    chatButtonConfig: {
      actorId: id,
      actorLink: `/en/amateur/lena${id}/`,
      buttonText: 'online',
      buttonSubline: 'pricePerMinute',
      freeChat: false,
      isActorOnline: true,
      voucherChatMinutes: 0,
      isBannedCountryCode: false,
      isOnlineMobileVideocall: false,
      isCurrentlyTicketShow: false,
      isVoyeurChatAvailable: false,
      isVoyeurMode: false,
      guestHasTicket: false,
      multiChatPrice: eur(100),
      singleC2CChatPrice: eur(180),
      prices: { videoChat: eur(100), voyeurChat: eur(40), ticketShow: eur(500), singleChat: eur(150), singleC2CChat: eur(180) },
    },
    ...changes,
  };
}
