import { and, asc, eq, gt } from 'drizzle-orm';
import { LANGUAGES, type Language } from '@vx/shared/constants';
import type { BoughtMessengerGift, MessengerGift } from '@vx/shared/protocol';
import type { Executor } from '../../../db/helpers';
import { toGift } from '../../livechat/catalogue';
import { chatGifts, type ChatGiftRow } from '../../livechat/schema';
import { messengerBoughtGifts } from '../message-schema';

/**
 * The gifts' names per language (spec 000 §3 Gift: translations). chat_gifts (migration 0003) keeps one
 * English name; the other languages are kept here by gift id, and a gift without an entry keeps its name.
 */
const GIFT_NAMES: Record<number, Record<Language, string>> = {
  1: { de: 'Rose', en: 'Rose', nl: 'Roos', es: 'Rosa' },
  2: { de: 'Herz', en: 'Heart', nl: 'Hart', es: 'Corazón' },
  3: { de: 'Kuss', en: 'Kiss', nl: 'Kus', es: 'Beso' },
  4: { de: 'Champagner', en: 'Champagne', nl: 'Champagne', es: 'Champán' },
  5: { de: 'Teddybär', en: 'Teddy bear', nl: 'Teddybeer', es: 'Osito de peluche' },
  6: { de: 'Diamant', en: 'Diamond', nl: 'Diamant', es: 'Diamante' },
  7: { de: 'Krone', en: 'Crown', nl: 'Kroon', es: 'Corona' },
};

const nameIn = (row: ChatGiftRow, language: Language) => GIFT_NAMES[row.id]?.[language] ?? row.name;

export const toMessengerGift = (row: ChatGiftRow, language: Language): MessengerGift => ({
  ...toGift(row),
  name: nameIn(row, language),
  translations: LANGUAGES.map((lang) => ({ language: lang, name: nameIn(row, lang), value: row.price })),
});

/** messengerGifts: the active gifts, cheapest first; VIP-only ones for a VIP guest only (he could not send them otherwise). */
export async function messengerGifts(db: Executor, guest: { isVip: boolean }, language: Language): Promise<MessengerGift[]> {
  const rows = await db
    .select()
    .from(chatGifts)
    .where(and(eq(chatGifts.active, true), guest.isVip ? undefined : eq(chatGifts.vip, false)))
    .orderBy(asc(chatGifts.categoryId), asc(chatGifts.price), asc(chatGifts.id));
  return rows.map((row) => toMessengerGift(row, language));
}

/** The gifts the guest bought and has not sent yet (quantity > 0). */
export async function boughtMessengerGifts(db: Executor, guestId: number): Promise<BoughtMessengerGift[]> {
  return db
    .select({ giftId: messengerBoughtGifts.giftId, quantity: messengerBoughtGifts.quantity })
    .from(messengerBoughtGifts)
    .where(and(eq(messengerBoughtGifts.guestId, guestId), gt(messengerBoughtGifts.quantity, 0)))
    .orderBy(asc(messengerBoughtGifts.giftId));
}
