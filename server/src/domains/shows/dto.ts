import type { ChatShow } from '@vx/shared/protocol';
import type { Language } from '@vx/shared/constants';
import { actorImages, sedcardImages } from '../../media/urls';
import type { ChatShowRow } from './schema';

export interface ShowWithActor {
  show: ChatShowRow;
  actorName: string;
  actorOnline: boolean;
  sedcardCount: number;
  /** The show's texts in the guest's language, null when it has none in that language. */
  translation: { language: string; title: string; description: string; postBuyInfo: string } | null;
}

/** The profile URL of an actor: lowercased name (spec 000 §2). */
export function actorLink(language: Language, name: string): string {
  return `/${language}/amateur/${name.toLowerCase()}/`;
}

/** One mapping from a show row to the Cam show of spec 000 §3; `now` decides started/ended. */
export function toChatShow(row: ShowWithActor, isBought: boolean, language: Language, now: Date): ChatShow {
  const { show } = row;
  const hasStarted = show.startsAt.getTime() <= now.getTime();
  const ended = show.endsAt.getTime() <= now.getTime();
  const avatar = actorImages(show.actorId);
  const texts = row.translation ?? { language: show.language, title: show.title, description: show.description, postBuyInfo: show.postBuyInfo };
  return {
    id: show.id,
    name: texts.title,
    actorId: show.actorId,
    actorName: row.actorName,
    actorLink: actorLink(language, row.actorName),
    price: { value: show.price, currency: show.priceCurrency, symbol: show.priceCurrency },
    title: texts.title,
    description: { value: texts.description, language: texts.language },
    // What happens after buying (how to join) is for ticket holders only.
    postBuyInfo: { value: isBought ? texts.postBuyInfo : '', language: texts.language },
    sedcards: sedcardImages(show.actorId, row.sedcardCount),
    avatar,
    imageUrl: avatar.w640,
    start: show.startsAt.toISOString(),
    end: show.endsAt.toISOString(),
    isBought,
    isFree: show.price === 0,
    canBuy: !ended && !isBought,
    hasStarted,
    // Bonus codes are handed out by the promo team, never listed publicly.
    bonusCode: null,
    actorOnline: row.actorOnline,
    isFeatured: show.isFeatured,
    isAutoFeatured: show.isAutoFeatured,
    isInternal: show.isInternal,
  };
}
