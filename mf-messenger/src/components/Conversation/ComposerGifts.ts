import { priceGifts, type Language, type MessengerGift, type WantedGift } from '@vx/shared';

/** The gifts added to the message being written, one entry per gift in the order first added. */
export type GiftSelection = readonly WantedGift[];

/** The socket's sendMessage bounds (shared/src/protocol/socket.ts): 1–99 of a gift, at most 20 gifts. */
const MAX_QUANTITY = 99;
const MAX_GIFTS = 20;

export const quantityOf = (selection: GiftSelection, giftId: number) => selection.find((gift) => gift.giftId === giftId)?.quantity ?? 0;

/** One more of the gift; unchanged at the socket's bounds. */
export function addGift(selection: GiftSelection, giftId: number): GiftSelection {
  const quantity = quantityOf(selection, giftId);
  if (quantity === 0) return selection.length >= MAX_GIFTS ? selection : [...selection, { giftId, quantity: 1 }];
  if (quantity >= MAX_QUANTITY) return selection;
  return selection.map((gift) => (gift.giftId === giftId ? { giftId, quantity: quantity + 1 } : gift));
}

/** One fewer of the gift; the entry goes with its last one. */
export function removeGift(selection: GiftSelection, giftId: number): GiftSelection {
  return selection.flatMap((gift) => (gift.giftId !== giftId ? [gift] : gift.quantity > 1 ? [{ giftId, quantity: gift.quantity - 1 }] : []));
}

/**
 * The temporary owned count (spec 000 §4 "Gift message"): adding a gift takes one from it, removing
 * gives one back, never more than the guest owns. Derived from the selection rather than counted, so a
 * removed gift that was paid for (not covered by an owned one) gives nothing back, and a bought-gifts
 * update from the socket applies at once.
 */
export const ownedLeft = (owned: ReadonlyMap<number, number>, selection: GiftSelection, giftId: number) =>
  Math.max(0, (owned.get(giftId) ?? 0) - quantityOf(selection, giftId));

/** The price of the gift message, by the server's own rule (owned gifts first). */
export const selectionPrice = (selection: GiftSelection, gifts: readonly MessengerGift[], owned: ReadonlyMap<number, number>) =>
  priceGifts(selection, new Map(gifts.map((gift) => [gift.id, gift.price.value])), owned).price;

/** The gift's name in the page language, else the one the server answered in. */
export const giftName = (gift: MessengerGift, language: Language) => gift.translations.find((entry) => entry.language === language)?.name ?? gift.name;
